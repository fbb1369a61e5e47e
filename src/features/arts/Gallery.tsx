import {
  Button,
  Center,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useState } from "react";
import { mediaUrl } from "~/features/submissions/media-url";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDate } from "~/shared/format";

export const GALLERY_PAGE = 24;

type Work = RouterOutputs["submission"]["gallery"]["items"][number];

/** One work in the grid: its thumbnail (lazy, sized to avoid layout shift) or its text. */
function Tile({ work, onOpen }: { work: Work; onOpen(): void }) {
  const label = `${work.challenge.title} by ${work.author}: open`;
  return (
    <UnstyledButton onClick={onOpen} aria-label={label} style={{ display: "block" }}>
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
            {work.author}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * The gallery of approved works: a responsive grid of thumbnails, a lightbox (Mantine Modal) with
 * the full image and text, and "Show more" for the next page.
 */
export function Gallery() {
  const gallery = api.submission.gallery.useInfiniteQuery(
    { limit: GALLERY_PAGE },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const works = gallery.data?.pages.flatMap((page) => page.items) ?? [];
  const [open, setOpen] = useState<Work | null>(null);

  return (
    <Stack gap="sm">
      <Title order={2}>Gallery</Title>
      {works.length === 0 ? (
        <Text c="dimmed">No approved works yet. Yours could be the first!</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {works.map((work) => (
            <Tile key={work.id} work={work} onOpen={() => setOpen(work)} />
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
            Show more works
          </Button>
        </Center>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.challenge.title} by ${open.author}` : ""}
        size="xl"
        centered
      >
        {open && (
          <Stack gap="sm">
            {open.media && (
              <Image
                src={mediaUrl(open.media.id)}
                alt={`${open.challenge.title} by ${open.author}`}
                width={open.media.width}
                height={open.media.height}
                h="auto"
                mah="70vh"
                fit="contain"
                radius="sm"
              />
            )}
            {open.text && <Text style={{ whiteSpace: "pre-line" }}>{open.text}</Text>}
            {open.moderatedAt && (
              <Text size="xs" c="dimmed">
                In the gallery since {formatDate(open.moderatedAt)}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
