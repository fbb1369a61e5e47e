import { mediaUrl } from "./media-url";
import classes from "./MediaThumbnail.module.css";

/** A stored image's thumbnail in a square (lists and queues); decorative: the row says what it is. */
export function MediaThumbnail({ mediaId, side }: { mediaId: string; side: number }) {
  return (
    // A plain img: the thumbnail is already sized and re-encoded by the server.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={classes.thumbnail}
      src={mediaUrl(mediaId, "thumb")}
      alt=""
      width={side}
      height={side}
      loading="lazy"
      decoding="async"
    />
  );
}
