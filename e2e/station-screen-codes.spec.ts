import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  EXPIRED_SCREEN_CODE_MESSAGE,
  PRINTED_CODE_REFUSED_MESSAGE,
  SCREEN_CODE_WINDOW_MS,
  parseScreenCode,
  screenCode,
  screenSecret,
} from "../src/server/domain/screen-codes";
import { signIn } from "./core-helpers";
import { checkScreen, expectNoAxeViolations } from "./fixtures";
import { createStation, decodeQr, HUNT, pathOf, unique } from "./stations-helpers";

/**
 * Screen-mode station codes (README "Screen-mode station codes") through the production server.
 *
 * The clock: the server's time is not something a test may move (no test-only switch exists in
 * the production build, on purpose). What a test controls instead is the code's time: the code
 * names its 30-second window and is an HMAC under the station's screen secret, which derives from
 * the server's SESSION_SECRET (the demo's `data/demo-session-secret`, which the test reads as the
 * server does) and the station's token (shown to admins in /admin/qr). The test first checks that
 * it computes exactly the code the display shows; the code of the window two minutes earlier is
 * then, byte for byte, what a photo of the screen taken two minutes ago holds, and scanning it now
 * is the server judging "the same code two minutes later".
 */

function serverKey(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join("data", "demo-session-secret");
  expect(existsSync(file), "the demo server's secret (scripts/demo.mts)").toBe(true);
  return readFileSync(file, "utf8").trim();
}

/** The code the display's QR shows now, decoded from a screenshot of it. */
async function shownCode(page: Page, label: string): Promise<string> {
  const qr = page.getByRole("img", { name: `QR code of ${label}` });
  await expect(qr).toBeVisible();
  const url = await decodeQr(await qr.screenshot());
  expect(url).toContain(`${HUNT}?qr=`);
  return new URL(url ?? "").searchParams.get("qr") ?? "";
}

test("a station in screen mode credits the code its display shows, and refuses it two minutes later", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const label = `Screen ${unique(testInfo.project.name)}`;
  const printedUrl = await createStation(page, label);
  const token = new URL(printedUrl).searchParams.get("qr") ?? "";

  // The admin switches the station to screen mode and opens its display.
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/qr");
  await page.getByRole("button", { name: `More for ${label}` }).click();
  await page.getByRole("menuitem", { name: "Show the code on a screen" }).click();
  await expect(page.getByText(`“${label}” shows its code on a screen now`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: label });
  await expect(row).toContainText("Code on a screen");
  // Its printed code's dialog says the printed code is refused now.
  await page.getByRole("button", { name: `QR code of ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: `QR code: ${label}` });
  await expect(dialog).toContainText("this printed code is refused");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.mouse.move(0, 0);
  await page.getByRole("button", { name: `More for ${label}` }).click();
  await page.getByRole("menuitem", { name: "Open display" }).click();
  await expect(page).toHaveURL(/\/admin\/qr\/c[a-z0-9]+\/display$/);
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  await expect(page.getByText(/^New code in \d+ s$/)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${label}: station code · `));
  // Kiosk: no navigation chrome; the code, its name and the countdown fit the screen.
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByText(`“${label}” shows its code on a screen now`)).toBeHidden({
    timeout: 10_000,
  });
  for (const part of [
    page.getByRole("img", { name: `QR code of ${label}` }),
    page.getByText(/^New code in \d+ s$/),
  ])
    await expect(part).toBeInViewport({ ratio: 1 });
  await checkScreen(page, testInfo, "station-display");
  await page.screenshot({
    path: testInfo.outputPath(`station-display-screen-${testInfo.project.name}.png`),
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });

  const shown = await shownCode(page, label);
  const parsed = parseScreenCode(shown);
  expect(parsed).not.toBeNull();
  const stationId = parsed?.stationId ?? "";
  const window = parsed?.window ?? 0;
  expect(page.url()).toContain(`/admin/qr/${stationId}/display`);
  // The test computes what the server computes: the shown code, from the secret and the window.
  const secret = screenSecret(serverKey(), token);
  expect(screenCode(secret, stationId, window)).toBe(shown);

  // A participant: the printed token is refused, the shown code credits.
  const phone = await browser.newContext({ serviceWorkers: "block" });
  const participant = await phone.newPage();
  await signIn(participant, "participant@festival.test");
  await participant.goto(pathOf(printedUrl));
  await expect(
    participant.getByRole("alert").filter({ hasText: PRINTED_CODE_REFUSED_MESSAGE }),
  ).toBeVisible();

  await participant.goto(`${HUNT}?qr=${shown}`);
  await expect(
    participant
      .getByRole("status")
      .filter({ hasText: `+10 points: ${label}` })
      .first(),
  ).toBeVisible();
  await expect(participant.getByRole("listitem", { name: label })).toContainText("Scanned on");

  // The same code two minutes later (the window four back of now): expired, said in the
  // station page's alert, and nothing else credited.
  const twoMinutes = (2 * 60_000) / SCREEN_CODE_WINDOW_MS;
  const photo = screenCode(secret, stationId, window - twoMinutes);
  const other = await browser.newContext({ serviceWorkers: "block" });
  const late = await other.newPage();
  await signIn(late, "moderator@festival.test");
  await late.goto(`${HUNT}?qr=${photo}`);
  const expired = late.getByRole("alert").filter({ hasText: EXPIRED_SCREEN_CODE_MESSAGE });
  await expect(expired).toBeVisible();
  await expect(late.getByRole("listitem", { name: label })).not.toContainText("Scanned on");
  await checkScreen(late, testInfo, "station-code-expired");

  // The display moves on to the next code when its countdown ends.
  await expect
    .poll(async () => shownCode(page, label), { timeout: SCREEN_CODE_WINDOW_MS + 10_000 })
    .not.toBe(shown);

  await phone.close();
  await other.close();
});
