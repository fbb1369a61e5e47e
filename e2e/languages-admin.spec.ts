import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, field } from "./core-helpers";
import { checkScreen } from "./fixtures";

// README "Languages": the admin screens in German (the e2e server offers en,de). The English
// journeys are e2e/core-admin.spec.ts and e2e/announcements.spec.ts, unchanged.
test.use({ locale: "de-DE" });

const ADMIN = "admin@festival.test";

/** Signs the admin in on the German sign-in page (the browser asks for German). */
async function signInGerman(page: Page) {
  await page.goto("/auth/login");
  await field(page, "E-Mail").fill(ADMIN);
  await field(page, "Passwort").fill(DEMO_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Nothing on the page is wider than the screen (German words are longer). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

async function germanScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await checkScreen(page, testInfo, name);
}

/** The first HTML of an admin page, as the server sends it to a German browser. */
async function firstHtml(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { "Accept-Language": "de" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  return html;
}

/** A demo person of each viewport, so the runs do not meet (core-admin uses alex.1 and bea.2). */
const personOf = (project: string) =>
  project === "phone" ? "jasper.36@people.festival.test" : "ivy.35@people.festival.test";

async function englishAdmin(browser: Browser) {
  const context = await browser.newContext({ locale: "en-GB" });
  return { context, page: await context.newPage() };
}

test("an admin works in German: home, a challenge, the FAQ, a role, an announcement, the audit log", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const stamp = `${project}-${Date.now() % 1_000_000}`;
  await signInGerman(page);

  // The first HTML is German, with no English words of the screens.
  const home = await firstHtml(page, "/admin");
  expect(home).toContain("Personen und Rollen");
  expect(home).toContain("Challenges anlegen, bearbeiten und veröffentlichen.");
  expect(home).not.toContain("Users and roles");
  expect(home).not.toContain("Create, edit and publish challenges.");
  const content = await firstHtml(page, "/admin/challenges");
  expect(content).toContain("Challenges und Inhalte");
  expect(content).not.toContain("Challenges and content");
  const users = await firstHtml(page, "/admin/users");
  expect(users).toContain("Personen und Rollen");
  expect(users).not.toContain("Users and roles");
  const audit = await firstHtml(page, "/admin/audit");
  expect(audit).toContain("Änderungsprotokoll");
  expect(audit).not.toContain("Audit log");
  const announcements = await firstHtml(page, "/admin/announcements");
  expect(announcements).toContain("Eine kurze Nachricht auf jeder Seite und auf der Live-Wand");
  expect(announcements).not.toContain("A short message on every page");

  // The admin home.
  await page.goto("/admin");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Verwaltung" })).toBeVisible();
  await expect(page).toHaveTitle(/^Verwaltung · /);
  await expect(page.getByText("in den letzten 24 Stunden")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Verwalten" })).toBeVisible();
  await germanScreen(page, testInfo, "admin-home-de");

  // A new challenge: the form's checks and the server's refusal, in German next to their fields.
  await page.getByRole("main").getByRole("link", { name: "Challenges", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Challenges und Inhalte" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Challenges und Inhalte · /);
  await expect(page.getByRole("tab", { name: "Challenges", selected: true })).toBeVisible();
  // A sortable column's header is a button (mantine-datatable).
  await expect(page.getByRole("button", { name: /^Titel/ })).toBeVisible();
  // The longer German words fit: the status is never shortened ("VERÖFFE…"), and no row's
  // buttons run off the table (on a phone they stack).
  const table = page.getByRole("table");
  const status = table
    .getByText("Veröffentlicht", { exact: true })
    .filter({ visible: true })
    .first();
  await expect(status).toBeVisible();
  expect(await status.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  const withdraw = table.getByRole("button", { name: /^Zurückziehen / }).first();
  const [button, box] = await Promise.all([
    withdraw.boundingBox(),
    table.locator("xpath=ancestor::*[contains(@class, 'mantine-datatable')][1]").boundingBox(),
  ]);
  expect(button && box && button.x + button.width <= box.x + box.width).toBe(true);
  await germanScreen(page, testInfo, "admin-challenges-de");

  await page.getByRole("button", { name: "Neue Challenge" }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Challenge" });
  await expect(dialog.getByRole("button", { name: "Dialog schließen" })).toBeVisible();
  await field(dialog, "Titel").fill("Ab");
  await dialog.getByRole("button", { name: "Challenge anlegen" }).click();
  await expect(field(dialog, "Titel")).toHaveAccessibleDescription(/Mindestens 3 Zeichen\./);
  await expect(field(dialog, "Kurzbeschreibung")).toHaveAccessibleDescription(
    /Schreib eine Kurzbeschreibung in einer Zeile\./,
  );
  await germanScreen(page, testInfo, "admin-challenge-checks-de");

  const title = `Tonfiguren ${stamp}`;
  await field(dialog, "Titel").fill(title);
  await field(dialog, "Kurzbeschreibung").fill("Forme eine Festivalfigur aus Ton.");
  // A slug another challenge has: the server refuses, by key, next to the field.
  await field(dialog, "Slug").fill("bingo-easy");
  await dialog.getByRole("button", { name: "Challenge anlegen" }).click();
  await expect(field(dialog, "Slug")).toHaveAccessibleDescription(
    /Eine andere Challenge nutzt diesen Slug schon\./,
  );
  await field(dialog, "Slug").fill(`tonfiguren-${stamp}`);
  await dialog.getByRole("button", { name: "Challenge anlegen" }).click();
  await expect(page.getByText(`„${title}“ wurde angelegt.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Editing it: an end before the start is refused next to "Ende"; then the points change.
  await field(page, "Challenges durchsuchen").fill(title);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Entwurf").filter({ visible: true })).toBeVisible();
  await row.getByRole("button", { name: `Bearbeiten ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Challenge bearbeiten" });
  await edit.getByLabel("Beginn", { exact: true }).fill("2026-07-04T14:00");
  await edit.getByLabel("Ende", { exact: true }).fill("2026-07-04T12:00");
  await edit.getByRole("button", { name: "Challenge speichern" }).click();
  await expect(edit.getByLabel("Ende", { exact: true })).toHaveAccessibleDescription(
    /Das Ende muss nach dem Beginn liegen\./,
  );
  await germanScreen(page, testInfo, "admin-challenge-edit-de");
  await edit.getByLabel("Beginn", { exact: true }).fill("");
  await edit.getByLabel("Ende", { exact: true }).fill("");
  await field(edit, "Punkte").fill("15");
  await edit.getByRole("button", { name: "Challenge speichern" }).click();
  await expect(page.getByText(`„${title}“ wurde gespeichert.`)).toBeVisible();
  await expect(edit).toBeHidden();

  // A new FAQ entry: an empty answer is refused in German, then the entry is added and deleted.
  await page.getByRole("tab", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/tab=faq/);
  await page.getByRole("button", { name: "Neue Frage" }).click();
  const faq = page.getByRole("dialog", { name: "Neue Frage" });
  const question = `Gibt es mittags Schatten (${stamp})?`;
  await field(faq, "Frage").fill(question);
  await faq.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(field(faq, "Antwort")).toHaveAccessibleDescription(/Schreib eine Antwort\./);
  await field(faq, "Antwort").fill("Ja: im großen Zelt am Nordtor.");
  await faq.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(page.getByText("Die Frage wurde hinzugefügt.")).toBeVisible();
  await expect(faq).toBeHidden();
  await expect(page.getByRole("cell", { name: question, exact: true })).toBeVisible();
  await germanScreen(page, testInfo, "admin-faq-de");
  await page.getByRole("button", { name: `Löschen Frage: ${question}` }).click();
  const remove = page.getByRole("dialog", { name: "Diese Frage löschen?" });
  await expect(remove.getByRole("button", { name: "Behalten" })).toBeVisible();
  await remove.getByRole("button", { name: "Frage löschen" }).click();
  await expect(page.getByText("Die Frage wurde gelöscht.")).toBeVisible();

  // A role change, confirmed in German, then put back for the next run.
  const email = personOf(project);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Personen und Rollen" })).toBeVisible();
  await field(page, "Personen suchen").fill(email);
  const person = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(person).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
  const name = (await person.getByRole("cell").first().innerText()).split("\n")[0]?.trim() ?? "";
  const role = person.getByLabel(`Rolle von ${name}`);
  await expect(role).toHaveValue("Teilnehmer/in");
  await role.click();
  await page.getByRole("option", { name: "Moderator/in" }).click();
  const confirm = page.getByRole("dialog", { name: "Rolle ändern?" });
  await expect(confirm).toContainText(`${name} (${email}) zur Rolle Moderator/in machen?`);
  await germanScreen(page, testInfo, "admin-users-de");
  await confirm.getByRole("button", { name: "Rolle ändern" }).click();
  await expect(page.getByText(`${name} ist jetzt Moderator/in.`)).toBeVisible();
  await expect(role).toHaveValue("Moderator/in");
  await role.click();
  await page.getByRole("option", { name: "Teilnehmer/in" }).click();
  await page
    .getByRole("dialog", { name: "Rolle ändern?" })
    .getByRole("button", { name: "Rolle ändern" })
    .click();
  await expect(page.getByText(`${name} ist jetzt Teilnehmer/in.`)).toBeVisible();

  // An announcement: published in German, then withdrawn (so other specs start clean).
  await page.goto("/admin/announcements");
  await expect(page.getByRole("heading", { level: 1, name: "Durchsagen" })).toBeVisible();
  await expect(page).toHaveTitle(/^Durchsagen · /);
  const message = `Die Bingo-Bühne zieht um 15:00 ins große Zelt (${stamp})`;
  await field(page, "Nachricht").fill(message);
  await field(page, "Link (optional)").fill("https://example.com/");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(field(page, "Link (optional)")).toHaveAccessibleDescription(
    /Eine Seite dieser App, beginnend mit \/, z\. B\. \/challenge\/care\./,
  );
  await field(page, "Link (optional)").fill("/challenge/fitness");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Die Durchsage ist veröffentlicht.")).toBeVisible();
  const current = page.getByRole("region", { name: "Aktuell" });
  const item = current.getByRole("listitem").filter({ hasText: message });
  await expect(item).toContainText("Info");
  await expect(item).toContainText("Link: /challenge/fitness");
  await expect(item).toContainText(/Veröffentlicht am \d{1,2}\. \S+ \d{4}, \d{2}:\d{2}/);
  await germanScreen(page, testInfo, "admin-announcements-de");
  await item.getByRole("button", { name: /^Zurückziehen Durchsage:/ }).click();
  await page
    .getByRole("dialog", { name: "Diese Durchsage zurückziehen?" })
    .getByRole("button", { name: "Durchsage zurückziehen" })
    .click();
  await expect(page.getByText("Die Durchsage wurde zurückgezogen.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Vergangen und zurückgezogen" }).getByText(message),
  ).toBeVisible();

  // The audit log: the codes as they are, everything else in German.
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Änderungsprotokoll" })).toBeVisible();
  await expect(page).toHaveTitle(/^Änderungsprotokoll · /);
  await expect(page.getByRole("button", { name: /^Wann/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Ziel" })).toBeVisible();
  await field(page, "Protokoll durchsuchen").fill("challenge.update");
  const entry = page.getByRole("row", { name: /challenge\.update/ }).first();
  await expect(entry).toContainText(`Challenge: ${title}`);
  await entry.getByRole("button", { name: "Änderungen von challenge.update anzeigen" }).click();
  const changes = page.getByRole("table", { name: "Änderungen von challenge.update" }).first();
  await expect(changes.getByRole("columnheader", { name: "Vorher" })).toBeVisible();
  await expect(changes.getByRole("row", { name: "Punkte 10 15" })).toBeVisible();
  await germanScreen(page, testInfo, "admin-audit-de");

  // The English screens stay English for an English browser.
  const english = await englishAdmin(browser);
  await english.page.goto("/auth/login");
  await field(english.page, "Email").fill(ADMIN);
  await field(english.page, "Password").fill(DEMO_PASSWORD);
  await english.page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(english.page).not.toHaveURL(/\/auth\/login/);
  await english.page.goto("/admin/audit");
  await expect(english.page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await english.context.close();
});
