import { expect, type Locator, type Page } from "@playwright/test";

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
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Registers a new participant (signed in afterwards) and returns their email. */
export async function registerParticipant(page: Page, project: string, name: string) {
  const email = `core-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;
  await page.goto("/auth/register");
  await field(page, "Name").fill(name);
  await field(page, "Email").fill(email);
  await field(page, "Password").fill("a long password 123");
  await field(page, "Confirm password").fill("a long password 123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return email;
}
