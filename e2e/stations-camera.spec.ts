import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { signIn } from "./core-helpers";
import { createStation, HUNT, unique, writeQrVideo } from "./stations-helpers";

// Chromium's fake camera plays this file; the test writes the station's code into it before
// the scanner opens the camera.
const video = path.resolve("test-results", "stations-fake-camera.y4m");
mkdirSync(path.dirname(video), { recursive: true });
writeQrVideo(video, "not a station");

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
  permissions: ["camera"],
});

test("the in-app scanner reads a station's code from the camera and credits it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const label = `Bikes ${unique(testInfo.project.name)}`;
  const url = await createStation(page, label);
  writeQrVideo(video, url);
  await signIn(page, "participant@festival.test");
  await page.goto(HUNT);
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".wasm")) wasm.push(request.url());
  });
  await page.getByRole("button", { name: "Scan a station code" }).click();
  await expect(page.getByText(`+10 points: ${label}`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("listitem", { name: label })).toContainText("Scanned on");
  // The reader's WebAssembly came from the app itself, not a CDN.
  expect(wasm.length).toBeGreaterThan(0);
  for (const request of wasm) expect(new URL(request).origin).toBe(new URL(url).origin);
});
