import { ModerationStatus } from "~/generated/prisma/enums";
import { pageFields } from "../pagination";
import { normalizePlainText } from "../plain-text";
import { z } from "../zod";
import { MODERATION_BATCH_MAX, MODERATION_REASON_MAX } from "./rules";

/** The inputs both moderation queues take: the one decision, and what every queue filters by. */

const REASON_REQUIRED = "Give a reason: the author will read it.";

/** A moderator's reason, as the author will read it (plain text, normalized, required). */
export const moderationReasonSchema = z
  .string(REASON_REQUIRED)
  .max(MODERATION_REASON_MAX * 2, `At most ${MODERATION_REASON_MAX} characters.`)
  .transform(normalizePlainText)
  .pipe(
    z
      .string()
      .min(1, REASON_REQUIRED)
      .max(MODERATION_REASON_MAX, `At most ${MODERATION_REASON_MAX} characters.`),
  );

/** Ids are cuids; seeded demo items name their ledger source ("seed:…"), hence 128. */
export const moderatedIdSchema = z.string().min(1).max(128);

const idsSchema = z
  .array(moderatedIdSchema)
  .min(1, "Select at least one.")
  .max(MODERATION_BATCH_MAX, `At most ${MODERATION_BATCH_MAX} at once.`)
  .refine((ids) => new Set(ids).size === ids.length, "Each one at most once.");

/**
 * One decision on one or many items of a queue: approve, or reject with a reason the authors
 * read. Rejecting an approved item takes it off the wall or out of the gallery ("unpublish").
 */
export const moderationDecideInput = z.discriminatedUnion("decision", [
  z.object({ ids: idsSchema, decision: z.literal("approve") }),
  z.object({ ids: idsSchema, decision: z.literal("reject"), reason: moderationReasonSchema }),
]);
export type ModerationDecideInput = z.input<typeof moderationDecideInput>;

/**
 * What every queue takes, besides its own filters: a status (pending by default; null = every
 * status) and a page. Pending work comes oldest first, decided work newest first.
 */
export const moderationQueueFields = {
  status: z.enum(ModerationStatus).nullable().default("PENDING"),
  ...pageFields,
};
