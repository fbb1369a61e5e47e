/** Where a stored image is served (src/pages/api/media/[id].ts); thumbnails are ≤ 480 px. */
export function mediaUrl(mediaId: string, size: "full" | "thumb" = "full"): string {
  return size === "thumb" ? `/api/media/${mediaId}?size=thumb` : `/api/media/${mediaId}`;
}
