import type { ModerationStatus } from "~/generated/prisma/enums";
import type { MessageKey } from "~/shared/i18n/server-text";

/**
 * What both moderation queues share (care posts and submissions): the statuses and their words,
 * the decisions and the rules a moderator sees (the inputs are in ./inputs.ts). Nobody decides on
 * their own item: not alone, not in a bulk step, not from the help desk.
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

/**
 * The same words by message key (namespace "moderation", README "Languages"), for screens in two
 * languages: a literal map, so the keys are checked and seen by the unused-key guard.
 */
export const MODERATION_STATUS_KEYS = {
  PENDING: "moderation.status.PENDING",
  APPROVED: "moderation.status.APPROVED",
  REJECTED: "moderation.status.REJECTED",
} as const satisfies Record<ModerationStatus, MessageKey>;

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
