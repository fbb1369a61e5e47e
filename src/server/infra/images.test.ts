import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "~/server/domain/images";
import { MAX_UPLOAD_BYTES } from "~/shared/images";
import { ImageRejected, processImage } from "./images";
import { gpsEntries, pngBomb } from "./images.fixtures";

/** A solid test picture in the given format, made by sharp. */
function picture(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } });
}

/** A JPEG whose EXIF holds a GPS position (Berlin) and a copyright line. */
function jpegWithGps(): Promise<Buffer> {
  return picture(320, 240)
    .jpeg()
    .withExif({
      IFD0: { Copyright: "Secret Photographer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 31/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 24/1 36/1",
      },
    })
    .toBuffer();
}

async function rejection(bytes: Buffer): Promise<string> {
  const error: unknown = await processImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error instanceof Error ? error.message : "";
}

describe("sniffImageType", () => {
  it("tells the five accepted formats by their first bytes", async () => {
    expect(sniffImageType(await picture().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await picture().png().toBuffer())).toBe("png");
    expect(sniffImageType(await picture().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await picture().gif().toBuffer())).toBe("gif");
    expect(sniffImageType(await picture().avif().toBuffer())).toBe("avif");
  });

  it("names nothing else an image", () => {
    expect(sniffImageType(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("processImage", () => {
  it("accepts every format by content and stores WebP", async () => {
    for (const format of ["jpeg", "png", "webp", "gif", "avif"] as const) {
      const result = await processImage(await picture().toFormat(format).toBuffer());
      expect(result.sourceType).toBe(format);
      expect((await sharp(result.image.bytes).metadata()).format).toBe("webp");
      expect(result.image).toMatchObject({ width: 64, height: 48 });
    }
  });

  it("goes by the content, not the name: a PNG called photo.jpg is a PNG", async () => {
    // The name never reaches processImage; the bytes decide. (The router test uploads it as a
    // File named photo.jpg with type image/jpeg.)
    const result = await processImage(await picture().png().toBuffer());
    expect(result.sourceType).toBe("png");
  });

  it("refuses an HTML page named .png, a text file named .jpg, and an empty file", async () => {
    expect(
      await rejection(Buffer.from("<html><body><script>alert(1)</script></body></html>")),
    ).toBe("This file is not an image we accept: use JPEG, PNG, WebP, GIF or AVIF.");
    expect(await rejection(Buffer.from("just some notes\n"))).toMatch(/not an image we accept/);
    expect(await rejection(Buffer.alloc(0))).toBe("This file is empty.");
  });

  it("refuses a polyglot: a PNG signature in front of an HTML page", async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    expect(await rejection(polyglot)).toMatch(/could not be read/);
  });

  it("refuses a truncated JPEG", async () => {
    const whole = await picture(800, 600)
      .composite([{ input: await picture(200, 200).png().toBuffer(), left: 100, top: 100 }])
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(await rejection(whole.subarray(0, Math.floor(whole.length * 0.6)))).toMatch(
      /could not be read/,
    );
  });

  it("refuses a file over 8 MB before looking inside", async () => {
    const large = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    large.set([0xff, 0xd8, 0xff]);
    expect(await rejection(large)).toBe("This image is larger than 8 MB. Choose a smaller one.");
  });

  it("refuses a 20000×20000 decompression bomb without decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await rejection(bomb)).toBe(
      "This image is too large (20000×20000 pixels); the limit is 50 megapixels.",
    );
  });

  it("bounds the stored size: longest side 1600, thumbnail 480, never enlarged", async () => {
    const wide = await processImage(await picture(3000, 2000).jpeg().toBuffer());
    expect(wide.image).toMatchObject({ width: 1600, height: 1067 });
    expect(wide.thumbnail).toMatchObject({ width: 480, height: 320 });
    const tall = await processImage(await picture(900, 2400).png().toBuffer());
    expect(tall.image).toMatchObject({ width: 600, height: 1600 });
    const small = await processImage(await picture(120, 80).webp().toBuffer());
    expect(small.image).toMatchObject({ width: 120, height: 80 });
    expect(small.thumbnail).toMatchObject({ width: 120, height: 80 });
  });

  it("strips every piece of metadata, GPS included", async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(gpsEntries(before.exif)).toBeGreaterThan(0);
    expect(original.includes("Secret Photographer")).toBe(true);

    const { image, thumbnail } = await processImage(original);
    for (const stored of [image.bytes, thumbnail.bytes]) {
      const after = await sharp(stored).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(stored.includes("Exif")).toBe(false);
      expect(stored.includes("Secret Photographer")).toBe(false);
    }
  });

  it("turns a photo upright by its orientation tag before dropping the tag", async () => {
    const sideways = await picture(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { image } = await processImage(sideways);
    expect(image).toMatchObject({ width: 100, height: 200 });
    expect((await sharp(image.bytes).metadata()).orientation).toBeUndefined();
  });
});
