import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import QRCode from "qrcode";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

const require = createRequire(import.meta.url);
let prepared = false;

/** Decodes the QR code in a PNG (a screenshot) with ZXing, in Node: the text it encodes. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  if (!prepared) {
    const wasm = readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer } });
    prepared = true;
  }
  const [found] = await readBarcodes(new Uint8Array(png), { formats: ["QRCode"] });
  return found?.text ?? null;
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A two-frame Y4M video of `text` as a QR code, for Chromium's fake camera
 * (--use-file-for-fake-video-capture): black modules on white, centred, 10 pixels per module.
 */
export function writeQrVideo(path: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const scale = 10;
  const side = (modules.size + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const offset = (top + (row + 4) * scale + y) * WIDTH + left + (col + 4) * scale;
        luma.fill(16, offset, offset + scale);
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
    ]),
  );
}
