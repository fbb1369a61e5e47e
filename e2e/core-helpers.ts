import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "festival-demo-1";

/** Signs in on /auth/login and waits until the app has taken the user somewhere else. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Registers a new participant (signed in afterwards) and returns their email. */
export async function registerParticipant(page: Page, project: string, name: string) {
  const email = `core-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;
  await page.goto("/auth/register");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a long password 123");
  await page.getByLabel("Confirm password").fill("a long password 123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return email;
}
