import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activityAxis,
  bucketIndex,
  compareStandings,
  createRanking,
  rankWithin,
  type Standing,
} from "./standings";

const t = (iso: string) => new Date(iso);

describe("compareStandings", () => {
  it("ranks by total, then who reached it first, then user id", () => {
    const standings: Standing[] = [
      { userId: "b", total: 10, reachedAt: t("2026-07-10T10:00:00Z") },
      { userId: "a", total: 10, reachedAt: t("2026-07-10T10:00:00Z") },
      { userId: "c", total: 10, reachedAt: t("2026-07-10T09:00:00Z") },
      { userId: "d", total: 30, reachedAt: t("2026-07-10T12:00:00Z") },
    ];
    expect([...standings].sort(compareStandings).map((s) => s.userId)).toEqual([
      "d",
      "c",
      "a",
      "b",
    ]);
  });

  it("is a total order: the result never depends on the input order", () => {
    const standing = fc.record({
      userId: fc.string({ minLength: 1, maxLength: 3 }),
      total: fc.integer({ min: 0, max: 5 }),
      reachedAt: fc.option(fc.integer({ min: 0, max: 3 }).map((h) => new Date(h * 3_600_000))),
    });
    fc.assert(
      fc.property(fc.uniqueArray(standing, { selector: (s) => s.userId }), (list) => {
        const sorted = [...list].sort(compareStandings);
        const reversed = [...list].reverse().sort(compareStandings);
        expect(reversed).toEqual(sorted);
      }),
    );
  });
});

describe("activityAxis", () => {
  const now = t("2026-07-11T15:42:00Z");

  it("has no buckets without activity", () => {
    expect(activityAxis(null, now)).toEqual({ unit: "hour", buckets: [] });
  });

  it("shows up to two days per hour, from the first activity's hour to now's", () => {
    const axis = activityAxis(t("2026-07-11T09:10:00Z"), now);
    expect(axis.unit).toBe("hour");
    expect(axis.buckets.map((b) => b.toISOString())).toEqual([
      "2026-07-11T09:00:00.000Z",
      "2026-07-11T10:00:00.000Z",
      "2026-07-11T11:00:00.000Z",
      "2026-07-11T12:00:00.000Z",
      "2026-07-11T13:00:00.000Z",
      "2026-07-11T14:00:00.000Z",
      "2026-07-11T15:00:00.000Z",
    ]);
  });

  it("shows longer festivals per day of the festival's clocks, at most the last 30 days", () => {
    const week = activityAxis(t("2026-07-05T09:10:00Z"), now);
    expect(week.unit).toBe("day");
    expect(week.buckets).toHaveLength(7);
    // Midnight in Berlin (CEST) is 22:00 UTC the evening before.
    expect(week.buckets[0]).toEqual(t("2026-07-04T22:00:00Z"));
    const year = activityAxis(t("2025-07-05T09:10:00Z"), now);
    expect(year.buckets).toHaveLength(30);
    expect(year.buckets.at(-1)).toEqual(t("2026-07-10T22:00:00Z"));
  });

  it("starts each day at the festival's midnight across a change of the clocks", () => {
    const axis = activityAxis(t("2026-10-23T12:00:00Z"), t("2026-10-27T12:00:00Z"));
    expect(axis.buckets.map((b) => b.toISOString())).toEqual([
      "2026-10-22T22:00:00.000Z",
      "2026-10-23T22:00:00.000Z",
      "2026-10-24T22:00:00.000Z",
      // Summer time ended on the 25th: from then on midnight is 23:00 UTC.
      "2026-10-25T23:00:00.000Z",
      "2026-10-26T23:00:00.000Z",
    ]);
  });
});

describe("bucketIndex", () => {
  it("finds the bucket a moment falls in, or -1 before the first", () => {
    const starts = [t("2026-07-10T22:00:00Z"), t("2026-07-11T22:00:00Z")];
    expect(bucketIndex(starts, t("2026-07-10T21:59:59Z"))).toBe(-1);
    expect(bucketIndex(starts, t("2026-07-10T22:00:00Z"))).toBe(0);
    expect(bucketIndex(starts, t("2026-07-11T21:00:00Z"))).toBe(0);
    expect(bucketIndex(starts, t("2026-07-12T09:00:00Z"))).toBe(1);
    expect(bucketIndex([], t("2026-07-12T09:00:00Z"))).toBe(-1);
  });
});

describe("rankWithin", () => {
  const at = (h: number) => new Date(Date.UTC(2026, 6, 10, h));
  const ranking = createRanking([
    { userId: "a", total: 50, reachedAt: at(1) },
    { userId: "b", total: 30, reachedAt: at(2) },
    { userId: "c", total: 30, reachedAt: at(3) },
    { userId: "d", total: 10, reachedAt: at(1) },
    { userId: "z", total: 0, reachedAt: at(1) },
  ]);

  it("leaves out users without points", () => {
    expect(ranking.standings.map((s) => s.userId)).toEqual(["a", "b", "c", "d"]);
  });

  it("places a user by their fresh standing, ignoring their stale entry", () => {
    expect(rankWithin(ranking, { userId: "c", total: 30, reachedAt: at(3) })).toEqual({
      rank: 3,
      rankedUsers: 4,
    });
    // c just earned 25 more: ahead of a now.
    expect(rankWithin(ranking, { userId: "c", total: 55, reachedAt: at(4) })).toEqual({
      rank: 1,
      rankedUsers: 4,
    });
    // a lost everything: no longer ranked, one fewer ranked user.
    expect(rankWithin(ranking, { userId: "a", total: 0, reachedAt: at(5) })).toEqual({
      rank: null,
      rankedUsers: 3,
    });
    // A newcomer with 10 points reached after d.
    expect(rankWithin(ranking, { userId: "e", total: 10, reachedAt: at(6) })).toEqual({
      rank: 5,
      rankedUsers: 5,
    });
  });

  it("agrees with sorting everyone afresh", () => {
    const standing = fc.record({
      userId: fc.constantFrom("a", "b", "c", "d", "e", "f", "g"),
      total: fc.integer({ min: 0, max: 4 }),
      reachedAt: fc.integer({ min: 0, max: 3 }).map((h) => at(h)),
    });
    fc.assert(
      fc.property(fc.uniqueArray(standing, { selector: (s) => s.userId }), standing, (all, own) => {
        const fresh = createRanking([...all.filter((s) => s.userId !== own.userId), own]);
        const position = fresh.positions.get(own.userId);
        expect(rankWithin(createRanking(all), own)).toEqual({
          rank: position === undefined ? null : position + 1,
          rankedUsers: fresh.standings.length,
        });
      }),
    );
  });
});
