import { Badge } from "@mantine/core";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { MODERATION_STATUS_LABELS } from "~/server/domain/submissions";

const COLORS: Record<ModerationStatus, string> = {
  PENDING: "yellow.9",
  APPROVED: "teal.9",
  REJECTED: "red.9",
};

/** A submission's status in words (never colour alone). */
export function StatusBadge({ status }: { status: ModerationStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled">
      {MODERATION_STATUS_LABELS[status]}
    </Badge>
  );
}
