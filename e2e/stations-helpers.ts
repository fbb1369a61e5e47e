import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import QRCode from "qrcode";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { field, signIn } from "./core-helpers";

let prepared = false;

/** Decodes the QR code in a PNG (a screenshot) with ZXing, in Node: the text it encodes. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  if (!prepared) {
    const wasm = readFileSync(
      path.join(process.cwd(), "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"),
    );
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

export const HUNT = "/challenge/sustainability/challenge";

export function unique(project: string): string {
  return `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** Creates a station in /admin/qr (signed in as the demo admin) and returns its QR's URL. */
export async function createStation(page: Page, label: string): Promise<string> {
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/qr");
  await page.getByRole("button", { name: "New station" }).click();
  const dialog = page.getByRole("dialog", { name: "New station" });
  await field(dialog, "Station name").fill(label);
  await field(dialog, "Description").fill("Sort your waste: paper, plastic, glass.");
  await dialog.getByRole("button", { name: "Add station" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `QR code of ${label}` }).click();
  const qr = page.getByRole("dialog", { name: `QR code: ${label}` });
  await expect(qr.getByRole("img", { name: `QR code of ${label}` })).toBeVisible();
  const url = (await qr.getByText(`${HUNT}?qr=`).textContent()) ?? "";
  expect(url).toMatch(/\/challenge\/sustainability\/challenge\?qr=[A-Za-z0-9_-]{24}$/);
  await page.keyboard.press("Escape");
  await page.request.delete("/api/_auth/session");
  await page.context().clearCookies();
  return url;
}

export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Opens a station's link signed in, as a phone camera does, and waits for the page to say the
 * scan counted ("+10 points: …", in either language). The server claims the code before it
 * answers; waiting for the notice keeps each link's toast and board refresh out of the next one.
 */
export async function openStationLink(page: Page, url: string): Promise<void> {
  await page.goto(pathOf(url));
  await expect(page).not.toHaveURL(/qr=/);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /\+\d+ / })
      .first(),
  ).toBeVisible();
}
