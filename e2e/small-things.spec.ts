import { expect, test } from "@playwright/test";
import { field, registerParticipant, signIn } from "./core-helpers";
import { checkScreen } from "./fixtures";
import { createStation, unique } from "./stations-helpers";

test("the profile's figures keep their labels inside their cards", async ({ page }, testInfo) => {
  await registerParticipant(page, testInfo.project.name, "Figure Reader");
  await expect(page.getByRole("heading", { level: 1, name: "Figure Reader" })).toBeVisible();
  for (const label of ["Points", "Rank", "Achievements"]) {
    const text = page.getByRole("main").getByText(label, { exact: true });
    const overflow = await text.evaluate((element) => {
      const card = element.parentElement?.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      return element.scrollWidth > element.clientWidth || !card || own.right > card.right - 1;
    });
    expect(overflow, `${label} runs past its card`).toBe(false);
  }
  await checkScreen(page, testInfo, "profile-figures");
});

test("the help desk keeps the chosen person in the address, through Back and a reload", async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const name = `Desk Return ${unique(project)}`;
  const visitor = await (await browser.newContext()).newPage();
  const email = await registerParticipant(visitor, project, name);
  await visitor.context().close();

  await signIn(page, "moderator@festival.test");
  await page.goto("/participation/person");
  await field(page, "Find a person").fill(email);
  await page.getByRole("button", { name: `Open ${name}` }).click();
  const person = page.getByRole("heading", { level: 2, name });
  await expect(person).toBeVisible();
  await expect(page).toHaveURL(/\/participation\/person\?person=c[a-z0-9]+$/);

  await page.reload();
  await expect(person).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently asked questions" }),
  ).toBeVisible();
  await page.goBack();
  await expect(person).toBeVisible();
  await checkScreen(page, testInfo, "help-desk-person-in-url");

  await page.getByRole("button", { name: "Find someone else" }).click();
  await expect(field(page, "Find a person")).toBeVisible();
  await expect(page).toHaveURL(/\/participation\/person$/);
  await page.goBack();
  await expect(person).toBeVisible();
});

test("the error reporting check says that reporting is off when a button is pressed", async ({
  page,
}, testInfo) => {
  await page.goto("/sentry-example-page");
  await expect(page.getByRole("status")).toContainText("Error reporting is off");
  page.on("pageerror", () => undefined);
  await page.getByRole("button", { name: "Throw an error in the browser" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Error reporting is off: this error was not sent" }),
  ).toBeVisible();
  await checkScreen(page, testInfo, "sentry-example-off");
});

test("the audit log shows what changed, field by field, not raw JSON", async ({
  page,
}, testInfo) => {
  const label = `Audit ${unique(testInfo.project.name)}`;
  await createStation(page, label);
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/audit");
  await field(page, "Search the audit log").fill("station.create");
  const entry = page.getByRole("row", { name: /station\.create/ }).first();
  await expect(entry).toBeVisible();
  await entry.getByRole("button", { name: "Show changes of station.create" }).click();
  const changes = page.getByRole("table", { name: "Changes of station.create" });
  await expect(changes.getByRole("columnheader", { name: "Field" })).toBeVisible();
  await expect(changes.getByRole("row", { name: `Label — ${label}` })).toBeVisible();
  await expect(changes.getByRole("row", { name: /^Active — yes$/ })).toBeVisible();
  await expect(page.getByText(`"label": "${label}"`)).toHaveCount(0);
  await checkScreen(page, testInfo, "audit-field-changes");
});
