import { expect, test, type Page } from "@playwright/test";
import { field, MAIL_DIR } from "./core-helpers";
import { checkScreen } from "./fixtures";
import { firstLink, waitForMail } from "./mail-server";

// README "Languages": the pages around the register journey (the sign-in link, the email
// confirmation) and the error views (403, a bad route parameter, 404, 500, a crash in the
// browser) and the home page in a German browser. The e2e server offers English and German
// (playwright.config.ts).

const PASSWORD = "a long password 123";
const UNKNOWN_TOKEN = "x".repeat(43);

test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });

const unique = (project: string) =>
  `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;

/** Registers through the German form; the confirmation mail's link is returned, not opened. */
async function registerInGerman(page: Page, email: string, name: string): Promise<string> {
  await page.goto("/auth/register");
  await field(page, "Name").fill(name);
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(PASSWORD);
  await field(page, "Passwort bestätigen").fill(PASSWORD);
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `Wir haben einen Link an ${email} geschickt.`,
  );
  return firstLink(await waitForMail(MAIL_DIR, email));
}

test("the sign-in link page in German: the tap, a link used meanwhile, a spent link, axe", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `pages-de-${unique(testInfo.project.name)}`;
  const link = await registerInGerman(page, email, "Lea Link");

  // The server's first HTML is German: no flash of English.
  const html = await (
    await request.get(link, { headers: { "Accept-Language": "de-DE,de;q=0.9" } })
  ).text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("Anmeldung abschließen");
  expect(html).not.toContain("Finish signing in");

  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^Mit deinem Link anmelden · /);
  await expect(
    page.getByRole("heading", { level: 1, name: "Mit deinem Link anmelden" }),
  ).toBeVisible();
  await expect(
    page.getByText("Tippe auf die Schaltfläche, um die Anmeldung auf diesem Gerät abzuschließen."),
  ).toBeVisible();
  await checkScreen(page, testInfo, "pages-de-sign-in-link");

  // The same link used in another tab first: this tab's tap is refused by key, in German.
  const other = await page.context().newPage();
  await other.goto(link);
  await other.getByRole("button", { name: "Anmeldung abschließen" }).click();
  await expect(other).not.toHaveURL(/\/authenticated/);
  await other.close();
  await page.getByRole("button", { name: "Anmeldung abschließen" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Dieser Anmeldelink wurde schon benutzt. Fordere einen neuen an.",
  );
  await expect(page.getByRole("link", { name: "Neuen Anmeldelink anfordern" })).toBeVisible();

  // Opened again, the page says at once that the link is spent; an unknown link likewise.
  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Dieser Anmeldelink wurde schon benutzt.",
  );
  await expect(page.getByRole("button", { name: "Anmeldung abschließen" })).toHaveCount(0);
  await page.goto(`/authenticated/${UNKNOWN_TOKEN}`);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Dieser Anmeldelink ist ungültig. Fordere einen neuen an.",
  );
  await checkScreen(page, testInfo, "pages-de-sign-in-link-refused");
});

test("the email confirmation page in German: the change, a spent link, an unknown link, axe", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `pages-de-${unique(testInfo.project.name)}`;
  const newEmail = `pages-de-new-${unique(testInfo.project.name)}`;
  await page.goto(await registerInGerman(page, email, "Mia Mail"));
  await page.getByRole("button", { name: "Anmeldung abschließen" }).click();
  await expect(page).not.toHaveURL(/\/authenticated/);

  // The change form, in German too.
  await page.goto("/account/personal");
  await page.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
  await field(page, "Neue E-Mail-Adresse").fill(newEmail);
  await field(page, "Aktuelles Passwort").fill(PASSWORD);
  await page.getByRole("button", { name: "Bestätigungslink senden" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(newEmail);
  const link = firstLink(await waitForMail(MAIL_DIR, newEmail));

  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^Neue E-Mail-Adresse bestätigen · /);
  await expect(
    page.getByRole("heading", { level: 1, name: "Neue E-Mail-Adresse bestätigen" }),
  ).toBeVisible();
  await checkScreen(page, testInfo, "pages-de-confirm-email");
  await page.getByRole("button", { name: "Neue E-Mail-Adresse bestätigen" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `Deine E-Mail-Adresse ist jetzt ${newEmail}. Andere Geräte wurden abgemeldet.`,
  );
  await expect(
    page.getByRole("link", { name: "Zurück zu deinen persönlichen Daten" }),
  ).toBeVisible();
  await checkScreen(page, testInfo, "pages-de-confirm-email-done");

  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Dieser Bestätigungslink wurde schon benutzt.",
  );
  await page.goto(`/auth/confirm-email/${UNKNOWN_TOKEN}`);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Dieser Bestätigungslink ist ungültig.",
  );
  await expect(page.getByRole("link", { name: "Änderung erneut anfordern" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Neue E-Mail-Adresse bestätigen" })).toHaveCount(0);
});

test("the error views in German: 404, a bad parameter, 500 and a crash, with axe", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A URL no page answers: the error page is rendered per request, in the request's language.
  const raw = await request.get("/keine-solche-seite", {
    headers: { "Accept-Language": "de-DE,de;q=0.9" },
  });
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("Seite nicht gefunden: /keine-solche-seite");
  expect(html).not.toContain("Page not found");

  const missing = await page.goto("/keine-solche-seite");
  expect(missing?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^Seite nicht gefunden · /);
  await expect(
    page.getByRole("heading", { level: 1, name: "Seite nicht gefunden: /keine-solche-seite" }),
  ).toBeVisible();
  await expect(page.getByLabel("Status 404")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toBeVisible();
  await expect(page.getByText("Diese Anfrage konnte nicht bearbeitet werden.")).toBeVisible();
  await checkScreen(page, testInfo, "pages-de-404");

  // A route parameter that fails its check: the seed's "Page Not Found: {fullPath}", in German.
  const bad = await page.goto("/challenge/fitness/bingo/extreme?x=1");
  expect(bad?.status()).toBe(404);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Seite nicht gefunden: /challenge/fitness/bingo/extreme?x=1",
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Seite nicht gefunden · /);
  await checkScreen(page, testInfo, "pages-de-bad-parameter");

  // A server failure: the seed's "Internal Server Error", in German.
  const failed = await page.goto("/sentry-example-page?fail=render");
  expect(failed?.status()).toBe(500);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByRole("heading", { level: 1, name: "Interner Serverfehler" }),
  ).toBeVisible();
  await expect(
    page.getByText("Bei uns ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal."),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Fehler · /);
  await checkScreen(page, testInfo, "pages-de-500");

  // A crash while rendering in the browser (the example page's button is a developer's tool).
  await page.goto("/sentry-example-page");
  // The button works once the page has hydrated, which the status says (it leaves "wird geprüft").
  await expect(page.getByRole("status")).toHaveText(/^Fehlermeldung ist (an|aus)/);
  await page.getByRole("button", { name: "Diese Seite abstürzen lassen" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Auf dieser Seite ist etwas schiefgelaufen" }),
  ).toBeVisible();
  await checkScreen(page, testInfo, "pages-de-crash");
  await page.getByRole("button", { name: "Noch einmal versuchen" }).click();
  await expect(page.getByRole("button", { name: "Diese Seite abstürzen lassen" })).toBeVisible();
});

test("the home page in German, for a visitor and signed in; a staff page is 403 in German", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const html = await (
    await request.get("/", { headers: { "Accept-Language": "de-DE,de;q=0.9" } })
  ).text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("Die vier Bereiche");
  expect(html).not.toContain("The four areas");
  // The page's title and social tags in German too (the English ones are the seed's).
  // (Next marks the tags it manages with attributes of its own: data-next-head.)
  expect(html).toMatch(
    /<title[^>]*>Community Festival: die Challenges \| Festival Challenges<\/title>/,
  );
  expect(html).toMatch(
    /<meta property="og:title" content="Community Festival: die Challenges \| Festival Challenges"[^>]*>/,
  );
  expect(html).toMatch(
    /<meta name="description" content="Die Challenges beim Community Festival: /,
  );
  expect(html).not.toContain("move, make art");

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByRole("heading", { level: 1, name: "Community Festival: die Challenges" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Konto erstellen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Die vier Bereiche" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sport und Fitness" })).toBeVisible();
  await expect(
    page.getByText("Spiel das Fitness-Bingo: leicht, mittel oder schwer."),
  ).toBeVisible();
  await expect(page.getByText("Dienststatus:")).toBeVisible();
  await expect(page.getByText("Alles läuft")).toBeVisible();
  await checkScreen(page, testInfo, "pages-de-home-visitor");

  const email = `pages-de-home-${unique(testInfo.project.name)}`;
  await page.goto(await registerInGerman(page, email, "Ole Ohne"));
  await page.getByRole("button", { name: "Anmeldung abschließen" }).click();
  await expect(page).not.toHaveURL(/\/authenticated/);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Mein Festival" })).toBeVisible();
  await expect(page.getByText("Meine Punkte")).toBeVisible();
  await expect(page.getByText("Rang", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Meine Bereiche" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Alle meine Challenges ansehen" })).toBeVisible();
  await checkScreen(page, testInfo, "pages-de-home-signed-in");

  // A participant on a staff page: 403 in German.
  const forbidden = await page.goto("/admin");
  expect(forbidden?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "Du hast keinen Zugriff auf diese Seite" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Kein Zugriff · /);
  await checkScreen(page, testInfo, "pages-de-403");
});
