import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { confirmRegistration, field, MAIL_DIR, submitRegistration } from "./core-helpers";
import { expectNoAxeViolations, snapshot } from "./fixtures";
import { firstLink, waitForMail } from "./mail-server";

const PASSWORD = "account password 123";

test("edit personal data, change the email by a mailed link, download the data, then delete the account", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `e2e-account-${stamp}@festival.test`;
  const newEmail = `e2e-account-new-${stamp}@festival.test`;
  await submitRegistration(page, "Dana Data", email, PASSWORD);
  await confirmRegistration(page, email);
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto("/account/personal");
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
  const name = field(page, "Name");
  await expect(name).toHaveValue("Dana Data");
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Email")).toHaveAttribute("readonly", "");
  await name.fill("Dana Renamed");
  await page.getByRole("switch", { name: /Public profile/ }).check({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your personal data was saved.")).toBeVisible();
  expect((await (await page.request.get("/api/_auth/session")).json()).user).toMatchObject({
    name: "Dana Renamed",
    email,
    publicProfile: true,
  });
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, "personal-data");

  // Changing the email: the current password first, then a link to the new address.
  await page.getByRole("button", { name: "Change email" }).click();
  await field(page, "New email").fill(newEmail);
  await field(page, "Current password").fill("not my password");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText("This is not your current password.")).toBeVisible();
  await field(page, "Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `We sent a link to ${newEmail}`,
  );
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, "change-email-sent");
  // Nothing changed yet; the old address was told.
  expect((await (await page.request.get("/api/_auth/session")).json()).user.email).toBe(email);
  const requested = await waitForMail(MAIL_DIR, email, 2);
  expect(requested.subject).toMatch(/email change was requested/);
  expect(requested.text).toContain(newEmail);

  const confirmation = await waitForMail(MAIL_DIR, newEmail);
  expect(confirmation.subject).toMatch(/Confirm your new email address/);
  const link = firstLink(confirmation);
  expect(new URL(link).pathname).toMatch(/^\/auth\/confirm-email\/[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your new email address" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm new email address" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `Your email address is now ${newEmail}`,
  );
  await snapshot(page, testInfo, "change-email-confirmed");
  expect((await (await page.request.get("/api/_auth/session")).json()).user.email).toBe(newEmail);
  const changed = await waitForMail(MAIL_DIR, email, 3);
  expect(changed.subject).toMatch(/email address was changed/);
  // The link works once: opened again, its page says so at once, with no button to tap.
  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already used");
  await expect(page.getByRole("button", { name: "Confirm new email address" })).toHaveCount(0);

  await page.goto("/account/personal");
  await expect(field(page, "Email")).toHaveValue(newEmail);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(exported.user).toMatchObject({ email: newEmail, name: "Dana Renamed" });

  await page.getByRole("textbox", { name: "Your password, to confirm" }).fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await (await page.request.get("/api/_auth/session")).json()).toEqual({});
  await page.goto("/auth/login");
  await field(page, "Email").fill(newEmail);
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Email or password is incorrect.",
  );
});
