import { describe, expect, it } from "vitest";
import {
  compareTeamStandings,
  inPeriod,
  joinRefusal,
  mergeRefusal,
  nextCaptain,
  rankTeams,
  teamAverage,
  teamPoints,
  type TeamStanding,
} from "./teams";

const at = (minute: number) => new Date(Date.UTC(2026, 6, 1, 10, minute));

describe("membership periods", () => {
  const period = { userId: "ann", joinedAt: at(10), leftAt: at(20) };

  it("count a row from joining, inclusive, to leaving, exclusive", () => {
    expect(inPeriod({ userId: "ann", amount: 1, createdAt: at(9) }, period)).toBe(false);
    expect(inPeriod({ userId: "ann", amount: 1, createdAt: at(10) }, period)).toBe(true);
    expect(inPeriod({ userId: "ann", amount: 1, createdAt: at(19) }, period)).toBe(true);
    expect(inPeriod({ userId: "ann", amount: 1, createdAt: at(20) }, period)).toBe(false);
    expect(inPeriod({ userId: "bob", amount: 1, createdAt: at(15) }, period)).toBe(false);
  });

  it("count only what members earned while members, across leaving and joining again", () => {
    const points = [
      { userId: "ann", amount: 5, createdAt: at(5) }, // before joining
      { userId: "ann", amount: 3, createdAt: at(12) }, // first period
      { userId: "ann", amount: 7, createdAt: at(25) }, // between periods
      { userId: "ann", amount: 2, createdAt: at(40) }, // second period
      { userId: "bob", amount: 4, createdAt: at(30) }, // member, still in
      { userId: null, amount: 100, createdAt: at(30) }, // a deleted account's row
    ];
    const periods = [
      { userId: "ann", joinedAt: at(10), leftAt: at(20) },
      { userId: "ann", joinedAt: at(35), leftAt: null },
      { userId: "bob", joinedAt: at(0), leftAt: null },
    ];
    expect(teamPoints(points, periods)).toEqual({ total: 9, reachedAt: at(40) });
  });

  it("move no past points when a member switches teams: each team keeps its own", () => {
    const points = [
      { userId: "ann", amount: 10, createdAt: at(5) },
      { userId: "ann", amount: 1, createdAt: at(20) },
      { userId: "ann", amount: 4, createdAt: at(30) },
    ];
    const first = [{ userId: "ann", joinedAt: at(0), leftAt: at(20) }];
    const second = [{ userId: "ann", joinedAt: at(20), leftAt: null }];
    expect(teamPoints(points, first).total).toBe(10);
    expect(teamPoints(points, second).total).toBe(5);
  });

  it("give a team without points no reaching time", () => {
    expect(teamPoints([], [{ userId: "ann", joinedAt: at(0), leftAt: null }])).toEqual({
      total: 0,
      reachedAt: null,
    });
  });
});

const team = (
  teamId: string,
  total: number,
  countedMembers: number,
  reachedMinute: number | null = 0,
  members = countedMembers,
): TeamStanding => ({
  teamId,
  total,
  countedMembers,
  members,
  reachedAt: reachedMinute === null ? null : at(reachedMinute),
});

describe("the team ranking", () => {
  it("ranks by the average per member, not the total", () => {
    const big = team("big", 60, 6); // 10 each
    const small = team("small", 36, 3); // 12 each
    const ranked = rankTeams([big, small], 3);
    expect(ranked.map((row) => [row.teamId, row.rank, row.average])).toEqual([
      ["small", 1, 12],
      ["big", 2, 10],
    ]);
  });

  it("compares averages exactly (no rounding): 10/3 is ahead of 13/4", () => {
    expect(compareTeamStandings(team("a", 10, 3), team("b", 13, 4))).toBeLessThan(0);
    expect(compareTeamStandings(team("b", 13, 4), team("a", 10, 3))).toBeGreaterThan(0);
  });

  it("breaks a tie by who reached it first, then by team id", () => {
    const late = team("a", 30, 3, 50);
    const early = team("z", 40, 4, 10); // same average 10
    expect(rankTeams([late, early], 3).map((row) => row.teamId)).toEqual(["z", "a"]);
    const sameTime = [team("b", 30, 3, 10), team("a", 30, 3, 10)];
    expect(rankTeams(sameTime, 3).map((row) => row.teamId)).toEqual(["a", "b"]);
  });

  it("ranks only teams with the minimum of members now and some points; lists the rest after", () => {
    const pair = team("pair", 100, 2);
    const trio = team("trio", 9, 3);
    const idle = team("idle", 0, 5);
    const shrunk = team("shrunk", 90, 4, 0, 2); // had 4 members, has 2 now
    const rows = rankTeams([pair, trio, idle, shrunk], 3);
    expect(rows.map((row) => [row.teamId, row.rank])).toEqual([
      ["trio", 1],
      ["pair", null],
      ["shrunk", null],
      ["idle", null],
    ]);
    expect(rankTeams([pair, trio], 2).map((row) => row.teamId)).toEqual(["pair", "trio"]);
  });

  it("divides by everyone who has been a member, so sending scorers away raises nothing", () => {
    expect(teamAverage(team("t", 60, 6, 0, 3))).toBe(10);
    expect(teamAverage(team("t", 0, 0))).toBe(0);
  });
});

describe("joining and captaincy", () => {
  it("refuses a full team and closed joining, and lets others in", () => {
    const open = { members: 5, maxMembers: 6, joinClosesAt: null, now: at(0) };
    expect(joinRefusal(open)).toBeNull();
    expect(joinRefusal({ ...open, members: 6 })).toBe(
      "This team is full: a team has at most 6 members.",
    );
    expect(joinRefusal({ ...open, joinClosesAt: at(0) })).toBe("Teams are closed for joining.");
    expect(joinRefusal({ ...open, joinClosesAt: at(1) })).toBeNull();
  });

  it("hands the captaincy to the member who joined first", () => {
    const members = [
      { userId: "cap", joinedAt: at(0) },
      { userId: "late", joinedAt: at(30) },
      { userId: "b", joinedAt: at(10) },
      { userId: "a", joinedAt: at(10) },
    ];
    expect(nextCaptain(members, "cap")).toBe("a");
    expect(nextCaptain([{ userId: "cap", joinedAt: at(0) }], "cap")).toBeNull();
  });
});

describe("merging two teams", () => {
  const sizes = (target: number, source: number, maxMembers = 6) =>
    mergeRefusal({
      target: { name: "Owls", members: target },
      source: { name: "Larks", members: source },
      maxMembers,
    });

  it("allows a merged team up to the maximum size, exactly", () => {
    expect(sizes(4, 2)).toBeNull();
    expect(sizes(1, 1, 2)).toBeNull();
  });

  it("refuses one member more, naming both teams' sizes and the maximum", () => {
    expect(sizes(4, 3)).toBe(
      "Merging would make a team of 7 members (Owls: 4, Larks: 3); a team has at most 6.",
    );
    expect(sizes(6, 1, 6)).not.toBeNull();
  });
});
