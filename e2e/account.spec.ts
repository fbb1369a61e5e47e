import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, snapshot } from "./fixtures";

const PASSWORD = "account password 123";

test("edit personal data, download it, then delete the account", async ({ page }, testInfo) => {
  const email = `e2e-account-${testInfo.project.name}-${Date.now()}@festival.test`;
  await page.goto("/auth/register");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dana Data");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto("/account/personal");
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue("Dana Data");
  await name.fill("Dana Renamed");
  await page.getByRole("switch", { name: /Public profile/ }).check({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your personal data was saved.")).toBeVisible();
  expect((await (await page.request.get("/api/_auth/session")).json()).user).toMatchObject({
    name: "Dana Renamed",
    publicProfile: true,
  });
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, "personal-data");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(exported.user).toMatchObject({ email, name: "Dana Renamed" });

  await page.getByRole("textbox", { name: "Your password, to confirm" }).fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await (await page.request.get("/api/_auth/session")).json()).toEqual({});
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Email or password is incorrect.",
  );
});
