import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Markdown } from "./Markdown";

export type ChallengeDetailsModalProps = {
  opened: boolean;
  onClose(): void;
  title: string;
  summary: string;
  /** Markdown written by admins (rendered without HTML, see Markdown). */
  description: string;
  /** What it earns and its window, one line. */
  footnote: string;
  /** The Join / Sign in button, when the item shows one. */
  action: ReactNode;
};

/**
 * A challenge's full description. Loaded on the first "Details" click (Modal + the markdown
 * renderer are most of the home page's weight otherwise), see ChallengeItem.
 */
export function ChallengeDetailsModal({
  opened,
  onClose,
  title,
  summary,
  description,
  footnote,
  action,
}: ChallengeDetailsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="sm">
        <Text fw={600}>{summary}</Text>
        <Markdown>{description}</Markdown>
        <Text size="sm" c="dimmed">
          {footnote}
        </Text>
        {action && <Group>{action}</Group>}
      </Stack>
    </Modal>
  );
}
