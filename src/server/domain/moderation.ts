import type { ModerationStatus } from "~/generated/prisma/enums";
import type { ModerationDecision } from "~/shared/moderation/rules";

/**
 * What a moderator's decision does to an item (a care post, a submission) in status `from`, the
 * same rule for every queue:
 * - `to`: its new status;
 * - `points`: "award" when it becomes approved, "reverse" when an approval is withdrawn (an
 *   approved item rejected: "unpublished"), null otherwise.
 * Null when the item already is where the decision leads: a decision that changes nothing is
 * refused (someone else decided it meanwhile). A rejected item may still be approved (a
 * moderator's mistake); the area may refuse that (a newer submission holds the open key).
 */
export function decisionEffect(
  from: ModerationStatus,
  decision: ModerationDecision,
): { to: ModerationStatus; points: "award" | "reverse" | null } | null {
  const to: ModerationStatus = decision === "approve" ? "APPROVED" : "REJECTED";
  if (from === to) return null;
  if (to === "APPROVED") return { to, points: "award" };
  return { to, points: from === "APPROVED" ? "reverse" : null };
}
