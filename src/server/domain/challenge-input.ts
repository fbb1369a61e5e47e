import { z } from "~/shared/zod";
import { Area, ChallengeKind } from "~/generated/prisma/enums";
import { KIND_LABELS, kindFitsArea, SLUG_PATTERN, windowError } from "~/shared/challenges";

/**
 * What admins edit, with the bounds every tRPC input carries; the admin form validates with the
 * same schemas, so the browser and the server say the same thing.
 */
const fields = {
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

export const slugSchema = z
  .string()
  .trim()
  .min(3, "At least 3 characters.")
  .max(60, "At most 60 characters.")
  .regex(SLUG_PATTERN, "Lower-case letters and digits, words joined by hyphens.");

type Refinable = { area: Area; kind: ChallengeKind; startsAt: Date | null; endsAt: Date | null };

function refine(value: Refinable, context: z.RefinementCtx): void {
  if (!kindFitsArea(value.kind, value.area))
    context.addIssue({
      code: "custom",
      path: ["kind"],
      message: `${KIND_LABELS[value.kind]} does not belong to this area.`,
    });
  const window = windowError(value);
  if (window) context.addIssue({ code: "custom", path: ["endsAt"], message: window });
}

export const challengeCreateSchema = z.object({ ...fields, slug: slugSchema }).superRefine(refine);

/** The slug is fixed once created: achievement rules and links name it. */
export const challengeUpdateSchema = z
  .object({ ...fields, id: z.string().min(1).max(64) })
  .superRefine(refine);

export type ChallengeCreateInput = z.infer<typeof challengeCreateSchema>;
export type ChallengeUpdateInput = z.infer<typeof challengeUpdateSchema>;

export const faqEntrySchema = z.object({
  question: z.string().trim().min(3, "At least 3 characters.").max(300, "At most 300 characters."),
  answer: z.string().trim().min(1, "Write an answer.").max(4000, "At most 4000 characters."),
  position: z.number().int().min(0).max(100_000),
});

export const achievementTextSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(3, "At least 3 characters.").max(80, "At most 80 characters."),
  description: z
    .string()
    .trim()
    .min(3, "At least 3 characters.")
    .max(300, "At most 300 characters."),
});

/** Server-side table paging: bounded page sizes and search strings. */
export function tableQuerySchema<const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
) {
  return z.object({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(100).default(""),
    sortBy: z.enum(columns).default(columns[0]),
    sortDirection: z.enum(["asc", "desc"]).default("asc"),
  });
}
