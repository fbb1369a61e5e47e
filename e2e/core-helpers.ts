import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { e2eMailDir, firstLink, waitForMail } from "./mail-server";

export const DEMO_PASSWORD = "festival-demo-1";

/** A form field by its accessible name (labels of required fields carry a decorative "*"). */
export function field(scope: Page | Locator, name: string) {
  return scope.getByRole("textbox", { name, exact: true });
}

/** Signs in on /auth/login and waits until the app has taken the user somewhere else. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/login");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The next page is rendered by the server with the new session (see confirmRegistration).
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });
}

/** The e2e mailbox of the app under test (see e2e/mail-server.ts). */
export const MAIL_DIR = e2eMailDir(Number(process.env.E2E_PORT ?? 3100));

/** Fills in the form of /auth/register (already open) and sends it. */
export async function fillRegistration(
  page: Page,
  name: string,
  email: string,
  password: string,
  confirmation = password,
) {
  await field(page, "Name").fill(name);
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await field(page, "Confirm password").fill(confirmation);
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * Fills in /auth/register and sends it: the page then says to check the mail (nobody is signed
 * in yet). Returns the email.
 */
export async function submitRegistration(
  page: Page,
  name: string,
  email: string,
  password = "a long password 123",
) {
  await page.goto("/auth/register");
  await fillRegistration(page, name, email, password);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `We sent a link to ${email}`,
  );
  return email;
}

/**
 * Follows the newest confirmation link mailed to `email` and taps "Finish signing in" (in the
 * page's language: "Anmeldung abschließen" in a German browser): the address is confirmed and the
 * page goes on as after any sign-in (/authenticated).
 */
export async function confirmRegistration(page: Page, email: string, mailNumber = 1) {
  const mail = await waitForMail(MAIL_DIR, email, mailNumber);
  // In the language of the page that registered (README "Languages", mails).
  expect(mail.subject).toMatch(/Confirm your email address|Bestätige deine E-Mail-Adresse/);
  await page.goto(firstLink(mail));
  await page.getByRole("button", { name: /^(Finish signing in|Anmeldung abschließen)$/ }).click();
  // The next page (the remembered one, or the profile) is rendered by the server with the new
  // session: on a busy 2-core machine that may take longer than an assertion's usual 5 s.
  await expect(page).not.toHaveURL(/\/authenticated/, { timeout: 20_000 });
}

/** Registers a new participant, confirms the address from the mail (signed in afterwards). */
export async function registerParticipant(page: Page, project: string, name: string) {
  const email = `core-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;
  await submitRegistration(page, name, email);
  await confirmRegistration(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  return email;
}

/**
 * A new participant, signed in, whose browser asks for German (`page`'s context). The
 * registration itself runs in an English browser (its German journey is the auth area's); the
 * session cookie then moves over. Returns the new address.
 */
export async function germanParticipant(
  page: Page,
  browser: Browser,
  project: string,
  name: string,
) {
  const english = await browser.newContext({ locale: "en-GB" });
  const email = await registerParticipant(await english.newPage(), project, name);
  await page.context().addCookies(await english.cookies());
  await english.close();
  return email;
}
