import "@mantine/core/styles/Paper.layer.css";
import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { MediaThumbnail } from "~/features/submissions/MediaThumbnail";
import { StatusBadge } from "./StatusBadge";

/**
 * One moderated item in a list (my submissions, what waits at the help desk): its thumbnail, what
 * it is, its status, its text, when it was sent, the moderator's reason when rejected, and an
 * action beside it. Screens in two languages pass the status and the reason's label in the page's
 * language (`statusLabel`, `reasonLabel`); without them they read in English.
 */
export function ModeratedItem({
  reasonLabel = "Reason:",
  ...props
}: {
  title: string;
  status: ModerationStatus;
  /** The status in the page's language (StatusBadge's `label`). */
  statusLabel?: string;
  /** "Reason:" in the page's language. */
  reasonLabel?: string;
  text: string | null;
  /** "Submitted 24 Nov 2026, 14:05". */
  sent: string;
  media?: { id: string } | null;
  reason?: string | null;
  action?: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {props.media && <MediaThumbnail mediaId={props.media.id} side={72} />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{props.title}</Text>
            <StatusBadge status={props.status} label={props.statusLabel} />
          </Group>
          {props.text && (
            <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
              {props.text}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {props.sent}
          </Text>
          {props.status === "REJECTED" && props.reason && (
            <Text size="sm">
              <strong>{reasonLabel}</strong> {props.reason}
            </Text>
          )}
        </Stack>
        {props.action}
      </Group>
    </Paper>
  );
}

/** A list of ModeratedItem, without bullets. */
export function ModeratedList({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}
