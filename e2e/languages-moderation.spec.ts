import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import superjson from "superjson";
import { z } from "zod";
import { DEMO_PASSWORD, field, germanParticipant } from "./core-helpers";
import { checkScreen } from "./fixtures";
import { e2eMailDir, waitForMail } from "./mail-server";

// README "Languages": the moderators' screens in German (the e2e server offers en,de): both
// moderation queues and the help desk. The English journeys are e2e/care.spec.ts and
// e2e/arts.spec.ts; the care forms' German journey is e2e/languages-care.spec.ts.

const mailDir = e2eMailDir(Number(process.env.E2E_PORT ?? 3100));

/** One tRPC mutation as the browser sends it (same origin, superjson). */
async function mutate(api: APIRequestContext, base: string, path: string, input: unknown) {
  const response = await api.post(`/api/trpc/${path}`, {
    headers: { origin: base, "content-type": "application/json" },
    data: JSON.stringify(superjson.serialize(input)),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response;
}

/** The seeded moderator, signed in through the API in this (German) browser. */
async function germanModerator(page: Page, base: string) {
  await mutate(page.request, base, "auth.login", {
    email: "moderator@festival.test",
    password: DEMO_PASSWORD,
  });
}

const idAnswer = z.object({
  result: z.object({ data: z.object({ json: z.object({ id: z.string() }) }) }),
});

/** A small artwork, as a phone would upload it. */
function artwork(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#2e86de" } })
    .jpeg()
    .toBuffer();
}

/** Submits `text` with an image to the seeded "Festival sketch", through the API. */
async function submitArtwork(page: Page, base: string, text: string) {
  const challenge = idAnswer.parse(
    await (
      await page.request.get(
        "/api/trpc/challenge.bySlug?input=" +
          encodeURIComponent(JSON.stringify({ json: { slug: "festival-sketch" } })),
      )
    ).json(),
  );
  const sent = await page.request.post("/api/trpc/submission.create", {
    headers: { origin: base },
    multipart: {
      challengeId: challenge.result.data.json.id,
      text,
      image: { name: "skizze.jpg", mimeType: "image/jpeg", buffer: await artwork() },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

test.describe("the moderators' screens in German", () => {
  test.use({ locale: "de-DE" });

  test("the queues and the help desk come in German in the first HTML", async ({
    page,
    baseURL,
  }) => {
    await germanModerator(page, baseURL ?? "");
    const german = { headers: { "Accept-Language": "de" } };
    const pages = [
      {
        path: "/challenge/care/moderation",
        german: ["Beiträge moderieren"],
        english: ["Care moderation"],
      },
      {
        path: "/submissions/moderation",
        german: ["Einreichungen", "Gib Werke für die Galerie frei"],
        english: ["Approve work for the gallery", ">Submissions<"],
      },
      {
        path: "/participation/person",
        // The desk's search loads after hydration (like the staff tables): the title and intro.
        german: ["Helpdesk", "Finde die Person, sieh, wo sie mitmacht"],
        english: ["Help desk", "find them, see how they take part"],
      },
    ];
    for (const { path, german: words, english } of pages) {
      const response = await page.request.get(path, german);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<html[^>]* lang="de"/);
      for (const word of words) expect(html, `${path}: ${word}`).toContain(word);
      for (const word of english) expect(html, `${path}: ${word}`).not.toContain(word);
    }
  });

  test("a moderator approves a note, unpublishes it, rejects an artwork and helps at the desk, in German", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const base = baseURL ?? "";
    const project = testInfo.project.name;
    const stamp = `${project}-${Date.now()}`;
    const name = `Greta Gast ${stamp}`;
    const noteText = `Danke für den Tee ${stamp}`;
    const artText = `Die Bühne in der Dämmerung ${stamp}`;

    // The participant writes a gratitude note (the German form) and submits an artwork.
    const email = await germanParticipant(page, browser, project, name);
    await page.goto("/challenge/care/gratitude");
    await field(page, "Nachricht").fill(noteText);
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page.getByText("Zur Prüfung gesendet")).toBeVisible();
    await submitArtwork(page, base, artText);
    await page.context().clearCookies();

    // The moderator's own browser, German.
    const context = await browser.newContext({ locale: "de-DE" });
    const moderator = await context.newPage();
    await germanModerator(moderator, base);

    // The care queue: approve the note.
    await moderator.goto("/challenge/care/moderation");
    await expect(moderator.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      moderator.getByRole("heading", { level: 1, name: "Beiträge moderieren" }),
    ).toBeVisible();
    await expect(moderator).toHaveTitle(/^Beiträge moderieren · /);
    await expect(moderator.getByText(/^Tastatur:/)).toContainText("A freigeben · R ablehnen");
    await expect(moderator.getByRole("tab", { name: "Warteschlange" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const note = moderator.getByRole("row").filter({ hasText: noteText });
    await expect(note).toBeVisible();
    // A new profile is private: the wall shows the note anonymously, the moderator the name.
    await expect(note).toContainText("Anonym auf der Wand");
    await expect(note).toContainText("Dankesnotiz");
    await expect(
      note.getByRole("checkbox", { name: `Beitrag von ${name} auswählen` }),
    ).toBeVisible();
    await checkScreen(moderator, testInfo, "moderation-care-de");
    await note.getByRole("button", { name: `Freigeben (Beitrag von ${name})` }).click();
    await expect(
      moderator.getByText("Freigegeben: in wenigen Sekunden auf der Wand"),
    ).toBeVisible();
    await expect(note).toHaveCount(0);

    // On the wall: unpublish it, with a reason.
    await moderator.getByRole("tab", { name: "Auf der Wand" }).click();
    const published = moderator.getByRole("row").filter({ hasText: noteText });
    // The author's column (with the moment it went up) from small screens up.
    if (project === "desktop")
      await expect(published).toContainText(/Veröffentlicht am \d{1,2}\. /);
    await published.getByRole("button", { name: `Zurückziehen (Beitrag von ${name})` }).click();
    const unpublish = moderator.getByRole("dialog", { name: "1 Beitrag zurückziehen" });
    await expect(unpublish).toBeVisible();
    await expect(
      unpublish.getByText("Wer den Beitrag geschrieben hat, sieht das neben dem Beitrag."),
    ).toBeVisible();
    await unpublish.getByRole("button", { name: "Zurückziehen" }).click();
    await expect(unpublish.getByText("Gib eine Begründung an.")).toBeVisible();
    await field(unpublish, "Begründung").fill("Doppelt gepostet");
    await checkScreen(moderator, testInfo, "moderation-unpublish-de");
    await moderator.screenshot({
      path: testInfo.outputPath(`moderation-unpublish-dialog-de-${project}.png`),
    });
    await unpublish.getByRole("button", { name: "Zurückziehen" }).click();
    await expect(unpublish).toBeHidden();
    await expect(
      moderator.getByText("Zurückgezogen: in wenigen Sekunden weg von der Wand"),
    ).toBeVisible();
    await expect(published).toHaveCount(0);

    // The submissions' queue: reject the artwork with a reason.
    await moderator.goto("/submissions/moderation");
    await expect(moderator.getByRole("heading", { level: 1, name: "Einreichungen" })).toBeVisible();
    await expect(moderator).toHaveTitle(/^Einreichungen · /);
    await expect(moderator.getByText(/^Gib Werke für die Galerie frei/)).toBeVisible();
    await expect(moderator.getByRole("combobox", { name: "Bereich" })).toBeVisible();
    const art = moderator.getByRole("row").filter({ hasText: artText });
    await expect(art).toBeVisible();
    // The status badge: in its column from small screens up, under the work on a phone.
    await expect(art.getByText("In Prüfung").locator("visible=true")).toHaveCount(1);
    await expect(art.getByRole("button", { name: `Bild von ${name} vergrößern` })).toBeVisible();
    await checkScreen(moderator, testInfo, "moderation-submissions-de");
    await art
      .getByRole("button", { name: `Ablehnen (Einreichung von ${name} zu Festival sketch)` })
      .click();
    const reject = moderator.getByRole("dialog", { name: "1 Einreichung ablehnen" });
    await field(reject, "Begründung").fill("Bitte mit Titel und Datum");
    await checkScreen(moderator, testInfo, "moderation-reject-de");
    await reject.getByRole("button", { name: "Ablehnen" }).click();
    await expect(reject).toBeHidden();
    await expect(moderator.getByText("1 Einreichung abgelehnt.")).toBeVisible();
    await expect(art).toHaveCount(0);

    // The help desk: find the participant by name, mail them a sign-in link.
    await moderator.goto("/participation/person");
    await expect(moderator.getByRole("heading", { level: 1, name: "Helpdesk" })).toBeVisible();
    await expect(moderator).toHaveTitle(/^Helpdesk · /);
    await checkScreen(moderator, testInfo, "help-desk-search-de");
    await field(moderator, "Person finden").fill(name);
    await expect(moderator.getByText("1 Person gefunden")).toBeVisible();
    await moderator.getByRole("button", { name: `Öffnen (${name})` }).click();
    await expect(moderator.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(moderator.getByText(`${email} · Teilnehmer/in · Privates Profil`)).toBeVisible();
    await expect(
      moderator.getByRole("heading", { level: 3, name: "Wartet auf eine Entscheidung" }),
    ).toBeVisible();
    await expect(moderator.getByText("Nichts wartet auf eine Entscheidung.")).toBeVisible();
    await expect(moderator.getByRole("heading", { level: 3, name: "Punkte" })).toBeVisible();
    await expect(moderator.getByText("Gesamt", { exact: true })).toBeVisible();
    await checkScreen(moderator, testInfo, "help-desk-person-de");
    await moderator.getByRole("button", { name: "Anmeldelink mailen" }).click();
    await expect(moderator.getByText(`Anmeldelink an ${email} gesendet.`)).toBeVisible();
    await context.close();

    // No stored language: the link goes out in the desk's (the first mail was the registration's).
    const mail = await waitForMail(mailDir, email, 2);
    expect(mail.subject).toMatch(/^Dein Anmeldelink für /);
  });
});
