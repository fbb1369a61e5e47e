import { deflateSync } from "node:zlib";

/** Test inputs for image checks, shared by the image and submission tests. */

/**
 * The number of entries in the GPS IFD of an EXIF block (the TIFF structure sharp returns as
 * `metadata().exif`), or 0 when there is none: a minimal reader, enough to prove GPS was there.
 */
export function gpsEntries(exif: Buffer | undefined): number {
  if (!exif) return 0;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") >= 0 ? exif.indexOf("Exif\0\0") + 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let index = 0; index < count; index++) {
    const entry = ifd0 + 2 + index * 12;
    if (u16(entry) === 0x8825) return u16(u32(entry + 8));
  }
  return 0;
}

/**
 * A real PNG of 20000×20000 one-bit pixels, all black: about 50 MB of pixels that compress to a
 * few dozen kilobytes (a decompression bomb).
 */
export function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
