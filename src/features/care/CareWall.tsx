import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { CARE_KIND_LABELS, carePostByline, carePostHeading } from "~/shared/care/rules";
import type { WallPost } from "./CarePostView";
import classes from "./CareWall.module.css";
import { useWallFeed } from "./useWallFeed";
import { useShowWhatFits, useShrinkToFit } from "./useWallFit";
import { featuredTextStep, nextFeaturedId, ROTATE_MS } from "./wall";

// The organisers' announcements along the bottom (README "Announcements"), after the first paint.
const AnnouncementTicker = dynamic(() => import("~/features/announcements/AnnouncementTicker"), {
  ssr: false,
});

/** The most posts "Just in" offers; it shows those that fit whole on the screen. */
const SIDE_COUNT = 6;

export type WallQr = { svg: string; url: string };

/**
 * /challenge/care/feed: the venue's big screen. A grid that fills the screen exactly (landscape:
 * the featured post beside "Just in"; portrait: above it), sized in viewport units so it reads
 * the same from 1280×720 to 3840×2160: one post at a time in large type, rotating through the
 * latest approved posts, the newest few beside it, and a QR code inviting people to write. A long
 * post shrinks until it fits; "Just in" shows only the posts that fit whole. A new approval is
 * featured as soon as the wall hears of it (its live stream; a poll while that is down), and an
 * unpublished post leaves the same way.
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
  const featuredBox = useShrinkToFit<HTMLDivElement>(featuredKey ?? "");
  const sideList = useShowWhatFits<HTMLDivElement>(side.map((post) => post.id).join(" "));

  return (
    <div className={classes.wall}>
      <header className={classes.header}>
        <div className={classes.titles}>
          <h1 className={classes.title}>Gratitude wall</h1>
          <p className={classes.subtitle}>Thank-yous and acts of kindness from the festival</p>
          <p className={classes.status} role="status">
            {reconnecting ? "○ Reconnecting…" : "● Live"} · {posts.length}{" "}
            {posts.length === 1 ? "post" : "posts"}
          </p>
        </div>
        <div className={classes.invite}>
          <p className={classes.cta}>Scan to write your own note</p>
          {/* Our own server-made SVG, shown as an image: nothing user-written is in it. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise */}
          <img
            className={classes.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            alt={`QR code to write a gratitude note at ${qr.url}`}
          />
        </div>
      </header>

      {featured ? (
        <>
          <section className={classes.featured} aria-label="Featured post">
            <div
              key={featured.id}
              ref={featuredBox}
              className={`${classes.card} ${classes.featuredCard} ${classes.appear}`}
              data-kind={featured.kind}
              data-step={featuredTextStep(featured.message)}
            >
              <WallCardText post={featured} />
            </div>
          </section>
          <section className={classes.side} aria-labelledby="wall-latest">
            <h2 id="wall-latest" className={classes.sideTitle}>
              Just in
            </h2>
            <div ref={sideList} className={classes.sideList}>
              {side.map((post) => (
                <div
                  key={post.id}
                  className={`${classes.card} ${classes.sideCard}`}
                  data-kind={post.kind}
                >
                  <WallCardText post={post} />
                </div>
              ))}
            </div>
          </section>
        </>
      ) : (
        <div className={classes.empty}>
          <p className={classes.emptyTitle}>
            {feed.isPending ? "Loading the wall…" : "The wall is waiting for its first note"}
          </p>
          {!feed.isPending && (
            <p className={classes.emptyText}>
              Scan the code and thank someone: after a moderator’s look it appears here.
            </p>
          )}
        </div>
      )}
      <AnnouncementTicker className={classes.ticker} />
    </div>
  );
}

/**
 * A post's words on the wall: heading ("Thank you, Sam" / the act's category), what kind it is,
 * the message as plain text, and the name the wall shows. Sizes come from the card around it.
 */
function WallCardText({ post }: { post: WallPost }) {
  return (
    <div className={classes.cardText}>
      <div className={classes.cardHead}>
        <p className={classes.heading}>{carePostHeading(post)}</p>
        <p className={classes.kind}>{CARE_KIND_LABELS[post.kind]}</p>
      </div>
      <p className={classes.message}>{post.message}</p>
      <p className={classes.byline}>{carePostByline(post.authorName)}</p>
    </div>
  );
}
