/**
 * The challenge procedures' inputs: what admins edit (the admin form validates with the same
 * schemas, so the browser and the server say the same thing), joining, looking one up.
 */
import { Area, ChallengeKind } from "~/generated/prisma/enums";
import { z } from "~/shared/zod";
import {
  KIND_LABELS,
  kindFitsArea,
  SLUG_PATTERN,
  windowError,
  type ChallengeWindow,
} from "./index";

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

/** What admins edit, with the bounds every tRPC input carries. */
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
    .number("Enter a number.")
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
