import type { ChallengeKind, ParticipationStatus, PointSourceType } from "~/generated/prisma/enums";
import { huntTarget } from "~/shared/stations/hunt-rule";

/**
 * Completion rules per kind (DESIGN.md §6.1), from the ledger's counts for one user and one
 * challenge: bingo — the full card; station hunt — `huntTarget` (the configured number, at most the active stations, or all);
 * refills — the configured number of bottles; care — the configured number of approved posts;
 * submission — approved.
 */

/** Net counts (SUM of quantity) per source type, for one user and one challenge. */
export type SourceCounts = Partial<Record<PointSourceType, number>>;

/** Numbers only an area knows; see loadAreaFacts in src/server/services/area-facts.ts. */
export type AreaFacts = { activeStations: number };

/** The source type whose count completes each kind. */
export const COMPLETION_SOURCE: Record<ChallengeKind, PointSourceType> = {
  BINGO: "BINGO_CARD",
  SUBMISSION: "SUBMISSION",
  STATION_HUNT: "STATION_SCAN",
  WATER_BOTTLE: "REFILL",
  GRATITUDE: "CARE_POST",
  JOY_OF_GIVING: "CARE_POST",
};

/** The target when an admin sets no goal (QR hunt: every active station). */
export const DEFAULT_GOALS = { WATER_BOTTLE: 10, GRATITUDE: 3, JOY_OF_GIVING: 3 } as const;

/** How many counted actions complete the challenge; null when it cannot be completed yet. */
export function completionTarget(
  challenge: { kind: ChallengeKind; goal: number | null },
  facts: AreaFacts,
): number | null {
  switch (challenge.kind) {
    case "BINGO":
    case "SUBMISSION":
      return 1;
    case "STATION_HUNT":
      return huntTarget(challenge.goal, facts.activeStations);
    case "WATER_BOTTLE":
    case "GRATITUDE":
    case "JOY_OF_GIVING":
      return challenge.goal ?? DEFAULT_GOALS[challenge.kind];
  }
}

export type Progress = { current: number; target: number | null };

export function completionProgress(
  challenge: { kind: ChallengeKind; goal: number | null },
  counts: SourceCounts,
  facts: AreaFacts,
): Progress {
  const current = Math.max(0, counts[COMPLETION_SOURCE[challenge.kind]] ?? 0);
  return { current, target: completionTarget(challenge, facts) };
}

/**
 * The participation's status: completed when the progress reaches the target, in progress once
 * the ledger holds anything for it (even if reversed since), otherwise just joined.
 */
export function participationStatus(progress: Progress, hasActivity: boolean): ParticipationStatus {
  if (progress.target !== null && progress.current >= progress.target) return "COMPLETED";
  return hasActivity ? "IN_PROGRESS" : "NOT_STARTED";
}
