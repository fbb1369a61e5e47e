import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Download, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { pdfTextLines } from "../src/test/pdf-text";
import { field, MAIL_DIR, signIn } from "./core-helpers";
import { recordByCode, WATER_POINT } from "./desk-helpers";
import { checkScreen } from "./fixtures";
import { firstLink, waitForMail } from "./mail-server";
import { openStationLink } from "./stations-helpers";

// README "Languages": the e2e server offers English and German (playwright.config.ts). The
// certificate (its section, the PDF, its check) and the sustainability dashboards, driven in a
// German browser; the refill desk is worked by staff in English (its German: languages-stations).
test.use({ locale: "de-DE" });

const ADMIN = "admin@festival.test";
const PASSWORD = "a long password 123";
const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const GERMAN_DATE =
  /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/;

function unique(project: string): string {
  return `${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The server's own HTML in German, before any script runs: `<html lang="de">`, these words. */
async function firstHtml(page: Page, path: string, german: string[], english: string[]) {
  const response = await page.request.get(path, { headers: { "Accept-Language": "de" } });
  const html = await response.text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  for (const words of german) expect(html).toContain(words);
  for (const words of english) expect(html).not.toContain(words);
  return response;
}

/** Signs in on the German sign-in page. */
async function signInGerman(page: Page, email: string, password = "festival-demo-1") {
  await page.request.delete("/api/_auth/session");
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await signedInAs(page, email);
}

/**
 * Waits until the browser's session is `email`'s: the page a sign-in goes on to is not this
 * spec's, and on a busy machine it may take long to render.
 */
async function signedInAs(page: Page, email: string) {
  await expect
    .poll(
      async () => {
        const session: { user?: { email?: string } } | null = await (
          await page.request.get("/api/_auth/session")
        ).json();
        return session?.user?.email;
      },
      { timeout: 30_000 },
    )
    .toBe(email);
}

/** A downloaded file's text, without the byte-order mark spreadsheets need. */
async function downloadedText(download: Download): Promise<string> {
  return (await readFile((await download.path()) ?? "", "utf8")).replace(/^\uFEFF/, "");
}

/** Staff in English: 3 bottles for the code; answers the active stations' links. */
async function staffRecordsThreeBottles(browser: Browser, code: string, name: string) {
  const context = await browser.newContext({ locale: "en-GB" });
  const staff = await context.newPage();
  await signIn(staff, ADMIN);
  await staff.goto("/admin/sustainability-water-bottle-collections");
  await recordByCode(staff, code, name, 3);
  await expect(staff.getByText(`Recorded 3 bottles for ${name} at ${WATER_POINT}.`)).toBeVisible();
  const listed = await staff.request.get("/api/trpc/sustainability.station.admin.list");
  const body: { result: { data: { json: { url: string; active: boolean }[] } } } =
    await listed.json();
  await context.close();
  return body.result.data.json.filter((station) => station.active).map((s) => s.url);
}

test("a German participant earns the certificate, downloads it in German and its check agrees", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Jörg Weiß ${unique(testInfo.project.name)}`;
  const email = `cert-de-${unique(testInfo.project.name)}@festival.test`;

  // Registering through the German form; the mail's link signs in.
  await page.goto("/auth/register");
  await field(page, "Name").fill(name);
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(PASSWORD);
  await field(page, "Passwort bestätigen").fill(PASSWORD);
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `Wir haben einen Link an ${email} geschickt.`,
  );
  // The mail's link, in German, signs in.
  const mail = await waitForMail(MAIL_DIR, email);
  expect(mail.subject).toMatch(/^Bestätige deine E-Mail-Adresse/);
  await page.goto(firstLink(mail));
  await page.getByRole("button", { name: "Anmeldung abschließen" }).click();
  await signedInAs(page, email);

  // The way to the certificate, in German, before anything is done.
  await page.goto("/challenge/sustainability");
  const section = page.getByRole("region", { name: "Nachhaltigkeits-Zertifikat" });
  await expect(section).toContainText(
    "Mit diesen Stationen und 3 aufgefüllten Flaschen stellt dir das Festival-Team dein Zertifikat aus.",
  );
  await expect(section).toContainText("Gescannte Stationen: 0 von 5");
  await expect(
    section.getByRole("progressbar", { name: "Aufgefüllte Flaschen: 0 von 3" }),
  ).toBeAttached();
  const refill = page.getByRole("region", { name: "Nachfüll-Challenge" });
  await refill.getByRole("button", { name: "Meinen Flaschencode holen" }).click();
  const code = (await refill.getByText(CODE).first().textContent()) ?? "";
  expect(code).toMatch(CODE);

  // Three bottles at the desk and five stations scanned (their codes' links, as a camera does).
  const urls = await staffRecordsThreeBottles(browser, code, name);
  expect(urls.length).toBeGreaterThanOrEqual(5);
  for (const url of urls.slice(0, 5)) await openStationLink(page, url);
  await page.goto("/challenge/sustainability");
  await expect(section).toContainText("Gescannte Stationen: 5 von 5 (geschafft)");
  await expect(section).toContainText("Aufgefüllte Flaschen: 3 von 3 (geschafft)");
  await expect(section).toContainText(
    "Du erfüllst die Bedingungen: Dein Zertifikat wird bald ausgestellt.",
  );
  await checkScreen(page, testInfo, "certificates-eligible-de");

  // The admin's desk, in German: the rule, the statuses, issuing, the CSV's German header.
  const adminContext = await browser.newContext({ locale: "de-DE" });
  const admin = await adminContext.newPage();
  await signInGerman(admin, ADMIN);
  await firstHtml(
    admin,
    "/admin/sustainability-certificate-users",
    ["Nachhaltigkeits-Zertifikate"],
    ["Sustainability certificates"],
  );
  await admin.goto("/admin/sustainability-certificate-users");
  await expect(
    admin.getByRole("heading", { level: 1, name: "Nachhaltigkeits-Zertifikate" }),
  ).toBeVisible();
  await expect(admin).toHaveTitle(/^Nachhaltigkeits-Zertifikate · /);
  await expect(
    admin.getByText("Berechtigt: mindestens 5 gescannte Stationen und 3 aufgefüllte Flaschen."),
  ).toBeVisible();
  await admin.getByRole("textbox", { name: "Suche", exact: true }).fill(name);
  await expect(admin.getByRole("checkbox", { name: `${name} auswählen` })).toBeVisible();
  await admin.getByRole("button", { name: `${name} ein Zertifikat ausstellen` }).click();
  await expect(admin.getByText("1 Zertifikat wurde ausgestellt.")).toBeVisible();
  await admin.getByRole("radio", { name: "Ausgestellt" }).dispatchEvent("click");
  await expect(
    admin.getByRole("button", { name: `Zertifikat von ${name} widerrufen` }),
  ).toBeVisible();
  const [csv] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("button", { name: "CSV exportieren" }).click(),
  ]);
  const rows = (await downloadedText(csv)).split("\r\n");
  expect(rows[0]).toBe(
    "Name,E-Mail,Stationen,Flaschen,Status,Seriennummer,Ausgestellt am,Widerrufen am,Widerrufsgrund",
  );
  expect(rows[1]).toContain(`${name},${email},5,3,issued,SC-`);
  await checkScreen(admin, testInfo, "certificates-desk-de");

  // My certificate, and its PDF: every word German, the date as German writes it.
  await page.goto("/challenge/sustainability");
  await expect(section).toContainText(/Ausgestellt am .+, Seriennummer SC-\d{4}-/);
  await checkScreen(page, testInfo, "certificates-mine-de");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Zertifikat herunterladen (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sustainability-certificate-SC-\d{4}-.+\.pdf$/);
  const bytes = await readFile((await download.path()) ?? "");
  const lines = await pdfTextLines(bytes);
  expect(lines.slice(1, 4)).toEqual([
    "Nachhaltigkeits-Zertifikat",
    "Hiermit wird bestätigt, dass",
    name,
  ]);
  expect(lines).toContain("5 Stationen gescannt · 3 Flaschen aufgefüllt");
  expect(lines).toContainEqual(
    expect.stringMatching(/^3 Einwegflaschen und \d+ g CO2e vermieden$/),
  );
  const issued = lines.find((line) => line.startsWith("Ausgestellt am ")) ?? "";
  expect(issued).toMatch(new RegExp(`^Ausgestellt am ${GERMAN_DATE.source}$`));
  const serial = (lines.find((line) => line.startsWith("Seriennummer ")) ?? "").slice(
    "Seriennummer ".length,
  );
  expect(serial).toMatch(/^SC-\d{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{6}$/);
  const verify = lines.find((line) => line.startsWith("Prüfen unter ")) ?? "";
  expect(verify).toMatch(new RegExp(`/certificates/verify/${serial}$`));
  for (const line of lines)
    expect(line).not.toMatch(/Sustainability|This certifies|Issued|Serial|Check it|avoided/);
  expect((await PDFDocument.load(bytes)).getSubject()).toBe(
    `Nachhaltigkeits-Zertifikat von ${name}`,
  );

  // The check the PDF links to, for anyone, in German: the same name and date.
  const path = `/certificates/verify/${serial}`;
  await firstHtml(
    page,
    path,
    ["Zertifikat prüfen", "Echt", "Dieses Nachhaltigkeits-Zertifikat wurde am"],
    ["Certificate check", "Genuine", "was issued to"],
  );
  await page.request.delete("/api/_auth/session");
  expect((await page.goto(path))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Zertifikat prüfen" })).toBeVisible();
  await expect(page).toHaveTitle(/^Zertifikat prüfen · /);
  await expect(page.getByText("Echt", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      `Dieses Nachhaltigkeits-Zertifikat wurde am ${issued.slice("Ausgestellt am ".length)} an ${name} ausgestellt.`,
    ),
  ).toBeVisible();
  await checkScreen(page, testInfo, "certificates-verify-de");

  // Revoked at the desk: the check says so, in German.
  await admin.getByRole("button", { name: `Zertifikat von ${name} widerrufen` }).click();
  const dialog = admin.getByRole("dialog", { name: "Dieses Zertifikat widerrufen?" });
  await dialog.getByRole("textbox").fill("Versehentlich ausgestellt");
  await dialog.getByRole("button", { name: "Zertifikat widerrufen" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`Zertifikat ${serial} wurde widerrufen.`)).toBeVisible();
  await adminContext.close();
  await page.goto(path);
  await expect(page.getByText("Widerrufen", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Es wurde am .+ widerrufen und ist nicht mehr gültig\.$/),
  ).toBeVisible();

  // A serial no certificate has.
  const unknown = await firstHtml(
    page,
    "/certificates/verify/SC-2026-ZZZZ-ZZZZZZ",
    ["Nicht gefunden", "Kein Zertifikat hat diese Seriennummer."],
    ["Not found", "No certificate has this serial"],
  );
  expect(unknown.status()).toBe(404);
});

test("the sustainability dashboards speak German, with German numbers and CSV headers", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await firstHtml(
    page,
    "/sustainability-dashboard",
    ["Nachhaltigkeit: unsere Wirkung", "Aufgefüllte Flaschen", "Vermiedenes CO2e", "Wasserstellen"],
    ["Sustainability impact", "Bottles refilled", "CO2e avoided", "Water points"],
  );
  await page.goto("/sustainability-dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByRole("heading", { level: 1, name: "Nachhaltigkeit: unsere Wirkung" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Nachhaltigkeit: unsere Wirkung · /);
  await expect(
    page.getByText(/^Was das Festival gemeinsam eingespart hat\. Stand: \d\d:\d\d:\d\d Uhr\.$/),
  ).toBeVisible();
  // CO2e as German writes it: a decimal comma, a dot between thousands.
  const co2e = page
    .getByText("Vermiedenes CO2e", { exact: true })
    .first()
    .locator("xpath=following-sibling::*[1]");
  await expect(co2e).toHaveText(/^\d{1,3}(\.\d{3})*(,\d{1,2})? (g|kg|t)$/);
  await expect(page.getByText(/^\d+ g pro Flasche$/)).toBeVisible();
  await expect(page.getByRole("table", { name: "Wasserstellen" })).toBeVisible();
  await checkScreen(page, testInfo, "impact-public-de");

  await signInGerman(page, ADMIN);
  await firstHtml(
    page,
    "/admin/sustainability-dashboard",
    ["Nachhaltigkeit in Zahlen"],
    ["Sustainability figures"],
  );
  await page.goto("/admin/sustainability-dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Nachhaltigkeit in Zahlen" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Nachhaltigkeit in Zahlen · /);
  await expect(page.getByRole("heading", { name: "Stationen", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: WATER_POINT })).toBeVisible();
  await expect(page.getByText("Scannende Personen", { exact: true })).toBeVisible();
  const files = [
    ["CSV der Stationen", /^stations-.*\.csv$/, "Station,Aktiv,Scans,Letzter Scan"],
    [
      "CSV der Wasserstellen",
      /^water-points-.*\.csv$/,
      "Wasserstelle,Aktiv,Nachfüllungen,Flaschen,Letzte Nachfüllung",
    ],
    ["CSV pro Stunde", /^sustainability-per-hour-.*\.csv$/, "Stunde,Scans,Flaschen"],
  ] as const;
  for (const [button, filename, header] of files) {
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: button }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(filename);
    expect((await downloadedText(csv)).split("\r\n")[0]).toBe(header);
  }
  await checkScreen(page, testInfo, "impact-admin-de");
});
