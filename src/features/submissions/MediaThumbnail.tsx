import "@mantine/core/styles/Image.layer.css";
import { Image } from "@mantine/core";
import { mediaUrl } from "./media-url";

/** A stored image's thumbnail in a square (lists and queues); decorative: the row says what it is. */
export function MediaThumbnail({ mediaId, side }: { mediaId: string; side: number }) {
  return (
    <Image
      src={mediaUrl(mediaId, "thumb")}
      alt=""
      w={side}
      h={side}
      fit="cover"
      radius="sm"
      loading="lazy"
    />
  );
}
