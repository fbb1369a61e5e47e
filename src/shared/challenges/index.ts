import type { Area, ChallengeKind, ParticipationStatus } from "~/generated/prisma/enums";
import { formatCount, formatDateTime, formatNumber } from "~/shared/format";

/**
 * The challenge catalogue's rules and words, for every page (no zod here: pages that only show
 * challenges stay light). The procedures' inputs are in ./inputs.
 */

/** The areas in the order every page shows them (DESIGN.md §1). */
export const AREA_ORDER: readonly Area[] = ["FITNESS", "ARTS", "SUSTAINABILITY", "CARE"];

export const CHALLENGE_KINDS: readonly ChallengeKind[] = [
  "BINGO",
  "SUBMISSION",
  "STATION_HUNT",
  "WATER_BOTTLE",
  "GRATITUDE",
  "JOY_OF_GIVING",
];

/** The area ids the navigation and URLs use ("fitness", …). */
export type AreaSlug = Lowercase<Area>;

export function areaSlug(area: Area): AreaSlug {
  const slugs: Record<Area, AreaSlug> = {
    FITNESS: "fitness",
    ARTS: "arts",
    SUSTAINABILITY: "sustainability",
    CARE: "care",
  };
  return slugs[area];
}

/**
 * Which kinds of challenge each area runs. A submission (a photo as proof, an artwork) fits every
 * area; the other kinds belong to the area whose pages play them.
 */
export const KINDS_BY_AREA: Record<Area, readonly ChallengeKind[]> = {
  FITNESS: ["BINGO", "SUBMISSION"],
  ARTS: ["SUBMISSION"],
  SUSTAINABILITY: ["STATION_HUNT", "WATER_BOTTLE", "SUBMISSION"],
  CARE: ["GRATITUDE", "JOY_OF_GIVING", "SUBMISSION"],
};

export const KIND_LABELS: Record<ChallengeKind, string> = {
  BINGO: "Bingo",
  SUBMISSION: "Submission",
  STATION_HUNT: "Station hunt",
  WATER_BOTTLE: "Refills",
  GRATITUDE: "Gratitude notes",
  JOY_OF_GIVING: "Acts of giving",
};

/** The one set of words for a participation's status, on every screen. */
export const STATUS_LABELS: Record<ParticipationStatus, string> = {
  NOT_STARTED: "Joined",
  IN_PROGRESS: "In progress",
  COMPLETED: "Completed",
};

export function kindFitsArea(kind: ChallengeKind, area: Area): boolean {
  return KINDS_BY_AREA[area].includes(kind);
}

/** Slugs are lower-case words joined by hyphens: they appear in URLs and achievement rules. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type ChallengeWindow = { startsAt: Date | null; endsAt: Date | null };
export type WindowState = "open" | "upcoming" | "closed";

/** Where `now` lies in the window; the end is exclusive, a missing bound is open-ended. */
export function windowState(window: ChallengeWindow, now: Date): WindowState {
  if (window.startsAt && now < window.startsAt) return "upcoming";
  if (window.endsAt && now >= window.endsAt) return "closed";
  return "open";
}

/** Why an action at `at` is refused (dates on the festival's clocks) by the challenge's window, or null when it is open. */
export function windowRefusal(window: ChallengeWindow, at: Date): string | null {
  const state = windowState(window, at);
  if (state === "upcoming" && window.startsAt)
    return `This challenge has not started yet: it opens on ${formatDateTime(window.startsAt)}.`;
  if (state === "closed" && window.endsAt)
    return `This challenge is closed: it ended on ${formatDateTime(window.endsAt)}.`;
  return null;
}

/** A window whose end is not after its start can never be open. */
export function windowError(window: ChallengeWindow): string | null {
  if (window.startsAt && window.endsAt && window.endsAt <= window.startsAt)
    return "The end must be after the start.";
  return null;
}

/** What counts towards each kind, one and many: "2 of 10 bottles". */
const PROGRESS_NOUNS: Record<
  "STATION_HUNT" | "WATER_BOTTLE" | "GRATITUDE" | "JOY_OF_GIVING",
  [string, string]
> = {
  STATION_HUNT: ["station", "stations"],
  WATER_BOTTLE: ["bottle", "bottles"],
  GRATITUDE: ["approved note", "approved notes"],
  JOY_OF_GIVING: ["approved act", "approved acts"],
};

/**
 * A participation's progress in words a person reads at a glance, on every screen that shows it:
 * "Card not full yet" rather than "0 of 1", "3 of 8 stations", "Approved".
 */
export function progressWords(
  kind: ChallengeKind,
  progress: { current: number; target: number | null },
): string {
  const done = progress.target !== null && progress.current >= progress.target;
  switch (kind) {
    case "BINGO":
      return done ? "Card full" : "Card not full yet";
    case "SUBMISSION":
      return done ? "Approved" : "Not approved yet";
    default: {
      const [one, many] = PROGRESS_NOUNS[kind];
      if (progress.target === null) return `${formatCount(progress.current, one, many)} so far`;
      const shown = Math.min(progress.current, progress.target);
      return `${formatNumber(shown)} of ${formatCount(progress.target, one, many)}`;
    }
  }
}
