import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import superjson from "superjson";
import { z } from "zod";
import { DEMO_PASSWORD, field, germanParticipant } from "./core-helpers";
import { checkScreen } from "./fixtures";

// README "Languages": the care area's screens in German (the e2e server offers en,de). The
// English journey is e2e/care.spec.ts; the moderator decides through the API here (the German
// moderation screens: languages-moderation.spec.ts).

/** One tRPC mutation as the browser sends it (same origin, superjson), as care-wall-push does. */
async function mutate(api: APIRequestContext, base: string, path: string, input: unknown) {
  const response = await api.post(`/api/trpc/${path}`, {
    headers: { origin: base, "content-type": "application/json" },
    data: JSON.stringify(superjson.serialize(input)),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response;
}

const createdAnswer = z.object({
  result: z.object({ data: z.object({ json: z.object({ id: z.string() }) }) }),
});

/** Sends the open form with "Senden" and returns the new post's id from the server's answer. */
async function send(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().includes("care.create"));
  await page.getByRole("button", { name: "Senden" }).click();
  // The app's link batches calls: the answer is a list of one.
  const body: unknown = await (await answer).json();
  const created = z
    .union([createdAnswer, z.tuple([createdAnswer])])
    .transform((value) => (Array.isArray(value) ? value[0] : value))
    .parse(body);
  return created.result.data.json.id;
}

test.describe("the care area in German", () => {
  test.use({ locale: "de-DE" });

  test("a visitor gets the gratitude form's page in German in the first HTML", async ({
    request,
  }) => {
    const html = await (
      await request.get("/challenge/care/gratitude", { headers: { "Accept-Language": "de" } })
    ).text();
    expect(html).toMatch(/<html[^>]* lang="de"/);
    expect(html).toContain("Dankesnotiz schreiben");
    expect(html).not.toContain("Write a gratitude note");
    const overview = await (
      await request.get("/challenge/care", { headers: { "Accept-Language": "de" } })
    ).text();
    expect(overview).toMatch(/<html[^>]* lang="de"/);
    expect(overview).toContain("Dankbarkeit und Fürsorge");
    expect(overview).toContain("Gerade auf der Wand");
  });

  test("a note and an act are posted, seen in review, then the note approved: all in German", async ({
    page,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const stamp = `${project}-${Date.now()}`;
    const noteText = `Danke für den Tee ${stamp}`;
    const actText = `Meinen Schirm geteilt ${stamp}`;
    await germanParticipant(page, browser, project, "Greta Dank");

    // The gratitude note.
    await page.goto("/challenge/care/gratitude");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      page.getByRole("heading", { level: 1, name: "Dankesnotiz schreiben" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Dankesnotiz · /);
    const preview = page.getByRole("region", { name: "Vorschau auf der Wand" });
    // A new profile is private: the wall would show "Anonym", and the form says so.
    await expect(
      page.getByText(
        "Dein Profil ist privat, deshalb zeigt die Wand „Anonym“. Mach dein Profil unter Konto öffentlich, um deinen Namen zu zeigen.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Konto", exact: true }),
    ).toHaveAttribute("href", "/account/personal");
    await expect(preview.getByText("— Anonym")).toBeVisible();
    // The check of an empty message, in German.
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page.getByText("Schreib eine Nachricht.")).toBeVisible();
    await field(page, "An (optional)").fill("die Teestube");
    await field(page, "Nachricht").fill(noteText);
    await expect(page.getByText(`${noteText.length} von 280 Zeichen`)).toBeVisible();
    await expect(preview.getByText("Danke, die Teestube")).toBeVisible();
    await expect(preview.getByText("Dankesnotiz", { exact: true })).toBeVisible();
    await checkScreen(page, testInfo, "care-gratitude-de");
    const noteId = await send(page);
    await page.mouse.move(0, 0);
    await expect(page.getByText("Zur Prüfung gesendet")).toBeVisible();
    await expect(field(page, "Nachricht")).toHaveValue("");

    // The act of giving, anonymous.
    await page.goto("/challenge/care/joy-of-giving");
    await expect(page.getByRole("heading", { level: 1, name: "Gute Tat eintragen" })).toBeVisible();
    await expect(page).toHaveTitle(/^Freude am Geben · /);
    await field(page, "Nachricht").fill(actText);
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page.getByText("Wähle eine Kategorie.")).toBeVisible();
    await page.getByRole("combobox", { name: "Kategorie" }).selectOption({ label: "Teilen" });
    const anonymous = page.getByRole("switch", { name: /^Anonym posten/ });
    await anonymous.check();
    await expect(anonymous).toBeChecked();
    await expect(
      page.getByRole("region", { name: "Vorschau auf der Wand" }).getByText("— Anonym"),
    ).toBeVisible();
    await checkScreen(page, testInfo, "care-giving-de");
    await send(page);
    await page.mouse.move(0, 0);
    await expect(page.getByText("Zur Prüfung gesendet")).toBeVisible();

    // Both wait for review.
    await page.goto("/challenge/care");
    await expect(
      page.getByRole("heading", { level: 1, name: "Dankbarkeit und Fürsorge" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Dankbarkeit und Fürsorge · /);
    const mine = page.getByRole("region", { name: "Meine Beiträge" });
    await expect(mine).toContainText("2 gesendet · 0 freigegeben · 2 in Prüfung · 0 abgelehnt");
    const myNote = mine.getByRole("article").filter({ hasText: noteText });
    await expect(myNote).toContainText("In Prüfung");
    await expect(myNote).toHaveAccessibleName(/^Mein Beitrag vom \d{1,2}\. /);
    await expect(mine.getByRole("article").filter({ hasText: actText })).toContainText("· anonym");

    // A moderator approves the note (the moderation screens are not in German yet).
    const base = baseURL ?? "";
    const moderator = await playwright.request.newContext({ baseURL: base });
    await mutate(moderator, base, "auth.login", {
      email: "moderator@festival.test",
      password: DEMO_PASSWORD,
    });
    await mutate(moderator, base, "moderation.care.decide", {
      ids: [noteId],
      decision: "approve",
    });
    await moderator.dispose();

    await page.reload();
    await expect(mine).toContainText("2 gesendet · 1 freigegeben · 1 in Prüfung · 0 abgelehnt");
    await expect(myNote).toContainText("Freigegeben");
    const wall = page.getByRole("region", { name: "Gerade auf der Wand" });
    const onWall = wall.getByRole("article", { name: "Danke, die Teestube" }).filter({
      hasText: noteText,
    });
    await expect(onWall).toBeVisible();
    await expect(onWall).toContainText("— Anonym");
    await checkScreen(page, testInfo, "care-overview-de");

    // Reporting someone else's post: the dialog in German (cancelled, nothing reported).
    const report = wall.getByRole("button", { name: "Melden", exact: true }).first();
    await report.click();
    const dialog = page.getByRole("dialog", { name: "Beitrag melden" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Melden" }).click();
    await expect(dialog.getByText("Wähle einen Grund.")).toBeVisible();
    // As in English (care.spec.ts), axe looks once a reason is chosen.
    await dialog.getByRole("radio", { name: "Gehört nicht hierher" }).check();
    await checkScreen(page, testInfo, "care-report-de");
    // The dialog as the screen shows it (a full-page shot leaves the fixed dialog out).
    await page.screenshot({
      path: testInfo.outputPath(`care-report-dialog-de-${testInfo.project.name}.png`),
    });
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();
  });

  test("sending too fast is refused next to Senden, with the wait in German", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await germanParticipant(page, browser, testInfo.project.name, "Schnell Schreiber");
    for (let index = 0; index < 5; index++) {
      const note = { kind: "GRATITUDE", message: `Kurze Notiz ${index}`, anonymous: false };
      const sent = await page.request.post("/api/trpc/care.create", {
        data: superjson.serialize(note),
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    await page.goto("/challenge/care/gratitude");
    await field(page, "Nachricht").fill("Noch eine, von Hand");
    await page.getByRole("button", { name: "Senden" }).click();
    const wait = page.getByRole("alert").filter({ hasText: "Zu viele Beiträge" });
    await expect(wait).toHaveText(
      /^Zu viele Beiträge in kurzer Zeit: Versuch es in \d+ Sekunden? noch einmal\.$/,
    );
    await expect(field(page, "Nachricht")).toHaveValue("Noch eine, von Hand");
    await checkScreen(page, testInfo, "care-wait-de");
  });
});
