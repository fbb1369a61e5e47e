import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Image, Modal, Stack, Text } from "@mantine/core";
import { mediaUrl } from "~/features/submissions/media-url";
import { formatDate } from "~/shared/format";
import type { GalleryWork } from "./Gallery";

/** A work of the gallery, full size, with its text. Loaded on the first tile a visitor opens. */
export function GalleryLightbox({
  work,
  opened,
  onClose,
}: {
  work: GalleryWork | null;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={work ? `${work.challenge.title} by ${work.author}` : ""}
      size="xl"
      centered
    >
      {work && (
        <Stack gap="sm">
          {work.media && (
            <Image
              src={mediaUrl(work.media.id)}
              alt={`${work.challenge.title} by ${work.author}`}
              width={work.media.width}
              height={work.media.height}
              h="auto"
              mah="70vh"
              fit="contain"
              radius="sm"
            />
          )}
          {work.text && <Text style={{ whiteSpace: "pre-line" }}>{work.text}</Text>}
          {work.moderatedAt && (
            <Text size="xs" c="dimmed">
              In the gallery since {formatDate(work.moderatedAt)}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
