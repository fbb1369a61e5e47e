import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENT_CATALOG,
  achievementProgress,
  EMPTY_METRICS,
  isTeamRule,
  newlyEarned,
  parseAchievementRule,
  type ActionCount,
  type UserMetrics,
} from "./achievements";

const facts = { activeStations: 12 };

function rule(key: string) {
  const definition = ACHIEVEMENT_CATALOG.find((candidate) => candidate.key === key);
  if (!definition) throw new Error(`no achievement ${key}`);
  return definition.rule;
}

function action(
  partial: Partial<ActionCount> & Pick<ActionCount, "source" | "count">,
): ActionCount {
  return { challengeSlug: null, challengeKind: null, area: "FITNESS", ...partial };
}

function metrics(partial: Partial<UserMetrics>): UserMetrics {
  return { ...EMPTY_METRICS, ...partial };
}

/** Progress of one catalogue achievement for the given metrics. */
function progressOf(key: string, input: Partial<UserMetrics>, areaFacts = facts) {
  return achievementProgress(rule(key), metrics(input), areaFacts);
}

describe("the achievement catalogue (DESIGN.md §6.6)", () => {
  it("has every achievement of the design, each with a valid rule and a unique key", () => {
    expect(ACHIEVEMENT_CATALOG.map((definition) => definition.key)).toEqual([
      "first-challenge",
      "bingo-line-easy",
      "bingo-line-medium",
      "bingo-line-hard",
      "bingo-card-easy",
      "bingo-card-medium",
      "bingo-card-hard",
      "stations-5",
      "stations-all",
      "refills-10",
      "certificate",
      "gratitude-3",
      "giving-3",
      "first-artwork",
      "all-areas",
      "team-player",
      "all-hands",
    ]);
    for (const definition of ACHIEVEMENT_CATALOG)
      expect(parseAchievementRule(JSON.parse(JSON.stringify(definition.rule)))).toEqual(
        definition.rule,
      );
  });

  it("nobody has anything at the start", () => {
    for (const definition of ACHIEVEMENT_CATALOG)
      expect(achievementProgress(definition.rule, EMPTY_METRICS, facts).reached).toBe(false);
  });
});

describe("each achievement rule", () => {
  it("first challenge joined", () => {
    expect(progressOf("first-challenge", { challengesJoined: 0 })).toEqual({
      current: 0,
      target: 1,
      reached: false,
    });
    expect(progressOf("first-challenge", { challengesJoined: 2 }).reached).toBe(true);
  });

  it.each(["easy", "medium", "hard"] as const)(
    "first bingo line and full card (%s)",
    (difficulty) => {
      const slug = `bingo-${difficulty}`;
      const other = difficulty === "easy" ? "bingo-hard" : "bingo-easy";
      const otherCard = {
        actions: [
          action({ source: "BINGO_LINE", challengeSlug: other, count: 5 }),
          action({ source: "BINGO_CARD", challengeSlug: other, count: 1 }),
        ],
      };
      expect(progressOf(`bingo-line-${difficulty}`, otherCard).reached).toBe(false);
      expect(progressOf(`bingo-card-${difficulty}`, otherCard).reached).toBe(false);
      const lineOnly = {
        actions: [action({ source: "BINGO_LINE", challengeSlug: slug, count: 1 })],
      };
      expect(progressOf(`bingo-line-${difficulty}`, lineOnly).reached).toBe(true);
      expect(progressOf(`bingo-card-${difficulty}`, lineOnly).reached).toBe(false);
      const card = { actions: [action({ source: "BINGO_CARD", challengeSlug: slug, count: 1 })] };
      expect(progressOf(`bingo-card-${difficulty}`, card).reached).toBe(true);
    },
  );

  it("5 stations", () => {
    const scans = (count: number) => ({
      actions: [action({ source: "STATION_SCAN", area: "SUSTAINABILITY", count })],
    });
    expect(progressOf("stations-5", scans(4))).toEqual({ current: 4, target: 5, reached: false });
    expect(progressOf("stations-5", scans(5)).reached).toBe(true);
  });

  it("all active stations: the target follows the stations, and none means not yet earnable", () => {
    const scans = { actions: [action({ source: "STATION_SCAN", count: 12 })] };
    expect(progressOf("stations-all", scans)).toEqual({ current: 12, target: 12, reached: true });
    expect(progressOf("stations-all", scans, { activeStations: 13 }).reached).toBe(false);
    expect(progressOf("stations-all", scans, { activeStations: 0 })).toEqual({
      current: 12,
      target: null,
      reached: false,
    });
  });

  it("10 refills counts bottles across collections, net of deleted ones", () => {
    const refills = (...counts: number[]) => ({
      actions: counts.map((count) => action({ source: "REFILL", count })),
    });
    expect(progressOf("refills-10", refills(3, 6)).reached).toBe(false);
    expect(progressOf("refills-10", refills(4, 6)).reached).toBe(true);
  });

  it("certificate issued, and not after it was revoked (net zero)", () => {
    expect(
      progressOf("certificate", { actions: [action({ source: "CERTIFICATE", count: 1 })] }).reached,
    ).toBe(true);
    expect(
      progressOf("certificate", { actions: [action({ source: "CERTIFICATE", count: 0 })] }).reached,
    ).toBe(false);
  });

  it("3 approved gratitude notes and 3 approved acts of giving are counted apart", () => {
    const posts = (gratitude: number, giving: number) => ({
      actions: [
        action({ source: "CARE_POST", challengeKind: "GRATITUDE", area: "CARE", count: gratitude }),
        action({
          source: "CARE_POST",
          challengeKind: "JOY_OF_GIVING",
          area: "CARE",
          count: giving,
        }),
      ],
    });
    expect(progressOf("gratitude-3", posts(3, 0)).reached).toBe(true);
    expect(progressOf("giving-3", posts(3, 0)).reached).toBe(false);
    expect(progressOf("giving-3", posts(2, 3)).reached).toBe(true);
    expect(progressOf("gratitude-3", posts(2, 3))).toEqual({
      current: 2,
      target: 3,
      reached: false,
    });
  });

  it("first approved artwork counts arts submissions only", () => {
    const proof = { actions: [action({ source: "SUBMISSION", area: "FITNESS", count: 1 })] };
    const artwork = { actions: [action({ source: "SUBMISSION", area: "ARTS", count: 1 })] };
    expect(progressOf("first-artwork", proof).reached).toBe(false);
    expect(progressOf("first-artwork", artwork).reached).toBe(true);
  });

  it("a completed challenge in all four areas", () => {
    expect(
      progressOf("all-areas", { completedAreas: ["FITNESS", "ARTS", "CARE", "ARTS"] }),
    ).toEqual({
      current: 3,
      target: 4,
      reached: false,
    });
    expect(
      progressOf("all-areas", { completedAreas: ["FITNESS", "ARTS", "CARE", "SUSTAINABILITY"] })
        .reached,
    ).toBe(true);
  });
});

describe("team achievements", () => {
  it("Team player: joining a team once is enough, leaving it later keeps the count", () => {
    expect(progressOf("team-player", {}).reached).toBe(false);
    expect(progressOf("team-player", { teamsJoined: 1, team: null })).toEqual({
      current: 1,
      target: 1,
      reached: true,
    });
  });

  it("All hands: every member completed a challenge in one same area", () => {
    // Three members: two completed fitness, three completed arts (the user among them).
    const team = { members: 3, completedByArea: { FITNESS: 2, ARTS: 3 } };
    expect(progressOf("all-hands", { team })).toEqual({ current: 3, target: 3, reached: true });
    // A fourth member who completed nothing yet holds the team back.
    expect(progressOf("all-hands", { team: { ...team, members: 4 } })).toEqual({
      current: 3,
      target: 4,
      reached: false,
    });
  });

  it("All hands: members spread over areas do not add up", () => {
    const spread = { members: 2, completedByArea: { FITNESS: 1, CARE: 1 } };
    expect(progressOf("all-hands", { team: spread }).reached).toBe(false);
  });

  it("All hands: a team of one is not a team, and no team cannot earn it yet", () => {
    const alone = { members: 1, completedByArea: { ARTS: 1 } };
    expect(progressOf("all-hands", { team: alone })).toEqual({
      current: 1,
      target: 2,
      reached: false,
    });
    expect(progressOf("all-hands", { team: null })).toEqual({
      current: 0,
      target: null,
      reached: false,
    });
  });

  it("only All hands is a team rule", () => {
    expect(
      ACHIEVEMENT_CATALOG.filter((definition) => isTeamRule(definition.rule)).map(
        (definition) => definition.key,
      ),
    ).toEqual(["all-hands"]);
  });
});

describe("newlyEarned", () => {
  it("lists what is reached and not earned yet, in catalogue order", () => {
    const input = metrics({
      challengesJoined: 2,
      actions: [
        action({ source: "REFILL", count: 10 }),
        action({ source: "CERTIFICATE", count: 1 }),
      ],
    });
    expect(newlyEarned(ACHIEVEMENT_CATALOG, input, facts, new Set())).toEqual([
      "first-challenge",
      "refills-10",
      "certificate",
    ]);
    expect(newlyEarned(ACHIEVEMENT_CATALOG, input, facts, new Set(["refills-10"]))).toEqual([
      "first-challenge",
      "certificate",
    ]);
  });
});

describe("parseAchievementRule", () => {
  it("refuses rules it does not understand", () => {
    expect(parseAchievementRule({ metric: "vibes", target: 1 })).toBeNull();
    expect(parseAchievementRule({ metric: "actions", source: "NOPE", target: 1 })).toBeNull();
    expect(parseAchievementRule({ metric: "challengesJoined", target: 0 })).toBeNull();
    expect(parseAchievementRule({ metric: "teamAllHands", minMembers: 1 })).toBeNull();
    expect(parseAchievementRule(null)).toBeNull();
  });
});
