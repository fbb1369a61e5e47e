import type { ChallengeKind, ModerationStatus } from "~/generated/prisma/enums";
import { windowRefusal, type ChallengeWindow } from "~/shared/challenges";
import { SUBMISSION_CHECKS } from "~/shared/submissions/rules";

/**
 * Rules of submissions (DESIGN.md §6.3), free of I/O: who may submit to which challenge and the
 * one open submission per person and challenge. What a decision does is in ./moderation.ts.
 */

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
  return text.trim().length === 0 && !hasImage ? SUBMISSION_CHECKS.textOrImage : null;
}
