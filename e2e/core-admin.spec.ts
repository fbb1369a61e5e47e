import { expect, test } from "@playwright/test";
import { field, signIn } from "./core-helpers";
import { checkScreen, expectNoAxeViolations } from "./fixtures";

test("an admin creates a challenge, publishes it, and it appears on the home page", async ({
  page,
  browser,
}, testInfo) => {
  // Three screens, four full-page screenshots and a second browser: longer than most journeys.
  test.setTimeout(90_000);
  const title = `Clay figures ${testInfo.project.name} ${Date.now() % 100000}`;
  await signIn(page, "admin@festival.test");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  await checkScreen(page, testInfo, "core-admin-home");

  await page.getByRole("main").getByRole("link", { name: "Challenges", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Challenges and content" }),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: "Fitness bingo: easy bingo-easy" })).toBeVisible();
  await checkScreen(page, testInfo, "core-admin-challenges");

  await page.getByRole("button", { name: "New challenge" }).click();
  const dialog = page.getByRole("dialog", { name: "New challenge" });
  await field(dialog, "Title").fill(title);
  await field(dialog, "Summary").fill("Model a festival figure in clay.");
  await field(dialog, "Description").fill("Use **any** clay. Photograph it from the front.");
  await expect(dialog.getByLabel("Description preview")).toContainText("Use any clay.");
  await field(dialog, "Points").fill("12");
  await checkScreen(page, testInfo, "core-admin-challenge-form");
  await dialog.getByRole("button", { name: "Create challenge" }).click();
  await expect(page.getByText(`“${title}” was created.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A draft is not on the home page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("region", { name: "Arts" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  await field(page, "Search challenges").fill("Clay figures");
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  // The status shows in its column, or under the title on a phone (one of the two is visible).
  await expect(row.getByText("Draft").filter({ visible: true })).toBeVisible();
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Published: it shows on the home page now.")).toBeVisible();
  await expect(row.getByText("Published", { exact: true }).filter({ visible: true })).toBeVisible();

  await visitor.goto("/");
  await expect(
    visitor.getByRole("region", { name: "Arts" }).getByRole("heading", { name: title }),
  ).toBeVisible();

  // The audit log has the creation and the publication: what changed, field by field.
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await field(page, "Search the audit log").fill("challenge.publish");
  const entry = page.getByRole("row", { name: /challenge\.publish/ }).first();
  await expect(entry).toBeVisible();
  await entry.getByRole("button", { name: "Show changes of challenge.publish" }).click();
  await expect(
    page
      .getByRole("table", { name: "Changes of challenge.publish" })
      .first()
      .getByRole("row", { name: "Published no yes" }),
  ).toBeVisible();
  await checkScreen(page, testInfo, "core-admin-audit");
});

test("an admin edits the FAQ and achievement texts", async ({ page }, testInfo) => {
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/challenges?tab=faq");
  await expect(page.getByRole("tab", { name: "FAQ", selected: true })).toBeVisible();
  await page.getByRole("button", { name: "New question" }).click();
  const question = `Is there shade at noon (${testInfo.project.name})?`;
  const dialog = page.getByRole("dialog", { name: "New question" });
  await field(dialog, "Question").fill(question);
  await field(dialog, "Answer").fill("Yes: the big tent by the north gate.");
  await dialog.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByText("The question was added.")).toBeVisible();
  await expect(page.getByText("The question was added.")).toBeHidden({ timeout: 10_000 });
  await checkScreen(page, testInfo, "core-admin-faq");

  // On /faq the question is a disclosure: its answer shows when it is opened, by tap or keyboard.
  await page.goto("/faq");
  const answer = page.getByText("Yes: the big tent by the north gate.");
  await expect(page.getByText(question)).toBeVisible();
  await expect(answer).toBeHidden();
  await page.getByText(question).click();
  await expect(answer).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();

  await page.goto("/admin/challenges?tab=achievements");
  await page.getByRole("button", { name: "Edit Joy giver" }).click();
  const edit = page.getByRole("dialog", { name: "Edit achievement" });
  await expect(field(edit, "Title")).toHaveValue("Joy giver");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Save texts" }).click();
  await expect(page.getByText("The achievement's texts were saved.")).toBeVisible();
});

test("an admin finds a user and changes their role; participants are kept out", async ({
  page,
  browser,
}, testInfo) => {
  // Two people signing in, a role changed and put back, an axe run: longer than most journeys.
  test.setTimeout(60_000);
  // Each viewport works on its own demo person, so the runs do not meet.
  const email =
    testInfo.project.name === "phone"
      ? "alex.1@people.festival.test"
      : "bea.2@people.festival.test";
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users and roles" })).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, "Search users").fill(email);
  const row = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
  // The name cell shows the email under the name on phones: the name is its first line.
  const name = (await row.getByRole("cell").first().innerText()).split("\n")[0]?.trim() ?? "";
  const roleSelect = row.getByLabel(`Role of ${name}`);
  await roleSelect.click();
  await page.getByRole("option", { name: "Moderator" }).click();
  const confirm = page.getByRole("dialog", { name: "Change role?" });
  await checkScreen(page, testInfo, "core-admin-users");
  await confirm.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText(`${name} is now moderator.`)).toBeVisible();
  await expect(roleSelect).toHaveValue("Moderator");

  // Put them back, for the next run.
  await roleSelect.click();
  await page.getByRole("option", { name: "Participant" }).click();
  await page
    .getByRole("dialog", { name: "Change role?" })
    .getByRole("button", { name: "Change role" })
    .click();
  await expect(page.getByText(`${name} is now participant.`)).toBeVisible();

  const participant = await (await browser.newContext()).newPage();
  await signIn(participant, "participant@festival.test");
  const response = await participant.goto("/admin/challenges");
  expect(response?.status()).toBe(403);
  await expect(
    participant.getByRole("heading", { level: 1, name: "You do not have access to this page" }),
  ).toBeVisible();
});
