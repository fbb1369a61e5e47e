import { expect, test, type APIRequestContext } from "@playwright/test";
import superjson from "superjson";
import { DEMO_PASSWORD, field, germanParticipant } from "./core-helpers";
import { checkScreen } from "./fixtures";

// README "Languages": a participant's own pages in German (the e2e server offers en,de): profile,
// achievements, participation, the inbox with an entry from a moderation decision, the personal
// data and password forms with their refusals next to their fields, someone's public page, and
// the offline page without signal. The English journeys are e2e/account.spec.ts, inbox.spec.ts,
// people.spec.ts, offline.spec.ts and offline-signout.spec.ts.

const PASSWORD = "a long password 123";

/** One tRPC mutation as the browser sends it (same origin, superjson). */
async function mutate(api: APIRequestContext, base: string, path: string, input: unknown) {
  const response = await api.post(`/api/trpc/${path}`, {
    headers: { origin: base, "content-type": "application/json" },
    data: JSON.stringify(superjson.serialize(input)),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return superjson.deserialize<unknown>((await response.json()).result.data);
}

/** One tRPC query's answer. */
async function query<T>(api: APIRequestContext, path: string, input: unknown): Promise<T> {
  const search = `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const response = await api.get(`/api/trpc/${path}${search}`);
  expect(response.status()).toBe(200);
  return superjson.deserialize<T>((await response.json()).result.data);
}

test.describe("a participant's own pages in German", () => {
  test.use({ locale: "de-DE" });

  test("the first HTML is German: achievements for a visitor, the digest's spent link", async ({
    request,
  }) => {
    const achievements = await (
      await request.get("/achievements", { headers: { "Accept-Language": "de" } })
    ).text();
    expect(achievements).toMatch(/<html[^>]* lang="de"/);
    expect(achievements).toMatch(/<title[^>]*>Erfolge · /);
    expect(achievements).toContain("Mach bei den Challenges mit, um sie zu erzielen.");
    expect(achievements).toContain("Alle Erfolge");
    for (const english of ["All achievements", "Take part in the challenges", "Nobody has"])
      expect(achievements).not.toContain(english);

    const unsubscribe = await (
      await request.get(`/inbox?token=${"x".repeat(43)}`, {
        headers: { "Accept-Language": "de" },
      })
    ).text();
    expect(unsubscribe).toMatch(/<html[^>]* lang="de"/);
    expect(unsubscribe).toContain("Tägliche Übersicht abbestellen");
    expect(unsubscribe).toContain("Dieser Link bestellt keine Übersicht mehr ab");
    // What a person reads (the page's data, outside it, keeps the server's English beside the key).
    const readable = unsubscribe.replace(/<script id="__NEXT_DATA__"[\s\S]*?<\/script>/, "");
    expect(readable).not.toContain("This link no longer stops a digest");
  });

  test("profile, achievements, participation, the inbox, personal data, password and the public page", async ({
    page,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const base = baseURL ?? "";
    const name = "Paula Profil";
    await germanParticipant(page, browser, project, name);

    // The profile, server-rendered in German.
    const profileHtml = await (
      await page.request.get("/profile", { headers: { "Accept-Language": "de-DE,de;q=0.9" } })
    ).text();
    expect(profileHtml).toMatch(/<html[^>]* lang="de"/);
    expect(profileHtml).toContain("Dabei seit:");
    expect(profileHtml).not.toContain("Member since");
    await page.goto("/profile");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(/^Profil · /);
    await expect(page.getByText("Punkte", { exact: true })).toBeVisible();
    await expect(page.getByText("sammle Punkte, um platziert zu werden")).toBeVisible();
    await expect(page.getByText("Teilnehmer/in")).toBeVisible();
    await expect(page.getByText("Privat: Du erscheinst als „Anonym“.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Persönliche Daten bearbeiten" })).toBeVisible();
    await checkScreen(page, testInfo, "me-profile-de");

    // Joining a challenge earns "First steps" (the challenge rows are the challenges area's).
    const poem = await query<{ id: string }>(page.request, "challenge.bySlug", {
      slug: "poem-of-the-day",
    });
    await mutate(page.request, base, "challenge.join", { challengeId: poem.id });

    await page.goto("/achievements");
    await expect(page.getByRole("heading", { level: 1, name: "Erfolge" })).toBeVisible();
    await expect(page).toHaveTitle(/^Erfolge · /);
    await expect(page.getByText(/^Du hast 1 von \d+ Erfolgen erzielt\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Erzielt" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Noch offen" })).toBeVisible();
    await expect(page.getByText(/^Erzielt am \d{1,2}\. /)).toBeVisible();
    await expect(page.getByRole("img", { name: /^Abzeichen .+, gesperrt$/ }).first()).toBeVisible();
    // (A bar at 0 has no width: attached, not "visible".)
    await expect(
      page.getByRole("progressbar", { name: /^Fortschritt zu / }).first(),
    ).toBeAttached();
    await checkScreen(page, testInfo, "me-achievements-de");

    await page.goto("/participation");
    await expect(page.getByRole("heading", { level: 1, name: "Meine Challenges" })).toBeVisible();
    await expect(page).toHaveTitle(/^Meine Challenges · /);
    await expect(page.getByRole("link", { name: "Seite der Erfolge" })).toBeVisible();
    for (const area of ["Sport und Fitness", "Kunst", "Nachhaltigkeit", "Dankbarkeit und Fürsorge"])
      await expect(page.getByRole("heading", { level: 2, name: area })).toBeVisible();
    await expect(page.getByText(/^1 mitgemacht · 0 erledigt · \d+ Punkte?$/)).toBeVisible();
    await checkScreen(page, testInfo, "me-participation-de");

    // A gratitude note, rejected by a moderator with a reason: the inbox says so in German, the
    // reason as written.
    const note = "Danke für die Laternen";
    const post = (await mutate(page.request, base, "care.create", {
      kind: "GRATITUDE",
      message: note,
      anonymous: false,
    })) as { id: string };
    const moderator = await playwright.request.newContext({ baseURL: base });
    await mutate(moderator, base, "auth.login", {
      email: "moderator@festival.test",
      password: DEMO_PASSWORD,
    });
    await mutate(moderator, base, "moderation.care.decide", {
      ids: [post.id],
      decision: "reject",
      reason: "Bitte ohne Telefonnummer.",
    });
    await moderator.dispose();

    await page.goto("/inbox");
    await expect(page.getByRole("heading", { level: 1, name: "Postfach" })).toBeVisible();
    await expect(page).toHaveTitle(/^Postfach · /);
    const list = page.getByRole("list", { name: "Benachrichtigungen" });
    const rejected = list.getByRole("listitem").filter({ hasText: note });
    await expect(rejected).toContainText(`Neu: Deine Dankesnotiz „${note}“ wurde abgelehnt.`);
    await expect(rejected).toContainText("Begründung: Bitte ohne Telefonnummer.");
    await expect(rejected.getByRole("link", { name: "Öffnen" })).toHaveAttribute(
      "href",
      "/challenge/care",
    );
    await expect(list.getByRole("listitem").filter({ hasText: "Erfolg erzielt: " })).toBeVisible();
    // Announcements of other specs may be in the inbox too: the counts are not this test's.
    await expect(page.getByText(/^\d+ ungelesen$/)).toBeVisible();
    const bell = page.getByRole("banner").getByRole("link", { name: /^Benachrichtigungen/ });
    await expect(bell).toHaveAccessibleName(/^Benachrichtigungen, \d+ ungelesen$/);
    await expect(page.getByRole("switch", { name: /Tägliche Übersicht per E-Mail/ })).toBeEnabled();
    await checkScreen(page, testInfo, "me-inbox-de");
    await rejected
      .getByRole("button", { name: /^Als gelesen markieren: Deine Dankesnotiz/ })
      .click();
    await expect(rejected).not.toContainText("Neu:");
    await page.getByRole("button", { name: "Alle als gelesen markieren" }).click();
    await expect(page.getByText("Alles gelesen.")).toBeVisible();
    await expect(bell).toHaveAccessibleName("Benachrichtigungen, keine ungelesen");

    // Personal data: a moderator's name is refused next to the field, in German; the form's own
    // check too; then a new name and a public profile are saved.
    await page.goto("/account/personal");
    await expect(page.getByRole("heading", { level: 1, name: "Persönliche Daten" })).toBeVisible();
    await expect(page).toHaveTitle(/^Persönliche Daten · /);
    const nameField = field(page, "Name");
    await nameField.fill("Mo Moderator");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(nameField).toHaveAccessibleDescription(
      /Das ist der Name einer Person aus dem Festival-Team/,
    );
    await checkScreen(page, testInfo, "me-personal-refused-de");
    await nameField.fill("   ");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(nameField).toHaveAccessibleDescription(/Gib deinen Namen ein/);
    await nameField.fill("Paula Neu");
    await page.getByRole("switch", { name: /^Öffentliches Profil/ }).check({ force: true });
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Deine persönlichen Daten wurden gespeichert.")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "E-Mail-Adresse ändern" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Deine Daten" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Meine Daten herunterladen" })).toBeVisible();
    await checkScreen(page, testInfo, "me-personal-de");

    // The password: the wrong current one is refused next to its field, in German.
    await page.goto("/account/password");
    await expect(page.getByRole("heading", { level: 1, name: "Passwort" })).toBeVisible();
    const current = field(page, "Aktuelles Passwort");
    await current.fill("not my password at all");
    await field(page, "Neues Passwort").fill("another long password 1");
    await field(page, "Neues Passwort bestätigen").fill("another long password 1");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(current).toHaveAccessibleDescription("Das ist nicht dein aktuelles Passwort.");
    await checkScreen(page, testInfo, "me-password-refused-de");
    await current.fill(PASSWORD);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(
      page.getByText("Passwort geändert. Deine anderen Geräte wurden abgemeldet."),
    ).toBeVisible();

    // The public page, now that the profile is public.
    await page.goto("/profile");
    await page.getByRole("link", { name: "Meine öffentliche Seite" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Paula Neu" })).toBeVisible();
    await expect(page.getByText("Was Paula Neu beim Festival gemacht hat.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Fitness-Bingo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leichte Karte" })).toBeVisible();
    await expect(page.getByText("0 Flaschen aufgefüllt.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Stationsjagd von Paula Neu" })).toBeVisible();
    await checkScreen(page, testInfo, "me-person-de");
  });
});

test.describe("without signal, in German", () => {
  test.use({ locale: "de-DE", serviceWorkers: "allow" });

  test("a page that is not kept shows the German offline page", async ({
    page,
    browser,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await germanParticipant(page, browser, testInfo.project.name, "Otto Offline");
    // With signal: the worker installs, and the page tells it its language.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect
      .poll(
        // (A page still settling after sign-in may navigate once more: then ask again.)
        () => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const kept = await (
              await caches.open("festival-settings")
            ).match("/__festival/page-language");
            return kept ? kept.text() : null;
          }),
        { timeout: 15_000 },
      )
      .toBe("de");

    await context.setOffline(true);
    await page.goto("/inbox");
    await expect(page.getByRole("heading", { level: 1, name: "Du bist offline" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle("Kein Empfang · Festival Challenges");
    await expect(page.getByRole("link", { name: "Bingokarte, leicht" })).toBeVisible();
    await expect(page.getByText("You are offline")).toHaveCount(0);
    expect(await page.locator("script").count()).toBe(0);
    await checkScreen(page, testInfo, "me-offline-de");
    await context.setOffline(false);
  });
});
