import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import type { WallPost } from "./CarePostView";
import classes from "./CareWall.module.css";
import { useWallFeed } from "./useWallFeed";
import { useShowWhatFits, useShrinkToFit } from "./useWallFit";
import { useWallImpact } from "./useWallImpact";
import {
  featurePost,
  featuredTextStep,
  nextSlide,
  shownSlide,
  slideDuration,
  slideKey,
  WALL_ROTATION_START,
  wallInterludes,
  type WallContent,
} from "./wall";
import { bylineWords, headingWords, kindWords } from "./words";
import { clientOnly } from "~/lib/client-only";
import userText from "~/components/plain/userText.module.css";

// The interludes between posts are one chunk of their own (server-rendered when shown first).
const WallImpactSlide = dynamic(() =>
  import("./WallInterludes").then((module) => module.WallImpactSlide),
);
const WallTeamsSlide = dynamic(() =>
  import("./WallInterludes").then((module) => module.WallTeamsSlide),
);

// The organisers' announcements along the bottom (README "Announcements"), after the first paint.
const AnnouncementTicker = clientOnly(() => import("~/features/announcements/AnnouncementTicker"));

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
 * unpublished post leaves the same way. Between posts the featured area shows the festival's
 * figures and its top teams (`nextSlide`), and shows them alone while no post is approved.
 * Everything is plain text: no markup, no links. Its words are in the page's language (namespace
 * "wall"; the posts' headings, kinds and bylines "care"); what people wrote stays as written.
 */
export function CareWall({ qr }: { qr: WallQr }) {
  const t = useTranslations("wall");
  const feed = useWallFeed();
  const posts = feed.data?.items ?? [];
  const impact = useWallImpact().data;
  const [rotation, setRotation] = useState(WALL_ROTATION_START);
  // Ids of the previous answer: only ever the current list, so it stays bounded.
  const known = useRef<Set<string> | null>(null);

  const items = feed.data?.items;
  useEffect(() => {
    if (!items) return;
    const previous = known.current;
    known.current = new Set(items.map((post) => post.id));
    // Newest first: the first unseen id is the latest approval.
    const fresh = previous ? items.find((post) => !previous.has(post.id)) : undefined;
    if (fresh) setRotation((current) => featurePost(current, fresh.id));
  }, [items]);

  const hasImpact = impact !== undefined;
  const hasTeams = (impact?.topTeams.length ?? 0) > 0;
  const slide = shownSlide(rotation, {
    postIds: posts.map((post) => post.id),
    interludes: wallInterludes(hasImpact, hasTeams),
  });
  const featured = slide?.kind === "post" ? posts.find((post) => post.id === slide.id) : null;
  // Strings, not the posts: every poll brings new objects, and that must not restart the timer.
  const featuredKey = featured?.id ?? null;
  const currentKey = slideKey(slide);
  const duration = slide ? slideDuration(slide) : 0;
  const idsKey = posts.map((post) => post.id).join(" ");

  useEffect(() => {
    if (!currentKey) return;
    const content: WallContent = {
      postIds: idsKey ? idsKey.split(" ") : [],
      interludes: wallInterludes(hasImpact, hasTeams),
    };
    const timer = setTimeout(() => setRotation((current) => nextSlide(current, content)), duration);
    return () => clearTimeout(timer);
  }, [currentKey, duration, idsKey, hasImpact, hasTeams]);

  const side = posts.filter((post) => post.id !== featured?.id).slice(0, SIDE_COUNT);
  // With no post yet, an interlude takes the whole screen under the header.
  const interludeArea = posts.length > 0 ? classes.featured : classes.wide;
  const reconnecting = feed.isError || feed.failureCount > 0;
  // What the wall shows when the page opens is there at the first paint; from its first move on,
  // each slide fades in (a first slide fading in from nothing would also hold back the page's
  // largest paint by the fade's length).
  const entering = rotation !== WALL_ROTATION_START;
  // The post the page opens with only shrinks to fit: it is already on screen when the measuring
  // runs. The next ones are new cards, measured before they are painted.
  const featuredBox = useShrinkToFit<HTMLDivElement>(featuredKey ?? "", { grow: entering });
  const sideList = useShowWhatFits<HTMLDivElement>(side.map((post) => post.id).join(" "));

  return (
    <div className={classes.wall}>
      <header className={classes.header}>
        <div className={classes.titles}>
          <h1 className={classes.title}>{t("heading")}</h1>
          <p className={classes.subtitle}>{t("subtitle")}</p>
          <p className={classes.status} role="status">
            {t("status", { live: reconnecting ? "no" : "yes", count: posts.length })}
          </p>
        </div>
        <div className={classes.invite}>
          <p className={classes.cta}>{t("cta")}</p>
          {/* Our own server-made SVG, shown as an image: nothing user-written is in it. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise */}
          <img
            className={classes.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            alt={t("qr", { url: qr.url })}
          />
        </div>
      </header>

      {featured ? (
        <section className={classes.featured} aria-label={t("featured")}>
          <div
            key={featured.id}
            ref={featuredBox}
            className={`${classes.card} ${classes.featuredCard} ${entering ? classes.appear : ""}`}
            data-kind={featured.kind}
            data-step={featuredTextStep(featured.message)}
          >
            <WallCardText post={featured} />
          </div>
        </section>
      ) : impact && slide?.kind === "impact" ? (
        <WallImpactSlide impact={impact} className={interludeArea} entering={entering} />
      ) : impact && slide?.kind === "teams" ? (
        <WallTeamsSlide impact={impact} className={interludeArea} entering={entering} />
      ) : null}
      {posts.length > 0 ? (
        <section className={classes.side} aria-labelledby="wall-latest">
          <h2 id="wall-latest" className={classes.sideTitle}>
            {t("justIn")}
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
      ) : (
        !slide && (
          <div className={classes.empty}>
            <p className={classes.emptyTitle}>{feed.isPending ? t("loading") : t("waiting")}</p>
            {!feed.isPending && <p className={classes.emptyText}>{t("waitingText")}</p>}
          </div>
        )
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
  const t = useTranslations("care");
  return (
    <div className={classes.cardText}>
      <div className={classes.cardHead}>
        <p className={`${classes.heading} ${userText.userText}`}>{headingWords(t, post)}</p>
        <p className={classes.kind}>{kindWords(t, post.kind)}</p>
      </div>
      <p className={`${classes.message} ${userText.userText}`}>{post.message}</p>
      <p className={`${classes.byline} ${userText.userText}`}>{bylineWords(t, post.authorName)}</p>
    </div>
  );
}
