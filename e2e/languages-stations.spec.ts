import { expect, test, type Page } from "@playwright/test";
import { confirmRegistration, field, signIn } from "./core-helpers";
import { recordByCode, WATER_POINT } from "./desk-helpers";
import { checkScreen } from "./fixtures";
import { createStation, HUNT, pathOf, unique } from "./stations-helpers";

// README "Languages": the e2e server offers English and German (playwright.config.ts). The
// station scan, driven in German: a visitor's phone asks for German.
test.use({ locale: "de-DE" });

const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** At the refill desk (staff, in English): the person's bottle code, two bottles at the main stage. */
async function recordTwoBottles(staff: Page, code: string, name: string) {
  await signIn(staff, "admin@festival.test");
  await staff.goto("/admin/sustainability-water-bottle-collections");
  await recordByCode(staff, code, name, 2);
  await expect(staff.getByText(`Recorded 2 bottles for ${name} at ${WATER_POINT}.`)).toBeVisible();
}

test("a visitor in German opens a station link, registers, finds it credited, and sees the refill log in German", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  // Staff work in English here (the German admin screens: languages-admin, -sustain-staff).
  const staffContext = await browser.newContext({ locale: "en-GB" });
  const staff = await staffContext.newPage();
  const label = `Kompost ${unique(testInfo.project.name)}`;
  const url = await createStation(staff, label);

  // The server's own HTML, before any script runs: German, with <html lang=de>.
  const html = await (await request.get(HUNT, { headers: { "Accept-Language": "de" } })).text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("Finde die Nachhaltigkeits-Stationen auf dem Festival");
  expect(html).not.toContain("Find the sustainability stations");

  // The visitor's scan: the station, its points, the two ways in.
  await page.goto(pathOf(url));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Stationsjagd" })).toBeVisible();
  await expect(page).toHaveTitle(/^Stationsjagd · /);
  const found = page.getByRole("region", { name: label });
  await expect(found).toContainText("Du hast eine Station der Nachhaltigkeits-Jagd gefunden.");
  await expect(found).toContainText(
    "Melde dich an oder erstelle ein Konto, um 10 Punkte zu sammeln.",
  );
  await expect(page.getByRole("link", { name: "Melde dich an" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stationscode scannen" })).toBeVisible();
  await checkScreen(page, testInfo, "stations-visitor-de");

  // Registering in German; the station kept since the scan is credited after the mail's link.
  await found.getByRole("link", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  const email = `stations-de-${unique(testInfo.project.name)}@festival.test`;
  const name = `Kim ${unique(testInfo.project.name)}`;
  await field(page, "Name").fill(name);
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill("a long password 123");
  await field(page, "Passwort bestätigen").fill("a long password 123");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `Wir haben einen Link an ${email} geschickt.`,
  );
  await confirmRegistration(page, email);
  await expect(page).toHaveURL(new RegExp(`${HUNT}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `+10 Punkte: ${label}` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("listitem", { name: label })).toContainText("Gescannt am");
  await expect(page.getByText("1 von 8 Stationen gescannt", { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Meine Stationsjagd" })).toBeVisible();
  await checkScreen(page, testInfo, "stations-credited-de");

  // The same code again says when; a malformed one is refused, in German.
  await page.goto(pathOf(url));
  await expect(
    page.getByRole("status").filter({ hasText: "Du hast diese Station am" }),
  ).toContainText(/Du hast diese Station am \d{1,2}\. \S+ \d{4}, \d{2}:\d{2} gescannt\./);
  await page.goto(`${HUNT}?qr=nope`);
  const refused = page.getByRole("main").getByRole("alert");
  await expect(refused).toContainText("Nichts gutgeschrieben");
  await expect(refused).toContainText("Dieser Stationscode ist ungültig.");
  await checkScreen(page, testInfo, "stations-refused-de");

  // The sustainability overview: the hunt, my bottle code and the refill log.
  await page.goto("/challenge/sustainability");
  await expect(page.getByRole("heading", { level: 1, name: "Nachhaltigkeit" })).toBeVisible();
  await expect(page).toHaveTitle(/^Nachhaltigkeit · /);
  const hunt = page.getByRole("region", { name: "Stationsjagd" });
  await expect(hunt).toContainText("1 von 8 Stationen gescannt");
  await expect(hunt.getByRole("link", { name: "Zur Stationsjagd" })).toBeVisible();
  const refill = page.getByRole("region", { name: "Nachfüll-Challenge" });
  await refill.getByRole("button", { name: "Meinen Flaschencode holen" }).click();
  await expect(refill.getByRole("status")).toContainText("Dein Flaschencode ist");
  const code = (await refill.getByText(CODE).first().textContent()) ?? "";
  expect(code).toMatch(CODE);
  await expect(refill.getByRole("img", { name: `QR-Code der Flasche ${code}` })).toBeVisible();
  await expect(refill).toContainText("Noch keine Nachfüllungen");

  await recordTwoBottles(staff, code, name);
  await staffContext.close();
  await page.reload();
  await expect(refill).toContainText("Aufgefüllte Flaschen: 2");
  await expect(refill.getByRole("listitem")).toHaveText(
    new RegExp(`^2 Flaschen an ${WATER_POINT}, \\d{1,2}\\. \\S+ \\d{4}, \\d{2}:\\d{2}$`),
  );
  await refill.getByRole("button", { name: "Code groß zeigen" }).click();
  await expect(refill.getByRole("button", { name: "Code kleiner" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await checkScreen(page, testInfo, "sustainability-de");
});

test("the in-app scanner speaks German when the phone offers it no camera", async ({ page }) => {
  // No camera permission and no camera in this browser: the scanner says what to do instead.
  await page.goto(HUNT);
  await page.getByRole("button", { name: "Stationscode scannen" }).click();
  const problem = page.getByRole("status").filter({ hasText: "Keine Kamera" });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("mit der Kamera-App deines Handys");
  await problem.getByRole("button", { name: "Scanner schließen" }).click();
  await expect(page.getByRole("button", { name: "Stationscode scannen" })).toBeVisible();
});
