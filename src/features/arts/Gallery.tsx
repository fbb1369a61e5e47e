import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { mediaUrl } from "~/features/submissions/media-url";
import { api, type RouterOutputs } from "~/lib/trpc";
import { useDeferredDialog } from "~/lib/use-deferred-dialog";
import classes from "./Gallery.module.css";
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
    <button
      type="button"
      className={`${classes.tile} mantine-focus-auto`}
      onClick={onOpen}
      aria-label={label}
      aria-busy={pending || undefined}
    >
      {pending && <span className={`${plain.spinner} ${classes.pending}`} aria-hidden="true" />}
      <span className={classes.frame}>
        {work.media ? (
          // A plain img: the thumbnail is already sized and re-encoded by the server.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={classes.thumb}
            src={mediaUrl(work.media.id, "thumb")}
            alt=""
            // Real width and height: the grid keeps its layout before the thumbnail arrives.
            width={work.media.thumbnail.width}
            height={work.media.thumbnail.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={classes.words}>
            <span className={`${plain.small} ${plain.clamp} ${classes.wordsText}`}>
              {work.text}
            </span>
          </span>
        )}
        <span className={`${plain.heading} ${classes.caption}`}>
          <span className={`${plain.small} ${plain.strong} ${plain.clamp}`}>
            {work.challenge.title}
          </span>
          <span className={`${plain.tiny} ${plain.dimmed} ${plain.clamp}`}>{author}</span>
        </span>
      </span>
    </button>
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
    <section className={plain.stackSm} aria-labelledby="gallery-heading">
      <h2 className={plain.partTitle} id="gallery-heading">
        {t("gallery.heading")}
      </h2>
      {works.length === 0 ? (
        <p className={`${plain.text} ${plain.dimmed}`}>{t("gallery.empty")}</p>
      ) : (
        <div className={`${plain.grid} ${classes.grid}`}>
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
        </div>
      )}
      {gallery.hasNextPage && (
        <div className={classes.more}>
          <Button
            // Busy, not disabled: the button keeps focus while the next works arrive above it.
            busy={gallery.isFetchingNextPage}
            onClick={() => {
              if (!gallery.isFetchingNextPage) void gallery.fetchNextPage();
            }}
          >
            {t("gallery.more")}
          </Button>
        </div>
      )}
      {Lightbox && <Lightbox work={shown} opened={lightbox.opened} onClose={lightbox.close} />}
    </section>
  );
}
