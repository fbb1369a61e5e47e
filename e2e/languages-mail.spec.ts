import { expect, test } from "@playwright/test";
import { field, MAIL_DIR } from "./core-helpers";
import { firstLink, waitForMail } from "./mail-server";

// README "Languages": every mail in its recipient's language. A browser asking for German
// (Accept-Language) causes German mails for people who chose no language; the e2e server offers
// English and German (playwright.config.ts).

const SITE = "Festival Challenges";
const PASSWORD = "a long password 123";

const uniqueEmail = (project: string) =>
  `mail-de-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;

test.describe("a browser asking for German", () => {
  test.use({ locale: "de-DE" });

  test("registers with the German form, gets the confirmation mail in German, and its link signs in; forgetting the password gives a German reset mail", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo.project.name);

    await page.goto("/auth/register");
    await expect(page.getByRole("heading", { level: 1, name: "Konto erstellen" })).toBeVisible();
    await field(page, "Name").fill("Kim Käfer");
    await field(page, "E-Mail").fill(email);
    await field(page, "Passwort").fill(PASSWORD);
    await field(page, "Passwort bestätigen").fill(PASSWORD);
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(email);

    const confirmation = await waitForMail(MAIL_DIR, email);
    expect(confirmation.subject).toBe(`Bestätige deine E-Mail-Adresse für ${SITE}`);
    expect(confirmation.text).toContain("Hallo Kim Käfer,");
    expect(confirmation.text).toContain(
      "Der Link funktioniert einmal, 60 Minuten lang. Warst du das nicht, ignoriere diese Mail: Ohne Bestätigung entsteht kein Konto.",
    );
    const link = firstLink(confirmation);
    expect(confirmation.text).toContain(`Bestätigen und anmelden: ${link}`);
    expect(confirmation.html).toContain(`<a href="${link}">Bestätigen und anmelden</a>`);
    const appOrigin = new URL(page.url()).origin;
    expect(new URL(link).origin).toBe(appOrigin);
    expect(new URL(link).pathname).toMatch(/^\/authenticated\/[A-Za-z0-9_-]{43}$/);

    // The link works: its page's one button signs in (the page's own words are not this test's).
    await page.goto(link);
    await page.getByRole("main").getByRole("button").click();
    await expect(page).toHaveURL(/\/profile$/);
    const session = await (await page.request.get("/api/_auth/session")).json();
    expect(session.user).toMatchObject({ email, name: "Kim Käfer" });

    // Forgot the password, from a browser that is signed out, in German.
    const visitor = await page.context().browser()!.newContext({ locale: "de-DE" });
    const forgot = await visitor.newPage();
    await forgot.goto("/auth/forgot-password");
    await expect(
      forgot.getByRole("heading", { level: 1, name: "Passwort vergessen?" }),
    ).toBeVisible();
    await field(forgot, "E-Mail").fill(email);
    await forgot.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
    await expect(forgot.getByRole("main").getByRole("alert")).toContainText(
      "Falls es ein Konto mit dieser Adresse",
    );
    const reset = await waitForMail(MAIL_DIR, email, 2);
    expect(reset.subject).toBe(`Neues Passwort für ${SITE}`);
    expect(reset.text).toContain(
      "Jemand (hoffentlich du) möchte das Passwort deines Kontos zurücksetzen.",
    );
    const resetLink = firstLink(reset);
    expect(reset.text).toContain(`Neues Passwort wählen: ${resetLink}`);
    expect(new URL(resetLink).origin).toBe(appOrigin);
    await forgot.goto(resetLink);
    await expect(
      forgot.getByRole("heading", { level: 1, name: "Neues Passwort wählen" }),
    ).toBeVisible();
    await visitor.close();
  });
});

test("a browser asking for English still gets the reset mail in English, word for word", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(`${testInfo.project.name}-en`);
  // An account made in English (the API, as the English form does).
  const registering = await page.request.post("/api/trpc/auth.register", {
    data: { json: { name: "Robin", email, password: PASSWORD } },
    headers: { "Accept-Language": "en" },
  });
  expect(registering.ok()).toBe(true);
  const confirmation = await waitForMail(MAIL_DIR, email);
  expect(confirmation.subject).toBe(`Confirm your email address for ${SITE}`);

  await page.goto("/auth/forgot-password");
  await field(page, "Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();
  const reset = await waitForMail(MAIL_DIR, email, 2);
  expect(reset.subject).toBe(`Reset your ${SITE} password`);
  expect(reset.text).toContain(
    "The link works once, for 60 minutes. If you did not ask for it, ignore this mail: your password stays as it is.",
  );
  expect(reset.text).toContain(`Choose a new password: ${firstLink(reset)}`);
});
