import type { ChallengeKind, ModerationStatus } from "~/generated/prisma/enums";
import { windowRefusal, type ChallengeWindow } from "~/shared/challenges";

/**
 * Rules of submissions (DESIGN.md §6.3), free of I/O: who may submit to which challenge, the one
 * open submission per person and challenge, and what each moderation decision does to points.
 */

export const MAX_SUBMISSION_TEXT = 2000;
export const MAX_REASON_LENGTH = 500;
/** How many submissions one bulk moderation action may decide. */
export const MAX_BULK_DECISIONS = 100;

export const MODERATION_STATUSES: readonly ModerationStatus[] = ["PENDING", "APPROVED", "REJECTED"];

export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

/**
 * The unique key that allows one open (pending or approved) submission per user and challenge.
 * A rejected submission gives its key up, so the author may submit again.
 */
export function openKeyFor(
  submission: { userId: string; challengeId: string },
  status: ModerationStatus,
): string | null {
  return status === "REJECTED" ? null : openKeyOf(submission);
}

/** The open key a submission holds while it is pending or approved. */
export function openKeyOf(submission: { userId: string; challengeId: string }): string {
  return `${submission.userId}:${submission.challengeId}`;
}

export type SubmittableChallenge = ChallengeWindow & {
  kind: ChallengeKind;
  published: boolean;
};

/** Why nobody may submit to this challenge now, or null when they may. */
export function submissionRefusal(
  challenge: SubmittableChallenge | null,
  now: Date,
): string | null {
  if (!challenge || !challenge.published) return "There is no such challenge.";
  if (challenge.kind !== "SUBMISSION") return "This challenge does not take submissions.";
  return windowRefusal(challenge, now);
}

/** A submission needs something to look at: a text, an image, or both. */
export function contentRefusal(text: string, hasImage: boolean): string | null {
  return text.trim().length === 0 && !hasImage ? "Write something or add an image." : null;
}

export type Decision = "APPROVE" | "REJECT";

/**
 * What a moderator's decision does to a submission in `from`:
 * - `to`: its new status, or null when it already is there (nothing to do);
 * - `points`: "award" when it becomes approved, "reverse" when an approval is withdrawn.
 * A rejected submission may still be approved (a moderator's mistake), unless its author has
 * opened a new one meanwhile: the open key decides that in the database.
 */
export function moderationEffect(
  from: ModerationStatus,
  decision: Decision,
): { to: ModerationStatus | null; points: "award" | "reverse" | null } {
  const to: ModerationStatus = decision === "APPROVE" ? "APPROVED" : "REJECTED";
  if (from === to) return { to: null, points: null };
  if (to === "APPROVED") return { to, points: "award" };
  return { to, points: from === "APPROVED" ? "reverse" : null };
}
