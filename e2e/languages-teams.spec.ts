import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { confirmRegistration, DEMO_PASSWORD, field, germanParticipant } from "./core-helpers";
import { checkScreen, expectNoAxeViolations } from "./fixtures";

// README "Languages": the teams area in German (the e2e server offers en,de). The English
// journeys are e2e/teams.spec.ts and e2e/admin-teams.spec.ts.
test.use({ locale: "de-DE" });

/** A moment-stamped tag, so runs and projects do not share team names. */
const unique = (project: string) => `${project === "phone" ? "P" : "D"}${Date.now() % 1_000_000}`;

/** Signs in with the German sign-in form. */
async function germanSignIn(page: Page, email: string) {
  await page.goto("/auth/login");
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(DEMO_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** The lines of a downloaded CSV file (the byte-order mark dropped). */
async function downloaded(page: Page, button: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const text = await readFile((await (await download).path()) ?? "", "utf8");
  return text
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
}

test("the teams pages' first HTML is German for a German browser", async ({ request }) => {
  const html = await (await request.get("/teams", { headers: { "Accept-Language": "de" } })).text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("Team-Rangliste");
  expect(html).toContain("Melde dich an, um ein Team zu gründen oder einem beizutreten.");
  expect(html).toContain("Teams werden nach ihrem Punkteschnitt pro Mitglied gewertet");
  for (const english of ["Team leaderboard", "Sign in to create a team", "Play together"])
    expect(html).not.toContain(english);

  const invite = await (
    await request.get("/teams/join/ABCDEFGHJK", { headers: { "Accept-Language": "de" } })
  ).text();
  expect(invite).toMatch(/<html[^>]* lang="de"/);
  expect(invite).toContain("Einem Team beitreten");
  expect(invite).toContain("Du wurdest in ein Team eingeladen.");
  expect(invite).not.toContain("You were invited");
});

test("a team founded, joined by its invite link, renamed and handed over; the leaderboard and the admin's teams: all in German", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const tag = unique(project);
  const teamName = `Nachteulen ${tag}`;
  const renamed = `Frühaufsteher ${tag}`;
  const visitorName = `Vera ${tag}`;
  await germanParticipant(page, browser, project, `Karla ${tag}`);

  // The captain founds the team on /teams.
  await page.goto("/teams");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeVisible();
  await expect(page).toHaveTitle(/^Teams · /);
  await expect(page.getByRole("heading", { name: "Team gründen" })).toBeVisible();
  await checkScreen(page, testInfo, "teams-de-without-team");
  await field(page, "Teamname").fill("x");
  await page.getByRole("button", { name: "Team gründen" }).click();
  await expect(page.getByText("Mindestens 3 Zeichen")).toBeVisible();
  await field(page, "Teamname").fill(teamName);
  await page.getByRole("button", { name: "Team gründen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${teamName} · `));
  await expect(page.getByRole("heading", { name: "Leute einladen" })).toBeVisible();
  await expect(page.getByText(/^Gewertet ab \d+ Mitgliedern mit Punkten$/)).toBeVisible();
  const invite = await field(page, "Einladungslink").inputValue();
  expect(new URL(invite).pathname).toMatch(/^\/teams\/join\/[0-9A-Z]{10}$/);
  await checkScreen(page, testInfo, "teams-de-captain");

  // A visitor opens the invite link in a German browser, registers in German and lands in it.
  const visitorContext = await browser.newContext({
    locale: "de-DE",
    viewport: page.viewportSize(),
  });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(new URL(invite).pathname);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Einem Team beitreten" }),
    ).toBeVisible();
    await expect(visitor).toHaveTitle(/^Einem Team beitreten · /);
    await checkScreen(visitor, testInfo, "teams-de-invite-visitor");
    await visitor.getByRole("main").getByRole("link", { name: "Konto erstellen" }).click();
    await expect(visitor).toHaveURL(/\/auth\/register$/);
    const email = `teams-de-${project}-${Date.now()}@festival.test`;
    await field(visitor, "Name").fill(visitorName);
    await field(visitor, "E-Mail").fill(email);
    await field(visitor, "Passwort").fill("a long password 123");
    await field(visitor, "Passwort bestätigen").fill("a long password 123");
    await visitor.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(visitor.getByRole("main").getByRole("alert")).toContainText(
      `Wir haben einen Link an ${email} geschickt.`,
    );
    await confirmRegistration(visitor, email);
    await expect(visitor.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
    const members = visitor.getByRole("region", { name: "Mitglieder", exact: true });
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await expect(members.getByRole("listitem").filter({ hasText: visitorName })).toContainText(
      "Du",
    );
    await expect(members.getByRole("listitem").filter({ hasText: `Karla ${tag}` })).toContainText(
      "Kapitän/in",
    );
    await expect(visitor.getByRole("button", { name: "Team verlassen" })).toBeVisible();
    await checkScreen(visitor, testInfo, "teams-de-member");

    // The captain renames the team, then hands the captaincy over.
    await page.reload();
    const captain = page.getByRole("region", { name: "Kapitän/in", exact: true });
    await field(captain, "Teamname").fill("ab");
    await captain.getByRole("button", { name: "Name und Beschreibung speichern" }).click();
    await expect(captain.getByText("Mindestens 3 Zeichen")).toBeVisible();
    await field(captain, "Teamname").fill(renamed);
    await captain.getByRole("button", { name: "Name und Beschreibung speichern" }).click();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await checkScreen(page, testInfo, "teams-de-captain-members");
    await page
      .getByRole("button", { name: `Kapitänsamt an ${visitorName} übergeben`, exact: true })
      .click();
    const crew = page.getByRole("region", { name: "Mitglieder", exact: true });
    await expect(crew.getByRole("listitem").filter({ hasText: visitorName })).toContainText(
      "Kapitän/in",
    );
    await expect(page.getByRole("region", { name: "Kapitän/in", exact: true })).toHaveCount(0);
    await checkScreen(page, testInfo, "teams-de-handed-over");

    // The leaderboard and my team on /teams. The page's server shares the ranking (names
    // included) for up to 5 s (README "Teams"): the new name may take a reload or two.
    const mine = page.getByRole("region", { name: "Mein Team" });
    await expect(async () => {
      await page.goto("/teams");
      await expect(mine.getByRole("link", { name: renamed })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(mine).toContainText("Noch nicht platziert · Schnitt 0 · 0 Punkte · 2 Mitglieder");
    const board = page.getByRole("table", { name: "Team-Rangliste" });
    await expect(board.getByRole("columnheader", { name: "Schnitt" })).toBeVisible();
    const row = board.getByRole("row").filter({ has: page.getByRole("link", { name: renamed }) });
    await expect(row).toContainText("0 Punkte");
    await expect(row).toContainText("2 Mitglieder");
    await checkScreen(page, testInfo, "teams-de-leaderboard");

    // The new captain sees the captain's tools.
    await visitor.reload();
    await expect(visitor.getByRole("region", { name: "Kapitän/in", exact: true })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Team auflösen" })).toBeVisible();

    // The former captain leaves; the join form's check and the server's refusal, in German.
    await mine.getByRole("link", { name: renamed }).click();
    await page.getByRole("button", { name: "Team verlassen" }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await field(page, "Beitrittscode").fill("x");
    await page.getByRole("button", { name: "Team beitreten" }).click();
    await expect(page.getByText("Ein Beitrittscode hat 10 Buchstaben und Ziffern.")).toBeVisible();
    await field(page, "Beitrittscode").fill("0000000000");
    await page.getByRole("button", { name: "Team beitreten" }).click();
    await expect(page.getByText("Kein Team hat diesen Beitrittscode.")).toBeVisible();
    await checkScreen(page, testInfo, "teams-de-join-refused");
  } finally {
    await visitorContext.close();
  }

  // The admin's teams screen, in German.
  const adminContext = await browser.newContext({ locale: "de-DE", viewport: page.viewportSize() });
  const admin = await adminContext.newPage();
  try {
    await germanSignIn(admin, "admin@festival.test");
    await admin.goto("/admin/teams");
    await expect(admin.locator("html")).toHaveAttribute("lang", "de");
    await expect(admin.getByRole("heading", { level: 1, name: "Teams verwalten" })).toBeVisible();
    await expect(admin).toHaveTitle(/^Teams verwalten · /);
    await expect(admin.getByRole("heading", { name: "Einstellungen" })).toBeVisible();
    const row = admin
      .getByRole("row")
      .filter({ has: admin.getByRole("link", { name: renamed, exact: true }) });
    await expect(row).toBeVisible();
    await checkScreen(admin, testInfo, "admin-teams-de");
    await row.getByRole("button", { name: `Aktionen für ${renamed}` }).click();
    await admin.getByRole("menuitem", { name: "Umbenennen …" }).click();
    const rename = admin.getByRole("dialog", { name: `${renamed} umbenennen` });
    await field(rename, "Teamname").fill("ab");
    await rename.getByRole("button", { name: "Umbenennen" }).click();
    await expect(rename.getByText("Mindestens 3 Zeichen")).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath(`admin-teams-rename-de-${project}.png`) });
    await rename.getByRole("button", { name: "Abbrechen" }).click();
    await expect(rename).toBeHidden();

    // The CSV's header row in the admin's language.
    const lines = await downloaded(admin, "Teams als CSV exportieren");
    expect(lines[0]).toBe("Team,Kapitän/in,Mitglieder,Punkte gesamt,Schnitt,Rang,Gegründet");
    expect(lines.find((line) => line.startsWith(`${renamed},`))).toMatch(
      new RegExp(`^${renamed},${visitorName},1,0,0,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`),
    );

    // The top teams on the festival dashboard.
    await admin.goto("/global-dashboard");
    await expect(admin.getByRole("heading", { name: "Top-Teams" })).toBeVisible();
    await expect(admin.getByRole("link", { name: "Alle Teams" })).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
