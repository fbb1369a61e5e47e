/** Default points of DESIGN.md §6.1. The ledger stores what was awarded, so changes here never rewrite history. */

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The difficulty a string names (a route parameter, say), or null. */
export function parseDifficulty(value: string): Difficulty | null {
  return DIFFICULTIES.find((difficulty) => difficulty === value) ?? null;
}

export const BINGO_POINTS: Record<Difficulty, { cell: number; line: number; card: number }> = {
  easy: { cell: 1, line: 5, card: 20 },
  medium: { cell: 2, line: 10, card: 40 },
  hard: { cell: 3, line: 15, card: 60 },
};

/** The bingo challenge of each difficulty: achievement rules and the bingo pages name it. */
export const BINGO_CHALLENGE_SLUGS: Record<Difficulty, string> = {
  easy: "bingo-easy",
  medium: "bingo-medium",
  hard: "bingo-hard",
};

export const DEFAULT_STATION_POINTS = 10;
export const REFILL_POINTS_PER_BOTTLE = 2;
export const MAX_REFILL_QUANTITY = 20;
export const CARE_POST_POINTS = 3;
/** At most this many approved care posts earn points per user and (UTC) day. */
export const CARE_POSTS_WITH_POINTS_PER_DAY = 10;

export function refillPoints(bottles: number): number {
  return bottles * REFILL_POINTS_PER_BOTTLE;
}

/** An approved care post earns points unless the author's daily allowance is used up. */
export function carePostPoints(postsWithPointsToday: number): number {
  return postsWithPointsToday < CARE_POSTS_WITH_POINTS_PER_DAY ? CARE_POST_POINTS : 0;
}

/** The start of the UTC day `at` lies in: the care post allowance counts from here. */
export function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
