import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import { Image, Modal, Stack, Text } from "@mantine/core";
import { useLocale, useTranslations } from "use-intl";
import { mediaUrl } from "~/features/submissions/media-url";
import { formatDate } from "~/shared/format";
import type { GalleryWork } from "./Gallery";
import { authorWords } from "./words";

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
  const t = useTranslations("arts");
  const locale = useLocale();
  const name = work
    ? t("gallery.work", { title: work.challenge.title, author: authorWords(t, work.author) })
    : "";
  return (
    <Modal opened={opened} onClose={onClose} title={name} size="xl" centered>
      {work && (
        <Stack gap="sm">
          {work.media && (
            <Image
              src={mediaUrl(work.media.id)}
              alt={name}
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
              {t("gallery.since", { date: formatDate(work.moderatedAt, locale) })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
