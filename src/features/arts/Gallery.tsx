import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import {
  Button,
  Center,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { mediaUrl } from "~/features/submissions/media-url";
import { api, type RouterOutputs } from "~/lib/trpc";
import { useDeferredDialog } from "~/lib/use-deferred-dialog";
import { authorWords } from "./words";

export const GALLERY_PAGE = 24;

export type GalleryWork = RouterOutputs["submission"]["gallery"]["items"][number];

// The lightbox (Modal, focus trap) loads when a visitor first opens a work.
const loadLightbox = () => import("./GalleryLightbox").then((module) => module.GalleryLightbox);

/** One work in the grid: its thumbnail (lazy, sized to avoid layout shift) or its text. */
function Tile({ work, onOpen, pending }: { work: GalleryWork; onOpen(): void; pending: boolean }) {
  const t = useTranslations("arts");
  const author = authorWords(t, work.author);
  const label = t("gallery.open", { title: work.challenge.title, author });
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={label}
      aria-busy={pending || undefined}
      style={{ display: "block", position: "relative" }}
    >
      {pending && (
        <Loader size="sm" aria-hidden="true" style={{ position: "absolute", top: 8, right: 8 }} />
      )}
      <Paper withBorder radius="md" style={{ overflow: "hidden" }} h="100%">
        {work.media ? (
          <Image
            src={mediaUrl(work.media.id, "thumb")}
            alt=""
            // Real width and height: the grid keeps its layout before the thumbnail arrives.
            width={work.media.thumbnail.width}
            height={work.media.thumbnail.height}
            loading="lazy"
            decoding="async"
            w="100%"
            h="auto"
            fit="cover"
            style={{ display: "block", aspectRatio: "1 / 1" }}
          />
        ) : (
          <Center p="sm" style={{ aspectRatio: "1 / 1" }} bg="var(--mantine-color-grape-light)">
            <Text size="sm" lineClamp={6} style={{ whiteSpace: "pre-line" }}>
              {work.text}
            </Text>
          </Center>
        )}
        <Stack gap={0} p="xs">
          <Text size="sm" fw={600} lineClamp={1}>
            {work.challenge.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {author}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * The gallery of approved works: a responsive grid of thumbnails, a lightbox (Mantine Modal,
 * loaded on the first open) with the full image and text, and "Show more" for the next page.
 */
export function Gallery() {
  const t = useTranslations("arts");
  const gallery = api.submission.gallery.useInfiniteQuery(
    { limit: GALLERY_PAGE },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const works = gallery.data?.pages.flatMap((page) => page.items) ?? [];
  // The work shown (kept while the lightbox closes) and the tile that asked for it.
  const [shown, setShown] = useState<GalleryWork | null>(null);
  const lightbox = useDeferredDialog(loadLightbox);
  const Lightbox = lightbox.Dialog;

  return (
    <Stack gap="sm">
      <Title order={2}>{t("gallery.heading")}</Title>
      {works.length === 0 ? (
        <Text c="dimmed">{t("gallery.empty")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {works.map((work) => (
            <Tile
              key={work.id}
              work={work}
              pending={lightbox.pending && shown?.id === work.id}
              onOpen={() => {
                setShown(work);
                lightbox.open();
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {gallery.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={gallery.isFetchingNextPage}
            onClick={() => void gallery.fetchNextPage()}
          >
            {t("gallery.more")}
          </Button>
        </Center>
      )}
      {Lightbox && <Lightbox work={shown} opened={lightbox.opened} onClose={lightbox.close} />}
    </Stack>
  );
}
