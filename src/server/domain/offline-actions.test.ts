import { describe, expect, it } from "vitest";
import { OFFLINE_GRACE_HOURS } from "~/shared/offline/rules";
import { judgedAt } from "./offline-actions";

const now = new Date("2026-07-04T18:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe("judgedAt: the moment a queued action is judged at", () => {
  it("is the recorded moment within the grace", () => {
    expect(judgedAt(hoursAgo(1), now)).toEqual(hoursAgo(1));
    expect(judgedAt(hoursAgo(OFFLINE_GRACE_HOURS), now)).toEqual(hoursAgo(OFFLINE_GRACE_HOURS));
  });

  it("is now for an older action or a time in the future", () => {
    expect(judgedAt(hoursAgo(OFFLINE_GRACE_HOURS + 0.01), now)).toEqual(now);
    expect(judgedAt(hoursAgo(-1), now)).toEqual(now);
    expect(judgedAt(new Date(Number.NaN), now)).toEqual(now);
  });
});
