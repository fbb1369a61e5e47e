import { expect, test, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import superjson from "superjson";
import { z } from "zod";
import { field, germanParticipant, signIn } from "./core-helpers";
import { checkScreen, expectFullyOpen, expectNoAxeViolations } from "./fixtures";
import { layoutProblems, settle, showSlide } from "./wall-helpers";

// README "Languages": the public screens in German (the e2e server offers en,de): the global
// dashboard, the arts area and its gallery, the challenge rows, the big-screen wall. The English
// journeys are e2e/arts.spec.ts, e2e/home.spec.ts, e2e/wall-screens.spec.ts and
// e2e/wall-impact.spec.ts; the moderation screens are not this spec's.

const GERMAN = { "Accept-Language": "de" };

/** The first HTML of `path` for a German browser: German, and none of the English words. */
async function firstHtml(page: Page, path: string, german: string[], english: string[]) {
  const html = await (await page.request.get(path, { headers: GERMAN })).text();
  expect(html, path).toMatch(/<html[^>]* lang="de"/);
  for (const words of german) expect(html, `${path}: ${words}`).toContain(words);
  for (const words of english) expect(html, `${path}: ${words}`).not.toContain(words);
}

/** A small picture, as a phone would take it. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#8e44ad" } })
    .jpeg()
    .toBuffer();
}

const listShape = z.object({
  result: z.object({
    data: z.object({ json: z.array(z.object({ id: z.string(), state: z.string() })) }),
  }),
});

/** Withdraws every current or scheduled announcement, so no other spec sees ours. */
async function withdrawAll(admin: Page) {
  const answer = await admin.request.get("/api/trpc/announcements.list");
  expect(answer.status()).toBe(200);
  const rows = listShape.parse(await answer.json()).result.data.json;
  for (const row of rows.filter((item) => item.state === "current" || item.state === "scheduled")) {
    const done = await admin.request.post("/api/trpc/announcements.withdraw", {
      data: superjson.serialize({ id: row.id }),
    });
    expect(done.status(), await done.text()).toBe(200);
  }
}

/** The wall fills its screen: nothing scrolls, nothing is cut, its QR code is whole. */
async function expectWallFits(page: Page) {
  const scroll = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }));
  expect(scroll.height, "the page scrolls vertically").toBeLessThanOrEqual(scroll.innerHeight);
  expect(scroll.width, "the page scrolls sideways").toBeLessThanOrEqual(scroll.innerWidth);
  expect(await layoutProblems(page)).toEqual([]);
  await expect(
    page.getByRole("img", { name: /^QR-Code, um unter .* eine Dankesnotiz zu schreiben$/ }),
  ).toBeInViewport({ ratio: 1 });
}

async function wallShot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

test.describe("the public screens in German", () => {
  test.use({ locale: "de-DE" });

  test("a German visitor gets the dashboard, the arts page, the wall and the challenge rows in German in the first HTML", async ({
    page,
  }) => {
    await firstHtml(
      page,
      "/global-dashboard",
      [
        "Festival-Dashboard",
        "Verdiente Punkte",
        "Nach Bereich",
        "Bestenliste",
        "Sport und Fitness",
      ],
      ["Festival dashboard", "Points earned", "Per area", "Leaderboard"],
    );
    await firstHtml(
      page,
      "/challenge/arts",
      ["Teile eine Skizze", "Galerie", "Anmelden zum Einreichen"],
      ["Gallery", "Sign in to submit", "My submissions"],
    );
    await firstHtml(
      page,
      "/challenge/care/feed",
      ["Dankeswand", "Scanne und schreib deine eigene Notiz"],
      ["Gratitude wall", "Scan to write your own note", "Just in"],
    );
    await firstHtml(
      page,
      "/",
      ["Anmelden zum Mitmachen", "Details"],
      ["Sign in to join", "taking part", "Open until"],
    );
  });

  test("a German visitor reads the dashboard, its chart, and the arts gallery", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto("/global-dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^Festival-Dashboard · /);
    await expect(page.getByRole("heading", { level: 1, name: "Festival-Dashboard" })).toBeVisible();
    await expect(
      page.getByText(/^Was das ganze Festival zusammen geschafft hat\. Stand: /),
    ).toBeVisible();
    const activity = page.getByRole("region", { name: "Aktivität im Verlauf" });
    await expect(activity.getByText(/^Aktionen pro (Stunde|Tag) und Bereich\.$/)).toBeVisible();
    // The chart labels its hours or days and its areas in German.
    const chart = activity.getByRole("img", {
      name: /^Aktionen pro (Stunde|Tag) und Bereich als Diagramm/,
    });
    await chart.scrollIntoViewIfNeeded();
    // "28. Nov., 14:00" (German), never "28 Nov, 14:00" (English).
    await expect(
      chart.getByText(/^\d{1,2}\.\s?[A-ZÄÖÜ][a-zä]+\.?(,\s?\d\d:00)?$/).first(),
    ).toBeVisible();
    await expect(chart.getByText(/^\d{1,2} [A-Z][a-z]+,? /)).toHaveCount(0);
    const legend = activity.getByRole("list");
    await expect(legend).toContainText("Sport und Fitness");
    await expect(legend).toContainText("Dankbarkeit und Fürsorge");
    await activity.getByText("Aktivität als Tabelle").click();
    const table = activity.getByRole("region", { name: "Aktivität nach Bereich als Tabelle" });
    await expect(table.getByRole("columnheader", { name: /^(Stunde|Tag)$/ })).toBeVisible();
    const leaderboard = page.getByRole("table", { name: "Bestenliste" });
    await expect(leaderboard.getByRole("columnheader", { name: "Punkte" })).toBeVisible();
    // Numbers as German writes them: a figure of four digits or more has its dots.
    for (const figure of await leaderboard.locator("tbody td:last-child").allTextContents())
      expect(figure).toMatch(/^-?\d{1,3}(\.\d{3})*$/);
    await checkScreen(page, testInfo, "dashboard-de");

    await page.goto("/challenge/arts");
    await expect(page.getByRole("heading", { level: 1, name: "Kunst" })).toBeVisible();
    await expect(page).toHaveTitle(/^Kunst · /);
    await expect(
      page.getByRole("link", { name: "Anmelden zum Einreichen bei Festival-Skizze" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Galerie" })).toBeVisible();
    await checkScreen(page, testInfo, "arts-de");
    // An image's lightbox (the newest item can be a poem when other tests approved one).
    await page
      .getByRole("button", { name: /^.+ von .+: öffnen$/ })
      .filter({ has: page.locator("img") })
      .first()
      .click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox.getByText(/^In der Galerie seit \d{1,2}\. /)).toBeVisible();
    await expect(lightbox.getByRole("img", { name: / von / })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`arts-lightbox-de-${testInfo.project.name}.png`),
    });
  });

  test("a German participant submits an artwork, sees it pending, and joins a challenge from its row", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    await germanParticipant(page, browser, testInfo.project.name, "Kiki Kunst");

    await page.goto("/challenge/arts");
    await expect(page.getByRole("heading", { level: 1, name: "Kunst" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Meine Einreichungen" }),
    ).toBeVisible();
    await expect(page.getByText("Du hast noch nichts eingereicht.")).toBeVisible();
    await page.getByRole("button", { name: "Werk einreichen bei Festival-Skizze" }).click();
    const form = page.getByRole("form", { name: "Einreichen bei Festival-Skizze" });
    await expectFullyOpen(form);

    // The checks, in German next to their fields.
    await form.getByRole("button", { name: "Einreichen" }).click();
    const description = field(form, "Beschreibung");
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Schreib etwas oder füge ein Bild hinzu.")).toBeVisible();
    const notes = page.waitForEvent("filechooser");
    await form.getByRole("button", { name: "Bild auswählen" }).click();
    await (
      await notes
    ).setFiles({ name: "notizen.txt", mimeType: "text/plain", buffer: Buffer.from("Hallo") });
    await expect(
      form
        .getByRole("alert")
        .filter({ hasText: "Wähle ein Bild im Format JPEG, PNG, WebP, GIF oder AVIF." }),
    ).toBeVisible();

    const text = `Die Hauptbühne in der Abenddämmerung (${testInfo.project.name}-${Date.now()})`;
    await description.fill(text);
    await expect(form.getByText(`${text.length} / 2000 Zeichen`)).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await form.getByRole("button", { name: "Bild auswählen" }).click();
    await (
      await chooser
    ).setFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(form.getByRole("img", { name: "Vorschau von IMG_2041.jpg" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Bild entfernen" })).toBeVisible();
    await checkScreen(page, testInfo, "arts-submit-de");
    await form.getByRole("button", { name: "Einreichen" }).click();
    await expect(
      page.getByText("Danke! Deine Einreichung bei „Festival-Skizze“ wartet auf die Moderation."),
    ).toBeVisible();

    // Pending, in "my submissions" and in the challenge.
    const mine = page.getByRole("listitem").filter({ hasText: text });
    await expect(mine.getByText("In Prüfung")).toBeVisible();
    await expect(mine.getByText(/^Eingereicht am \d{1,2}\. .+ \d{4}, \d\d:\d\d$/)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Festival-Skizze" }).getByText("Deine Einreichung:"),
    ).toBeVisible();
    await checkScreen(page, testInfo, "arts-pending-de");

    // Joining a challenge from its row on the home page.
    await page.goto("/");
    const join = page.getByRole("button", { name: "Mitmachen bei Gedicht des Tages" });
    await expect(join).toBeVisible();
    await join.click();
    await expect(page.getByText("Du machst jetzt bei „Gedicht des Tages“ mit.")).toBeVisible();
    await expect(join).toBeHidden();
    const poem = page
      .getByRole("region", { name: "Kunst" })
      .getByRole("article", { name: "Gedicht des Tages" });
    await expect(poem.getByText("Dabei", { exact: true })).toBeVisible();
    await expect(poem.getByText("Noch nicht freigegeben · 0 Punkte")).toBeVisible();
    await expect(poem.getByRole("button", { name: "Details zu Gedicht des Tages" })).toBeVisible();
    await checkScreen(page, testInfo, "home-joined-de");

    // My challenges: the same rows, and my progress.
    await page.goto("/participation");
    await expect(page.getByRole("region", { name: "Mein Fortschritt" })).toBeVisible();
    await expect(page.getByText("0 von 2 mitgemacht")).toBeVisible();
    await checkScreen(page, testInfo, "participation-de");
  });

  test("the wall in German fills its screen, with an interlude and an announcement", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const desktop = testInfo.project.name === "desktop";
    if (desktop) await page.setViewportSize({ width: 1920, height: 1080 });
    const admin = await (await browser.newContext({ locale: "en-GB" })).newPage();
    await signIn(admin, "admin@festival.test");
    await withdrawAll(admin);
    const message = `Chorprobe um 18 Uhr im großen Zelt (${testInfo.project.name}-${Date.now()})`;
    try {
      const published = await admin.request.post("/api/trpc/announcements.publish", {
        data: superjson.serialize({
          message,
          link: null,
          level: "URGENT",
          startsAt: null,
          endsAt: null,
        }),
      });
      expect(published.status(), await published.text()).toBe(200);

      await page.clock.install();
      await page.goto("/challenge/care/feed");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page).toHaveTitle(/^Live-Wand · /);
      await expect(page.getByRole("heading", { level: 1, name: "Dankeswand" })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(/^● Live · \d+ Beiträge?$/);
      const featured = page.getByRole("region", { name: "Beitrag im Fokus" });
      await expect(featured).toBeVisible();
      await expect(page.getByRole("region", { name: "Gerade eingetroffen" })).toBeVisible();
      const ticker = page.getByRole("region", { name: "Durchsagen" });
      await expect(ticker).toContainText("Dringend");
      await expect(ticker).toContainText(message);
      await settle(page);
      await expectNoAxeViolations(page);
      await expectWallFits(page);
      await wallShot(page, testInfo, "wall-de");

      // An interlude: the festival's figures, in German.
      const figures = page.getByRole("region", { name: "Gemeinsam bisher" });
      await showSlide(page, figures, { step: 1_000 });
      await expectNoAxeViolations(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      await expect(
        figures.getByText("Was alle auf dem Festival geschafft haben, live"),
      ).toBeVisible();
      await expect(
        figures.getByRole("listitem").filter({ hasText: /Flaschen? aufgefüllt$/ }),
      ).toHaveText(/^\d{1,3}(\.\d{3})* Flaschen? aufgefüllt$/);
      await expect(
        figures.getByRole("listitem").filter({ hasText: "CO2e vermieden" }),
      ).toBeVisible();
      await expectWallFits(page);
      await wallShot(page, testInfo, "wall-impact-de");
    } finally {
      await withdrawAll(admin);
      await admin.context().close();
    }
  });
});
