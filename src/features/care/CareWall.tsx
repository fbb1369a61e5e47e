import { Box, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { CarePostView } from "./CarePostView";
import classes from "./CareWall.module.css";
import { useWallFeed } from "./useWallFeed";
import { nextFeaturedId, ROTATE_MS } from "./wall";

/** Posts listed beside the featured one. */
const SIDE_COUNT = 4;

export type WallQr = { svg: string; url: string };

/**
 * /challenge/care/feed: the big screen. One post at a time in large type, rotating through the
 * latest approved posts, the newest few beside it, and a QR code inviting people to write. A new
 * approval is featured as soon as a poll brings it; an unpublished post leaves with the next poll.
 * Everything is plain text: no markup, no links.
 */
export function CareWall({ qr }: { qr: WallQr }) {
  const feed = useWallFeed();
  const posts = feed.data?.items ?? [];
  const [featuredId, setFeaturedId] = useState<string | null>(null);
  // Ids of the previous answer: only ever the current list, so it stays bounded.
  const known = useRef<Set<string> | null>(null);

  const items = feed.data?.items;
  useEffect(() => {
    if (!items) return;
    const previous = known.current;
    known.current = new Set(items.map((post) => post.id));
    // Newest first: the first unseen id is the latest approval.
    const fresh = previous ? items.find((post) => !previous.has(post.id)) : undefined;
    if (fresh) setFeaturedId(fresh.id);
  }, [items]);

  const featured = posts.find((post) => post.id === featuredId) ?? posts[0] ?? null;
  // Strings, not the posts: every poll brings new objects, and that must not restart the timer.
  const featuredKey = featured?.id ?? null;
  const idsKey = posts.map((post) => post.id).join(" ");

  useEffect(() => {
    if (!featuredKey) return;
    const ids = idsKey.split(" ");
    const timer = setTimeout(() => setFeaturedId(nextFeaturedId(ids, featuredKey)), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [featuredKey, idsKey]);

  const side = posts.filter((post) => post.id !== featured?.id).slice(0, SIDE_COUNT);
  const reconnecting = feed.isError || feed.failureCount > 0;

  return (
    <div className={classes.wall}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="clamp(1.6rem, 4vw, 4.2rem)" lh={1.05} c="white">
            Gratitude wall
          </Title>
          <Text fz="clamp(1rem, 1.8vw, 2rem)" c="white">
            Thank-yous and acts of kindness from the festival
          </Text>
          <Text fz="clamp(0.85rem, 1.1vw, 1.2rem)" c="white" role="status">
            {reconnecting ? "○ Reconnecting…" : "● Live"} · {posts.length}{" "}
            {posts.length === 1 ? "post" : "posts"}
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap" align="center">
          <Text
            fz="clamp(0.9rem, 1.4vw, 1.6rem)"
            fw={700}
            c="white"
            ta="right"
            maw="16ch"
            visibleFrom="sm"
          >
            Scan to write your own note
          </Text>
          {/* Our own server-made SVG, shown as an image: nothing user-written is in it. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise */}
          <img
            className={classes.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            alt={`QR code to write a gratitude note at ${qr.url}`}
          />
        </Group>
      </Group>

      {featured ? (
        <div className={classes.body}>
          <section className={classes.featured} aria-label="Featured post">
            <Box key={featured.id} className={classes.appear}>
              <CarePostView post={featured} size="featured" />
            </Box>
          </section>
          <section className={classes.side} aria-labelledby="wall-latest">
            <Text id="wall-latest" fw={800} fz="clamp(1rem, 1.6vw, 1.8rem)" c="white">
              Just in
            </Text>
            {side.map((post) => (
              <CarePostView key={post.id} post={post} size="wall" />
            ))}
          </section>
        </div>
      ) : (
        <Stack flex={1} justify="center" align="center" gap="sm" ta="center">
          <Text fz="clamp(1.5rem, 4vw, 4rem)" fw={800} c="white">
            {feed.isPending ? "Loading the wall…" : "The wall is waiting for its first note"}
          </Text>
          {!feed.isPending && (
            <Text fz="clamp(1rem, 2vw, 2rem)" c="white">
              Scan the code and thank someone: after a moderator’s look it appears here.
            </Text>
          )}
        </Stack>
      )}
    </div>
  );
}
