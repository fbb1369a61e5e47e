/**
 * Rules for uploaded images (DESIGN.md §6.3), free of I/O: which formats are accepted, how an
 * upload's real type is told from its first bytes (never from its name or the browser's claim),
 * and the limits on size and pixels. The decoding and re-encoding is in
 * src/server/infra/images.ts. What the browser's picker needs too is in src/shared/images.ts.
 */
import type { ServerText } from "~/shared/i18n/server-text";
import { formatMegabytes, type ImageType } from "~/shared/images";

/**
 * The most pixels an upload may declare: a 48-megapixel phone photo fits, a decompression bomb
 * (a tiny file claiming 20000×20000 pixels) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Stored images: the longest side of the image and of its thumbnail. */
export const MAX_IMAGE_SIDE = 1600;
export const THUMBNAIL_SIDE = 480;

/** Every stored image is WebP, whatever was uploaded. */
export const STORED_CONTENT_TYPE = "image/webp";

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

const AVIF_BRANDS = new Set(["avif", "avis"]);

/** Whether an ISO-BMFF `ftyp` box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length, 256);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  // Compatible brands follow the major brand (4 bytes) and minor version (4 bytes).
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/**
 * The image type an upload's first bytes announce, or null for anything else (an HTML page, a
 * text file, a PDF, …), whatever its name says. Only the start is looked at: whether the rest is
 * a real image is decided by decoding it.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a"))
    return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
    return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** A refusal in English words and by key (README "Languages": the arts page words it). */
export type ImageRefusal = { message: string; text: ServerText };

/** Why an image's declared dimensions are refused, or null when they are fine. */
export function dimensionCheck(width: number, height: number): ImageRefusal | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    return {
      message: "This image has no readable size.",
      text: { key: "arts.server.image.noSize" },
    };
  const megapixels = Math.round(MAX_INPUT_PIXELS / 1_000_000);
  if (width * height > MAX_INPUT_PIXELS)
    return {
      message: `This image is too large (${width}×${height} pixels); the limit is ${megapixels} megapixels.`,
      text: { key: "arts.server.image.tooManyPixels", values: { width, height, megapixels } },
    };
  return null;
}

/** Why an image's declared dimensions are refused (English words), or null when they are fine. */
export function dimensionRefusal(width: number, height: number): string | null {
  return dimensionCheck(width, height)?.message ?? null;
}

/** The size of an image scaled to fit a square of `side` pixels, never enlarged. */
export function fitInside(
  width: number,
  height: number,
  side: number,
): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Megabytes as `formatMegabytes` shows them: one decimal below 10, whole ones from there. */
function megabytesShown(bytes: number): number {
  const megabytes = bytes / (1024 * 1024);
  return megabytes < 10 ? Math.round(megabytes * 10) / 10 : Math.round(megabytes);
}

/**
 * Why storing `addBytes` more would exceed the owner's quota, or null when it fits. The quota
 * counts the stored (re-encoded) image and thumbnail, which is what takes up space.
 */
export function quotaCheck(
  usedBytes: number,
  addBytes: number,
  quotaBytes: number,
): ImageRefusal | null {
  if (usedBytes + addBytes <= quotaBytes) return null;
  return {
    message: `Your uploads would take more than your ${formatMegabytes(quotaBytes)} of space (${formatMegabytes(usedBytes)} used). Ask the help desk if you need more.`,
    text: {
      key: "arts.server.quota",
      values: { quota: megabytesShown(quotaBytes), used: megabytesShown(usedBytes) },
    },
  };
}

/** `quotaCheck`'s English words, or null when the upload fits. */
export function quotaRefusal(
  usedBytes: number,
  addBytes: number,
  quotaBytes: number,
): string | null {
  return quotaCheck(usedBytes, addBytes, quotaBytes)?.message ?? null;
}
