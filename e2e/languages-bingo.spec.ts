import { expect, test, type Page } from "@playwright/test";
import { confirmRegistration, field } from "./core-helpers";
import { checkScreen } from "./fixtures";

// README "Languages": the bingo line journey of e2e/bingo.spec.ts, driven in German. The e2e
// server offers English and German (playwright.config.ts); the browser asks for German. The
// festival's own content (the challenge's title, the tasks, the achievement) is German too: the
// demo seed gives every one its German text (README "Languages", "The festival's content").

const PASSWORD = "a long password 123";
const ROW_ONE = ["5 Minuten dehnen", "2.000 Schritte gehen", "Einen ganzen Song lang tanzen"];

test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });

function cell(page: Page, task: string) {
  return page.getByRole("button", { name: task, exact: true });
}

/** Registers through the German form and confirms the address from the mail (signed in). */
async function registerInGerman(page: Page, project: string, name: string) {
  const email = `bingo-de-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;
  await page.goto("/auth/register");
  await field(page, "Name").fill(name);
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(PASSWORD);
  await field(page, "Passwort bestätigen").fill(PASSWORD);
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `Wir haben einen Link an ${email} geschickt.`,
  );
  await confirmRegistration(page, email);
  return email;
}

test("a participant completes a bingo line in German, and shares the card", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerInGerman(page, testInfo.project.name, "Bea Bingo");

  await page.goto("/challenge/fitness/bingo/easy");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^Bingokarte, leicht · /);
  await expect(
    page.getByRole("heading", { level: 1, name: "Fitness-Bingo: leicht" }),
  ).toBeVisible();
  const progress = page.getByTestId("bingo-progress");
  await expect(progress).toHaveText("1 von 9 erledigt, 0 Reihen");
  const grid = page.getByRole("list", { name: "Fitness-Bingo: leicht: Karte mit 3 × 3 Feldern" });
  await expect(grid.getByRole("button")).toHaveCount(8);
  await expect(
    page.getByRole("progressbar", { name: "Fortschritt der Karte (leicht)" }),
  ).toBeVisible();
  await expect(
    page.getByText("Tippe auf ein Feld, wenn du es erledigt hast; tippe noch mal"),
  ).toBeVisible();
  await expect(
    page.getByText("Jedes Feld bringt 1 Punkt, jede Zeile, Spalte oder Diagonale 5 mehr"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Teile deine Karte" })).toBeVisible();
  await checkScreen(page, testInfo, "bingo-de-empty");

  // The first row: the third cell completes the line, said in German.
  for (const task of ROW_ONE.slice(0, 2)) {
    await cell(page, task).click();
    await expect(cell(page, task)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(progress).toHaveText("3 von 9 erledigt, 0 Reihen");
  await cell(page, ROW_ONE[2] ?? "").click();
  await page.mouse.move(0, 0);
  const said = page.getByTestId("bingo-announcement");
  await expect(said).toContainText("Reihe geschafft: Zeile 1. +6 Punkte");
  await expect(said).toContainText("Erfolg freigeschaltet: Erste Reihe (leicht)");
  await expect(progress).toHaveText("4 von 9 erledigt, 1 Reihe");
  await expect(page.getByText("Fertige Reihe: Zeile 1")).toBeVisible();
  await expect(page.getByTestId("bingo-points")).toHaveText("8 Punkte");
  await expect(page.getByRole("button", { name: "Link kopieren" })).toBeVisible();
  await checkScreen(page, testInfo, "bingo-de-line");

  // The server renders the card in German in the first HTML: no flash of English.
  const html = await (await page.request.get("/challenge/fitness/bingo/easy")).text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain("4 von 9 erledigt, 1 Reihe");
  expect(html).not.toContain("4 of 9 done");

  // My public card, while my profile is private.
  await page.getByRole("link", { name: "Meine öffentliche Karte" }).click();
  await expect(page).toHaveURL(/\/challenge\/fitness\/bingo\/easy\/c[a-z0-9]+$/);
  await expect(page).toHaveTitle(/^Geteilte Bingokarte, leicht · /);
  await expect(
    page.getByRole("heading", { level: 1, name: "Bingokarte von Bea Bingo (leicht)" }),
  ).toBeVisible();
  await expect(page.getByText("So sehen andere deine Karte.")).toBeVisible();
  await expect(page.getByText("Dein Profil ist privat: Nur du siehst diese Seite.")).toBeVisible();
  const shared = page.getByRole("list", { name: "Karte von Bea Bingo mit 3 × 3 Feldern" });
  await expect(shared.getByRole("listitem").filter({ hasText: ROW_ONE[0] ?? "" })).toContainText(
    "(erledigt)",
  );
  await expect(
    shared.getByRole("listitem").filter({ hasText: "10 Kniebeugen machen" }),
  ).toContainText("(offen)");
  await expect(page.getByTestId("bingo-progress")).toHaveText("4 von 9 erledigt, 1 Reihe");
  await expect(page.getByRole("link", { name: "Zurück zu meiner Karte" })).toBeVisible();
  await checkScreen(page, testInfo, "bingo-de-public-card");

  // A visitor is asked, in German, to sign in before marking.
  await page.context().clearCookies();
  await page.goto("/challenge/fitness/bingo/hard");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const main = page.getByRole("main");
  await expect(main.getByText("Melde dich an und spiel mit")).toBeVisible();
  await expect(main.getByRole("link", { name: "Anmelden und abhaken" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Konto erstellen" })).toBeVisible();
  const hard = page.getByRole("list", { name: "Fitness-Bingo: schwer: Karte mit 5 × 5 Feldern" });
  await expect(hard.getByRole("listitem").first()).toContainText("(offen)");
  await expect(page.getByTestId("bingo-progress")).toHaveText("1 von 25 erledigt, 0 Reihen");
  await checkScreen(page, testInfo, "bingo-de-visitor-hard");

  // The same page asked for in English is English (nothing German leaks into it).
  const english = await (
    await request.get("/challenge/fitness/bingo/hard", { headers: { "Accept-Language": "en" } })
  ).text();
  expect(english).toMatch(/<html[^>]* lang="en"/);
  expect(english).toContain("Sign in to mark cells");
  expect(english).toContain("Run 5 km");
  expect(english).not.toContain("Anmelden und abhaken");
  expect(english).not.toContain("5 km laufen");
});
