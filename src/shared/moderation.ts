import { ModerationStatus } from "~/generated/prisma/enums";
import { pageFields } from "./pagination";
import { normalizePlainText } from "./plain-text";
import { z } from "./zod";

/**
 * What both moderation queues share (care posts and submissions): the statuses and their words,
 * the decision's input, and the rules a moderator sees. Nobody decides on their own item: not
 * alone, not in a bulk step, not from the help desk.
 */

/** What a moderator decides on, as the queues and messages name it. */
export type ModeratedNoun = "post" | "submission";

export const MODERATION_STATUSES: readonly ModerationStatus[] = ["PENDING", "APPROVED", "REJECTED"];

/** The one set of words for a moderated item's status, on every screen that shows one. */
export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

export const MODERATION_DECISIONS = ["approve", "reject"] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The longest reason a moderator may give; the author reads it. */
export const MODERATION_REASON_MAX = 500;
/** Most items one decision may take (a full page of the queue). */
export const MODERATION_BATCH_MAX = 100;

/** Why a decision that includes the moderator's own item is refused (nothing changes). */
export function ownItemRefusal(noun: ModeratedNoun, selected: number): string {
  return selected === 1
    ? `Someone else has to decide on your own ${noun}.`
    : `Your own ${noun} is among the ${selected} selected: someone else has to decide on it. Nothing was changed.`;
}

/** What the queues show instead of decision buttons on one's own item. */
export function ownItemNotice(noun: ModeratedNoun): string {
  return `Your own ${noun}: another moderator decides.`;
}

/** "1 post", "3 submissions". */
export function countOf(count: number, noun: ModeratedNoun): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

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
