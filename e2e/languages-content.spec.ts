import { expect, test, type Browser, type Page } from "@playwright/test";
import superjson from "superjson";
import { field } from "./core-helpers";
import { checkScreen } from "./fixtures";

// README "Languages", "The festival's content": the e2e server offers English and German
// (playwright.config.ts). Admins give the festival's texts in German on /admin/translations; a
// German visitor reads them, an English one the English texts. The demo seed's content is German
// already, so the spec makes a challenge of its own, without German, to translate.

const GERMAN = { locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } };
test.use(GERMAN);

const DEMO_PASSWORD = "festival-demo-1";

/** Signs in on the German sign-in screen. */
async function signInInGerman(page: Page, email: string) {
  await page.goto("/auth/login");
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** A tRPC mutation as the signed-in admin's page sends it. */
async function mutate(admin: Page, path: string, input: unknown) {
  const origin = new URL(admin.url()).origin;
  const response = await admin.request.post(`/api/trpc/${path}`, {
    headers: { origin },
    data: superjson.serialize(input),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { result: { data: { json: { id: string } } } };
}

/** A page of a visitor whose browser asks for `locale`. */
async function visitor(browser: Browser, locale: "de-DE" | "en-GB") {
  const context = await browser.newContext(
    locale === "de-DE"
      ? GERMAN
      : { locale, extraHTTPHeaders: { "Accept-Language": "en-GB,en;q=0.9" } },
  );
  return { context, page: await context.newPage() };
}

test("an admin in German translates a challenge's title; German visitors read it, English ones the English", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const unique = `${testInfo.project.name}-${Date.now()}`;
  const english = `Lantern parade ${unique}`;
  const german = `Laternenumzug ${unique}`;

  await signInInGerman(page, "admin@festival.test");
  // A challenge of this run, with nothing in German yet (last in the arts area).
  const created = await mutate(page, "admin.challenges.create", {
    area: "ARTS",
    kind: "SUBMISSION",
    slug: `lantern-${unique}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    title: english,
    summary: "Carry a lantern you made through the grounds at dusk.",
    description: "",
    points: 5,
    goal: null,
    startsAt: null,
    endsAt: null,
    published: true,
    position: 99_000,
  });
  const challengeId = created.result.data.json.id;

  try {
    // The translations screen, in German, shows the missing texts beside the English.
    await page.goto("/admin/translations");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^Übersetzungen · /);
    await expect(page.getByRole("heading", { level: 1, name: "Übersetzungen" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Übersetzen in" })).toHaveValue("de");
    await expect(page.getByRole("switch", { name: "Nur fehlende" })).toBeChecked();
    await expect(page.getByRole("tab", { name: /^Challenges, \d+ fehl(t|en)$/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const form = page.getByRole("form", { name: `Übersetzung von „${english}“` });
    await expect(form).toBeVisible();
    await expect(form.getByText(`Englisch: ${english}`)).toBeVisible();
    // Title and summary are missing; the empty description needs no translation.
    await expect(form.getByText("Fehlt", { exact: true })).toHaveCount(2);
    await expect(form.getByText("Englisch: (leer, braucht keine Übersetzung)")).toBeVisible();
    // The demo's own challenges are all in German already: only what is missing is listed.
    await expect(page.getByRole("form", { name: "Übersetzung von „Festival sketch“" })).toHaveCount(
      0,
    );
    await checkScreen(page, testInfo, "translations-de");

    const title = form.getByRole("textbox", { name: "Titel auf Deutsch" });
    await title.fill("ab");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(form.getByText("Mindestens 3 Zeichen.")).toBeVisible();
    await title.fill(german);
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText(`Die Übersetzung von „${english}“ ist gespeichert.`)).toBeVisible();
    await expect(form.getByText("Fehlt", { exact: true })).toHaveCount(1);
    await checkScreen(page, testInfo, "translations-de-saved");

    // A German visitor sees the German title on the home page, in the first HTML too.
    const de = await visitor(browser, "de-DE");
    await de.page.goto("/");
    await expect(de.page.locator("html")).toHaveAttribute("lang", "de");
    const arts = de.page.getByRole("region", { name: "Kunst" });
    await expect(arts.getByRole("heading", { name: german, exact: true })).toBeVisible();
    await expect(arts.getByRole("heading", { name: english, exact: true })).toHaveCount(0);
    // The summary has no German: the English one.
    await expect(
      arts.getByText("Carry a lantern you made through the grounds at dusk."),
    ).toBeVisible();
    // The demo's content is German.
    await expect(arts.getByRole("heading", { name: "Festival-Skizze", exact: true })).toBeVisible();
    await expect(arts.getByRole("heading", { name: "Festival sketch", exact: true })).toHaveCount(
      0,
    );
    await checkScreen(de.page, testInfo, "home-content-de");
    await de.context.close();
    const germanHtml = await (
      await request.get("/", { headers: { "Accept-Language": "de" } })
    ).text();
    expect(germanHtml).toContain(german);
    expect(germanHtml).not.toContain(english);

    // An English visitor sees the English title.
    const en = await visitor(browser, "en-GB");
    await en.page.goto("/");
    await expect(en.page.locator("html")).toHaveAttribute("lang", "en");
    const enArts = en.page.getByRole("region", { name: "Arts" });
    await expect(enArts.getByRole("heading", { name: english, exact: true })).toBeVisible();
    await expect(enArts.getByRole("heading", { name: german, exact: true })).toHaveCount(0);
    await expect(
      enArts.getByRole("heading", { name: "Festival sketch", exact: true }),
    ).toBeVisible();
    await en.context.close();
    const englishHtml = await (
      await request.get("/", { headers: { "Accept-Language": "en" } })
    ).text();
    expect(englishHtml).toContain(english);
    expect(englishHtml).not.toContain(german);
  } finally {
    // Out of the catalogue again: other specs see the demo's challenges only.
    await mutate(page, "admin.challenges.setPublished", { id: challengeId, published: false });
  }
});

test("the FAQ in German shows the seeded German questions and answers", async ({
  page,
  request,
}, testInfo) => {
  const html = await (await request.get("/faq", { headers: { "Accept-Language": "de" } })).text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("Brauche ich ein Konto, um mitzumachen?");
  expect(html).not.toContain("Do I need an account to take part?");

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
  // Each question is the browser's own disclosure (details and summary): a tap opens its answer.
  const question = page.getByText("Wie funktioniert das Fitness-Bingo?", { exact: true });
  await question.click();
  await expect(
    page.getByText("Wähl leicht, mittel oder schwer. Jede Karte enthält kleine Übungen"),
  ).toBeVisible();
  await expect(page.getByText("How does the fitness bingo work?")).toHaveCount(0);
  await checkScreen(page, testInfo, "faq-content-de");

  // The same page in English keeps the English entries.
  const english = await (
    await request.get("/faq", { headers: { "Accept-Language": "en" } })
  ).text();
  expect(english).toContain("Do I need an account to take part?");
  expect(english).not.toContain("Brauche ich ein Konto, um mitzumachen?");
});
