import sharp, { type Metadata } from "sharp";
import {
  dimensionCheck,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  sniffImageType,
  THUMBNAIL_SIDE,
} from "~/server/domain/images";
import type { ServerText } from "~/shared/i18n/server-text";
import { MAX_UPLOAD_BYTES, type ImageType } from "~/shared/images";

/**
 * An upload that is not an image we take; the message is for the person who sent it, in English
 * words and by key (`text`, README "Languages": the arts page words it).
 */
export class ImageRejected extends Error {
  override name = "ImageRejected";
  readonly text: ServerText;

  constructor(message: string, text: ServerText) {
    super(message);
    this.text = text;
  }
}

const NOT_ACCEPTED = "This file is not an image we accept: use JPEG, PNG, WebP, GIF or AVIF.";

export type ProcessedImage = {
  /** The image as stored: WebP, longest side ≤ MAX_IMAGE_SIDE, no metadata. */
  image: { bytes: Buffer; width: number; height: number };
  thumbnail: { bytes: Buffer; width: number; height: number };
  /** What the upload really was (by content). */
  sourceType: ImageType;
};

/** sharp's name of each accepted type (AVIF is decoded by libheif, so it says "heif"). */
const SHARP_FORMATS: Record<ImageType, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

// Decoding is the expensive part: keep libvips' cache off so upload bursts do not pile up memory.
sharp.cache(false);

function decoder(bytes: Buffer) {
  return sharp(bytes, {
    // Refuses decompression bombs inside libvips too, whatever the header claimed.
    limitInputPixels: MAX_INPUT_PIXELS,
    // A truncated or corrupt file is refused instead of being decoded with grey filler.
    failOn: "error",
    // Only the first frame of an animation: the gallery shows still images.
    animated: false,
  });
}

/**
 * Checks an upload by its content and re-encodes it for storage (DESIGN.md §6.3):
 * 1. size ≤ MAX_UPLOAD_BYTES and not empty;
 * 2. its first bytes announce JPEG, PNG, WebP, GIF or AVIF (its name is never trusted);
 * 3. its header, as the decoder reads it, says the same format and at most MAX_INPUT_PIXELS;
 * 4. it decodes completely (a truncated or corrupt file fails here);
 * 5. it is re-encoded to WebP (longest side ≤ MAX_IMAGE_SIDE) plus a thumbnail, turned upright by
 *    its orientation tag, with every piece of metadata dropped: EXIF (GPS!), XMP, IPTC, ICC.
 * Throws ImageRejected with a message for the uploader; nothing is stored here.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0)
    throw new ImageRejected("This file is empty.", { key: "arts.server.image.empty" });
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new ImageRejected("This image is larger than 8 MB. Choose a smaller one.", {
      key: "arts.server.image.tooLarge",
    });
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw new ImageRejected(NOT_ACCEPTED, { key: "arts.server.image.notAccepted" });

  let metadata: Metadata;
  try {
    // The header only (no pixels are decoded), without the pixel limit so that an oversized image
    // is named as such below instead of as unreadable.
    metadata = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new ImageRejected("This image could not be read. It may be damaged.", {
      key: "arts.server.image.unreadable",
    });
  }
  if (metadata.format !== SHARP_FORMATS[sourceType])
    throw new ImageRejected("This file is not the kind of image it claims to be.", {
      key: "arts.server.image.notWhatItClaims",
    });
  if (sourceType === "avif" && metadata.compression !== "av1")
    throw new ImageRejected(NOT_ACCEPTED, { key: "arts.server.image.notAccepted" });
  const refusal = dimensionCheck(metadata.width, metadata.height);
  if (refusal) throw new ImageRejected(refusal.message, refusal.text);

  try {
    // Decode once (every pixel: a truncated file fails here), upright and already scaled to the
    // stored size so memory stays bounded, then encode both sizes from these pixels. Raw pixels
    // carry no metadata, so nothing of the original's EXIF, XMP or ICC can reach the output.
    const upright = await decoder(bytes)
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: upright.info.width,
        height: upright.info.height,
        channels: upright.info.channels,
      },
    } as const;
    const encode = async (side: number, quality: number) => {
      const { data, info } = await sharp(upright.data, raw)
        .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
        .webp({ quality, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    };
    return {
      image: await encode(MAX_IMAGE_SIDE, 82),
      thumbnail: await encode(THUMBNAIL_SIDE, 70),
      sourceType,
    };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected("This image could not be read. It may be damaged or incomplete.", {
      key: "arts.server.image.incomplete",
    });
  }
}
