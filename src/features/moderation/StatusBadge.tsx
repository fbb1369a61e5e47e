import { Badge } from "~/components/plain/Badge";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { MODERATION_STATUS_LABELS } from "~/shared/moderation/rules";

/** Background and text colours with enough contrast (WCAG AA) for each status. */
const COLORS: Record<ModerationStatus, { background: string; text: string }> = {
  PENDING: { background: "yellow-3", text: "dark-9" },
  APPROVED: { background: "teal-9", text: "white" },
  REJECTED: { background: "red-9", text: "white" },
};

/**
 * A moderated item's status in words (never colour alone), the same words and colours on every
 * screen: my posts, my submissions, both queues, the help desk.
 */
export function StatusBadge({
  status,
  label = MODERATION_STATUS_LABELS[status],
}: {
  status: ModerationStatus;
  /** The status in the page's language, on screens already in two languages. */
  label?: string;
}) {
  const colors = COLORS[status];
  return (
    <Badge color={colors.background} textColor={colors.text} variant="filled">
      {label}
    </Badge>
  );
}
