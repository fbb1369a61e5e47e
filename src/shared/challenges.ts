import { Area, ChallengeKind, type ParticipationStatus } from "~/generated/prisma/enums";
import { formatDateTime } from "~/shared/format";
import { z } from "~/shared/zod";

/** The areas in the order every page shows them (DESIGN.md §1). */
export const AREA_ORDER: readonly Area[] = ["FITNESS", "ARTS", "SUSTAINABILITY", "CARE"];

export const CHALLENGE_KINDS: readonly ChallengeKind[] = [
  "BINGO",
  "SUBMISSION",
  "QR_HUNT",
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
  SUSTAINABILITY: ["QR_HUNT", "WATER_BOTTLE", "SUBMISSION"],
  CARE: ["GRATITUDE", "JOY_OF_GIVING", "SUBMISSION"],
};

export const KIND_LABELS: Record<ChallengeKind, string> = {
  BINGO: "Bingo",
  SUBMISSION: "Submission",
  QR_HUNT: "Station hunt",
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

/** Challenges (and users, cells, …) are cuids; anything longer is not one of ours. */
export const idSchema = z.string().min(1).max(64);

/** Taking part: the challenge to join. */
export const joinInput = z.object({ challengeId: idSchema });

/** One published challenge by its slug (the areas' pages). */
export const slugInput = z.object({ slug: z.string().trim().min(1).max(60) });

export const slugSchema = z
  .string()
  .trim()
  .min(3, "At least 3 characters.")
  .max(60, "At most 60 characters.")
  .regex(SLUG_PATTERN, "Lower-case letters and digits, words joined by hyphens.");

/**
 * What admins edit, with the bounds every tRPC input carries; the admin form validates with the
 * same schemas, so the browser and the server say the same thing.
 */
const challengeFields = {
  area: z.enum(Area),
  kind: z.enum(ChallengeKind),
  title: z.string().trim().min(3, "At least 3 characters.").max(120, "At most 120 characters."),
  summary: z
    .string()
    .trim()
    .min(1, "Write a one-line summary.")
    .max(300, "At most 300 characters."),
  description: z.string().max(10_000, "At most 10,000 characters."),
  points: z
    .number()
    .int("Whole points only.")
    .min(0, "No negative points.")
    .max(1000, "At most 1000."),
  goal: z
    .number()
    .int("A whole number.")
    .min(1, "At least 1.")
    .max(1000, "At most 1000.")
    .nullable(),
  startsAt: z.date().nullable(),
  endsAt: z.date().nullable(),
  published: z.boolean(),
  position: z.number().int().min(0).max(100_000),
};

type Refinable = { area: Area; kind: ChallengeKind } & ChallengeWindow;

function refineChallenge(value: Refinable, context: z.RefinementCtx): void {
  if (!kindFitsArea(value.kind, value.area))
    context.addIssue({
      code: "custom",
      path: ["kind"],
      message: `${KIND_LABELS[value.kind]} does not belong to this area.`,
    });
  const window = windowError(value);
  if (window) context.addIssue({ code: "custom", path: ["endsAt"], message: window });
}

export const challengeCreateInput = z
  .object({ ...challengeFields, slug: slugSchema })
  .superRefine(refineChallenge);

/** The slug is fixed once created: achievement rules and links name it. */
export const challengeUpdateInput = z
  .object({ ...challengeFields, id: idSchema })
  .superRefine(refineChallenge);

export type ChallengeCreateInput = z.infer<typeof challengeCreateInput>;
export type ChallengeUpdateInput = z.infer<typeof challengeUpdateInput>;

/** Publishing or withdrawing a challenge. */
export const setPublishedInput = z.object({ id: idSchema, published: z.boolean() });
