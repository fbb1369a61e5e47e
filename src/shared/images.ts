/**
 * What the browser's image picker and the server agree on about uploads (DESIGN.md §6.3): the
 * accepted formats, the largest upload, and how a size reads. The rules only the server runs
 * (sniffing, pixel limits, quota) are in src/server/domain/images.ts.
 */

/** The formats people upload from phones and drawing apps. */
export const IMAGE_TYPES = ["jpeg", "png", "webp", "gif", "avif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** What the browser's file picker may offer (a hint only: the server checks the content). */
export const ACCEPTED_MIME_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** An upload's largest size, before re-encoding. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** A file's size for people: "640 KB", "3.2 MB". */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : formatMegabytes(bytes);
}

export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
