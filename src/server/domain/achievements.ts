import { z } from "~/shared/zod";
import {
  Area,
  ChallengeKind,
  PointSourceType,
  type Area as AreaValue,
  type ChallengeKind as ChallengeKindValue,
  type PointSourceType as PointSourceTypeValue,
} from "~/generated/prisma/enums";
import type { AreaFacts } from "./completion";
import { BINGO_CHALLENGE_SLUGS, DIFFICULTIES } from "~/shared/points";

/**
 * Achievement rules are data (the `rule` JSON of each Achievement row), evaluated against counts
 * computed from the ledger and the participations:
 * - `challengesJoined`: how many challenges the user takes part in;
 * - `actions`: the net count (sum of quantity) of ledger rows of one source type, optionally only
 *   in one challenge (by slug), one kind of challenge or one area; the target may be the number
 *   of active stations;
 * - `areasCompleted`: in how many areas the user completed at least one challenge;
 * - `teamsJoined`: how many teams the user ever joined (membership periods, README "Teams");
 * - `teamAllHands`: everyone in the user's team (of at least `minMembers`) completed a challenge
 *   in one same area. A team rule is earned by the whole team at once (see `isTeamRule`).
 */
export const achievementRuleSchema = z.discriminatedUnion("metric", [
  z.object({ metric: z.literal("challengesJoined"), target: z.number().int().min(1).max(1000) }),
  z.object({
    metric: z.literal("actions"),
    source: z.enum(PointSourceType),
    challengeSlug: z.string().min(1).max(60).optional(),
    challengeKind: z.enum(ChallengeKind).optional(),
    area: z.enum(Area).optional(),
    target: z.union([z.number().int().min(1).max(100_000), z.literal("activeStations")]),
  }),
  z.object({ metric: z.literal("areasCompleted"), target: z.number().int().min(1).max(4) }),
  z.object({ metric: z.literal("teamsJoined"), target: z.number().int().min(1).max(100) }),
  z.object({ metric: z.literal("teamAllHands"), minMembers: z.number().int().min(2).max(50) }),
]);

export type AchievementRule = z.infer<typeof achievementRuleSchema>;

/** A rule stored as JSON, or null when it is not one this code understands. */
export function parseAchievementRule(value: unknown): AchievementRule | null {
  const parsed = achievementRuleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** One group of the ledger's counts for a user: net SUM(quantity) per source and challenge. */
export type ActionCount = {
  source: PointSourceTypeValue;
  challengeSlug: string | null;
  challengeKind: ChallengeKindValue | null;
  area: AreaValue;
  count: number;
};

/** The user's current team as the team rules read it. */
export type TeamMetrics = {
  /** Active members, the user included. */
  members: number;
  /** Per area, how many active members (the user included) completed a challenge there. */
  completedByArea: Partial<Record<AreaValue, number>>;
};

export type UserMetrics = {
  challengesJoined: number;
  /** Areas with at least one completed challenge. */
  completedAreas: readonly AreaValue[];
  actions: readonly ActionCount[];
  /** Teams ever joined (ended membership periods count). */
  teamsJoined: number;
  /** Null when the user is in no team now. */
  team: TeamMetrics | null;
};

export const EMPTY_METRICS: UserMetrics = {
  challengesJoined: 0,
  completedAreas: [],
  actions: [],
  teamsJoined: 0,
  team: null,
};

/** A rule the whole team earns at once: every active member gets it when one evaluation reaches it. */
export function isTeamRule(rule: AchievementRule): boolean {
  return rule.metric === "teamAllHands";
}

export type AchievementProgress = {
  current: number;
  /** Null when the achievement cannot be earned yet (no active stations, say). */
  target: number | null;
  reached: boolean;
};

function progress(current: number, target: number | null): AchievementProgress {
  const value = Math.max(0, current);
  return { current: value, target, reached: target !== null && value >= target };
}

export function achievementProgress(
  rule: AchievementRule,
  metrics: UserMetrics,
  facts: AreaFacts,
): AchievementProgress {
  switch (rule.metric) {
    case "challengesJoined":
      return progress(metrics.challengesJoined, rule.target);
    case "areasCompleted":
      return progress(new Set(metrics.completedAreas).size, rule.target);
    case "teamsJoined":
      return progress(metrics.teamsJoined, rule.target);
    case "teamAllHands": {
      const team = metrics.team;
      if (!team) return progress(0, null);
      // The most members who completed a challenge in one same area, of all the team's members.
      const most = Math.max(0, ...Object.values(team.completedByArea));
      return progress(most, Math.max(team.members, rule.minMembers));
    }
    case "actions": {
      const current = metrics.actions
        .filter(
          (group) =>
            group.source === rule.source &&
            (rule.challengeSlug === undefined || group.challengeSlug === rule.challengeSlug) &&
            (rule.challengeKind === undefined || group.challengeKind === rule.challengeKind) &&
            (rule.area === undefined || group.area === rule.area),
        )
        .reduce((sum, group) => sum + group.count, 0);
      const target =
        rule.target === "activeStations"
          ? facts.activeStations > 0
            ? facts.activeStations
            : null
          : rule.target;
      return progress(current, target);
    }
  }
}

/** The achievements (by key) the metrics reach that the user has not earned yet. */
export function newlyEarned(
  definitions: ReadonlyArray<{ key: string; rule: AchievementRule }>,
  metrics: UserMetrics,
  facts: AreaFacts,
  earned: ReadonlySet<string>,
): string[] {
  return definitions
    .filter((definition) => !earned.has(definition.key))
    .filter((definition) => achievementProgress(definition.rule, metrics, facts).reached)
    .map((definition) => definition.key);
}

export type AchievementDefinition = {
  key: string;
  title: string;
  description: string;
  rule: AchievementRule;
};

const DIFFICULTY_NAMES = { easy: "easy", medium: "medium", hard: "hard" } as const;

/** The festival's achievements (DESIGN.md §6.6), in display order; the seed stores them. */
export const ACHIEVEMENT_CATALOG: readonly AchievementDefinition[] = [
  {
    key: "first-challenge",
    title: "First steps",
    description: "Join your first challenge.",
    rule: { metric: "challengesJoined", target: 1 },
  },
  ...DIFFICULTIES.map((difficulty) => ({
    key: `bingo-line-${difficulty}`,
    title: `First line (${DIFFICULTY_NAMES[difficulty]})`,
    description: `Complete a row, column or diagonal on the ${difficulty} bingo card.`,
    rule: {
      metric: "actions",
      source: "BINGO_LINE",
      challengeSlug: BINGO_CHALLENGE_SLUGS[difficulty],
      target: 1,
    } satisfies AchievementRule,
  })),
  ...DIFFICULTIES.map((difficulty) => ({
    key: `bingo-card-${difficulty}`,
    title: `Full card (${DIFFICULTY_NAMES[difficulty]})`,
    description: `Mark every cell of the ${difficulty} bingo card.`,
    rule: {
      metric: "actions",
      source: "BINGO_CARD",
      challengeSlug: BINGO_CHALLENGE_SLUGS[difficulty],
      target: 1,
    } satisfies AchievementRule,
  })),
  {
    key: "stations-5",
    title: "Station explorer",
    description: "Scan 5 sustainability stations.",
    rule: { metric: "actions", source: "STATION_SCAN", target: 5 },
  },
  {
    key: "stations-all",
    title: "Every station",
    description: "Scan every active sustainability station.",
    rule: { metric: "actions", source: "STATION_SCAN", target: "activeStations" },
  },
  {
    key: "refills-10",
    title: "Refill regular",
    description: "Have your reusable bottle refilled 10 times.",
    rule: { metric: "actions", source: "REFILL", target: 10 },
  },
  {
    key: "certificate",
    title: "Certified sustainable",
    description: "Receive the festival's sustainability certificate.",
    rule: { metric: "actions", source: "CERTIFICATE", target: 1 },
  },
  {
    key: "gratitude-3",
    title: "Thankful heart",
    description: "Have 3 gratitude notes approved.",
    rule: { metric: "actions", source: "CARE_POST", challengeKind: "GRATITUDE", target: 3 },
  },
  {
    key: "giving-3",
    title: "Joy giver",
    description: "Have 3 acts of giving approved.",
    rule: { metric: "actions", source: "CARE_POST", challengeKind: "JOY_OF_GIVING", target: 3 },
  },
  {
    key: "first-artwork",
    title: "First artwork",
    description: "Have your first artwork approved.",
    rule: { metric: "actions", source: "SUBMISSION", area: "ARTS", target: 1 },
  },
  {
    key: "all-areas",
    title: "All-rounder",
    description: "Complete at least one challenge in each of the four areas.",
    rule: { metric: "areasCompleted", target: 4 },
  },
  {
    key: "team-player",
    title: "Team player",
    description: "Join a team.",
    rule: { metric: "teamsJoined", target: 1 },
  },
  {
    key: "all-hands",
    title: "All hands",
    description:
      "Everyone in your team (two or more) completes a challenge in the same area: the whole team earns it.",
    rule: { metric: "teamAllHands", minMembers: 2 },
  },
];
