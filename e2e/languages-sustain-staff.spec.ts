import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, field, registerParticipant } from "./core-helpers";
import { checkScreen } from "./fixtures";
import { HUNT, unique } from "./stations-helpers";

// README "Languages": the sustainability area's staff screens in German (the e2e server offers
// en,de). The English journeys are e2e/stations.spec.ts, e2e/station-screen-codes.spec.ts and
// e2e/desk.spec.ts. Station labels, names and water points are content, not messages.

test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });

const WATER_POINT = "Main stage fountain";
const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** Signs in through the German sign-in form. */
async function signInInGerman(page: Page, email: string) {
  await page.goto("/auth/login");
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 60_000 });
}

/**
 * The server's own HTML of `path` for a German browser: `<html lang="de">`, the page's title
 * and its other German words, and none of the English `leftovers`.
 */
async function expectGermanHtml(
  page: Page,
  path: string,
  { title, german, leftovers }: { title: string; german: string[]; leftovers: string[] },
) {
  const response = await page.request.get(path, { headers: { "Accept-Language": "de" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toMatch(new RegExp(`<title[^>]*>${title} · `));
  for (const words of german) expect(html).toContain(words);
  for (const words of leftovers) expect(html).not.toContain(words);
}

test("an admin in German creates a station, sees its code and card, and opens its screen display", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const label = `Kompost ${unique(testInfo.project.name)}`;
  await signInInGerman(page, "admin@festival.test");

  await expectGermanHtml(page, "/admin/qr", {
    title: "QR-Stationen",
    german: [">QR-Stationen</h1>"],
    leftovers: ["QR stations", "Station cards"],
  });
  await page.goto("/admin/qr");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^QR-Stationen · /);
  await expect(page.getByRole("heading", { level: 1, name: "QR-Stationen" })).toBeVisible();
  await expect(page.getByText("Die Stationen der Stationsjagd.")).toBeVisible();

  // The editor: its check in German, then the new station.
  await page.getByRole("button", { name: "Neue Station" }).click();
  const editor = page.getByRole("dialog", { name: "Neue Station" });
  await editor.getByRole("button", { name: "Station anlegen" }).click();
  await expect(editor.getByText("Mindestens 2 Zeichen.")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Abbrechen" })).toBeVisible();
  await checkScreen(page, testInfo, "stations-admin-editor-de");
  await field(editor, "Name der Station").fill(label);
  await field(editor, "Beschreibung").fill("Trenne deinen Müll: Papier, Plastik, Glas.");
  await editor.getByRole("button", { name: "Station anlegen" }).click();
  await expect(editor).toBeHidden();
  await expect(
    page.getByText(`„${label}“ wurde angelegt. Druck als Nächstes ihren Code aus.`),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: label });
  await expect(row.getByRole("button", { name: `Mehr für ${label}` })).toBeVisible();
  await checkScreen(page, testInfo, "stations-admin-de");

  // Its QR code: the preview, the downloads, the card.
  await page.getByRole("button", { name: `QR-Code von ${label}` }).click();
  const qr = page.getByRole("dialog", { name: `QR-Code: ${label}` });
  await expect(qr.getByRole("img", { name: `QR-Code von ${label}` })).toBeVisible();
  await expect(qr.getByRole("link", { name: "SVG herunterladen" })).toHaveAttribute(
    "href",
    /^blob:/,
  );
  await expect(qr.getByRole("link", { name: "PNG herunterladen" })).toBeVisible();
  await expect(qr.getByText(`${HUNT}?qr=`)).toBeVisible();
  await checkScreen(page, testInfo, "stations-qr-de");
  await qr.getByRole("link", { name: "Karte drucken" }).click();

  await expect(page).toHaveURL(/\/admin\/qr\/print\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Stationskarten" })).toBeVisible();
  await expect(page).toHaveTitle(/^Stationskarten · /);
  const card = page.getByRole("article", { name: `Karte von ${label}` });
  await expect(card.getByRole("heading", { name: label })).toBeVisible();
  await expect(card.getByText("Nachhaltigkeits-Station")).toBeVisible();
  await expect(card).toContainText("(10 Punkte, einmal pro Person)");
  await expect(page.getByRole("button", { name: "Drucken" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zu den QR-Stationen" })).toBeVisible();
  await expectGermanHtml(page, new URL(page.url()).pathname + new URL(page.url()).search, {
    title: "Stationskarten",
    german: ["Eine A6-Karte pro Station.", `Karte von ${label}`],
    leftovers: ["Station cards", "Sustainability station", "Scan this code"],
  });
  await checkScreen(page, testInfo, "stations-print-de");

  // Screen mode: the printed code is refused, the display shows the changing one.
  await page.getByRole("link", { name: "Zurück zu den QR-Stationen" }).click();
  await row.getByRole("button", { name: `Mehr für ${label}` }).click();
  await page.getByRole("menuitem", { name: "Code auf einem Bildschirm zeigen" }).click();
  await expect(
    page.getByText(`„${label}“ zeigt ihren Code jetzt auf einem Bildschirm`),
  ).toBeVisible();
  await expect(row).toContainText("Code auf Bildschirm");
  await page.getByRole("button", { name: `QR-Code von ${label}` }).click();
  await expect(qr).toContainText("Dieser gedruckte Code wird abgelehnt");
  await page.keyboard.press("Escape");
  await expect(qr).toBeHidden();
  await page.mouse.move(0, 0);
  await row.getByRole("button", { name: `Mehr für ${label}` }).click();
  await page.getByRole("menuitem", { name: "Anzeige öffnen" }).click();

  await expect(page).toHaveURL(/\/admin\/qr\/c[a-z0-9]+\/display$/);
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${label}: Stationscode · `));
  const countdown = page.getByText(/^Neuer Code in \d+ s$/);
  // The tablet's words, large and whole on the screen, in German too.
  for (const part of [
    page.getByText("Nachhaltigkeits-Station", { exact: true }),
    page.getByRole("img", { name: `QR-Code von ${label}` }),
    page.getByText("Scanne diesen Code mit der Kamera deines Handys."),
    countdown,
  ])
    await expect(part).toBeInViewport({ ratio: 1 });
  const size = await countdown.evaluate((element) =>
    parseFloat(getComputedStyle(element).fontSize),
  );
  expect(size).toBeGreaterThanOrEqual(16);
  await expectGermanHtml(page, new URL(page.url()).pathname, {
    title: `${label}: Stationscode`,
    german: ["Nachhaltigkeits-Station", "Neuer Code in"],
    leftovers: ["station code", "Sustainability station", "Scan this code", "New code in"],
  });
  await checkScreen(page, testInfo, "station-display-de");
});

test("a desk person in German registers a bottle, records a collection by its code and finds it in the log", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  // The participant registers in English (their German journey is the auth area's).
  const name = `Flasche ${unique(testInfo.project.name)}`;
  const english = await browser.newContext({ locale: "en-GB" });
  await registerParticipant(await english.newPage(), testInfo.project.name, name);
  await english.close();

  await signInInGerman(page, "admin@festival.test");
  await expectGermanHtml(page, "/admin/sustainability-water-bottle-users", {
    title: "Trinkflaschen",
    german: [">Trinkflaschen</h1>"],
    leftovers: ["Water bottles"],
  });
  await page.goto("/admin/sustainability-water-bottle-users");
  await expect(page.getByRole("heading", { level: 1, name: "Trinkflaschen" })).toBeVisible();
  await field(page, "Nach Name oder E-Mail suchen").fill(name);
  await page.getByRole("button", { name: `${name} auswählen` }).click();
  await page.getByRole("button", { name: "Flasche registrieren" }).click();
  const codeText = page
    .getByRole("alert")
    .filter({ hasText: `Flaschencode von ${name}` })
    .getByText(CODE);
  await expect(codeText).toBeVisible();
  const code = (await codeText.textContent()) ?? "";
  await field(page, "Flaschen-Nutzende suchen").fill(code);
  await expect(page.getByRole("cell", { name: code })).toBeVisible();
  await checkScreen(page, testInfo, "desk-bottle-users-de");

  await expectGermanHtml(page, "/admin/sustainability-water-bottle-collections", {
    title: "Nachfüllstand",
    german: [">Nachfüllstand</h1>"],
    leftovers: ["Refill desk"],
  });
  await page.goto("/admin/sustainability-water-bottle-collections");
  await expect(page.getByRole("heading", { level: 1, name: "Nachfüllstand" })).toBeVisible();
  await expect(page).toHaveTitle(/^Nachfüllstand · /);
  await checkScreen(page, testInfo, "desk-collections-empty-de");

  // By the code on the bottle, typed as a barcode scanner would.
  await field(page, "Flaschencode").fill(code.toLowerCase().replace("-", " "));
  await page.getByRole("button", { name: "Code suchen" }).click();
  const form = page.getByRole("form", { name: `Nachfüllung für ${name} erfassen` });
  await expect(form).toBeVisible();
  await expect(page.getByText(`Flasche ${code}`)).toBeVisible();
  await form
    .getByRole("combobox", { name: "Wasserstelle" })
    .or(form.getByRole("textbox", { name: "Wasserstelle" }))
    .click();
  await page.getByRole("option", { name: WATER_POINT }).click();
  await form.getByRole("button", { name: "2 Flaschen", exact: true }).click();
  await expect(form.getByRole("button", { name: "2 Flaschen", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await checkScreen(page, testInfo, "desk-record-de");
  await form.getByRole("button", { name: "Nachfüllung erfassen" }).click();
  await expect(page.getByText(`2 Flaschen für ${name} an ${WATER_POINT} erfasst.`)).toBeVisible();

  // The log, filtered by the person: the collection, the kept bottles, its delete button.
  await field(page, "Person").fill(code);
  await expect(page.getByText("1 Nachfüllung, 2 Flaschen gültig", { exact: true })).toBeVisible();
  const entry = page.getByRole("row").filter({ hasText: name });
  await expect(entry).toContainText(WATER_POINT);
  await expect(
    entry.getByRole("button", { name: new RegExp(`^2 Flaschen für ${name} am .+ löschen$`) }),
  ).toBeVisible();
  await checkScreen(page, testInfo, "desk-collections-de");

  // The export's header row is in the admin's language.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "CSV exportieren" }).click(),
  ]);
  const text = await readFile((await csv.path()) ?? "", "utf8");
  expect(text.split("\r\n")[0]).toContain("Erfasst am,Name,E-Mail,Flaschencode,Wasserstelle");
  expect(text).toContain(code);
});
