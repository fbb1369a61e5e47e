import { expect, test } from "@playwright/test";
import { field, fillRegistration, confirmRegistration, registerParticipant } from "./core-helpers";
import { checkScreen } from "./fixtures";

/**
 * Teams (README "Teams"): a participant creates a team, invites a visitor by link, the visitor
 * registers and lands in the team, sees it on /teams, and leaves.
 */
test("create a team, invite a visitor by link who registers and lands in it, then leaves", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const teamName = `Crew ${project} ${Date.now() % 1_000_000}`;

  // The captain creates the team on /teams.
  await registerParticipant(page, project, "Cora Captain");
  await page.goto("/teams");
  await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeVisible();
  await expect(page).toHaveTitle(/^Teams · /);
  await checkScreen(page, testInfo, "teams-without-team");
  await field(page, "Team name").fill("x");
  await page.getByRole("button", { name: "Create the team" }).click();
  await expect(page.getByText("At least 3 characters")).toBeVisible();
  await field(page, "Team name").fill(teamName);
  await page.getByRole("button", { name: "Create the team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  const teamUrl = page.url();
  await expect(page).toHaveTitle(new RegExp(`^${teamName} · `));
  expect(new URL(teamUrl).pathname).toMatch(/^\/teams\/c[a-z0-9]+$/);
  const invite = await field(page, "Invite link").inputValue();
  expect(new URL(invite).pathname).toMatch(/^\/teams\/join\/[0-9A-Z]{10}$/);
  await checkScreen(page, testInfo, "teams-captain");

  // A visitor opens the invite link in another browser, registers and lands in the team.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(new URL(invite).pathname);
    await expect(visitor.getByRole("heading", { level: 1, name: "Join a team" })).toBeVisible();
    await checkScreen(visitor, testInfo, "teams-invite-visitor");
    await visitor.getByRole("main").getByRole("link", { name: "Create account" }).click();
    await expect(visitor).toHaveURL(/\/auth\/register$/);
    const email = `teams-${project}-${Date.now()}@festival.test`;
    await fillRegistration(visitor, "Vic Visitor", email, "a long password 123");
    await expect(visitor.getByRole("main").getByRole("alert")).toContainText(
      `We sent a link to ${email}`,
    );
    await confirmRegistration(visitor, email);
    await expect(visitor).toHaveURL(teamUrl);
    await expect(visitor.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
    const members = visitor.getByRole("region", { name: "Members" });
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await expect(members.getByRole("listitem").filter({ hasText: "Vic Visitor" })).toContainText(
      "You",
    );
    await expect(members.getByRole("listitem").filter({ hasText: "Cora Captain" })).toContainText(
      "Captain",
    );
    await checkScreen(visitor, testInfo, "teams-member");

    // /teams shows my team and the team on the leaderboard.
    await visitor.goto("/teams");
    await expect(
      visitor.getByRole("region", { name: "My team" }).getByRole("link", { name: teamName }),
    ).toBeVisible();
    await expect(
      visitor
        .getByRole("table", { name: "Team leaderboard" })
        .getByRole("link", { name: teamName }),
    ).toBeVisible();
    await checkScreen(visitor, testInfo, "teams-with-team");

    // Leaving: back on /teams with the forms, and the captain's team has one member again.
    await visitor
      .getByRole("region", { name: "My team" })
      .getByRole("link", { name: teamName })
      .click();
    await visitor.getByRole("button", { name: "Leave the team" }).click();
    await expect(visitor).toHaveURL(/\/teams$/);
    await expect(field(visitor, "Join code")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Members" }).getByRole("listitem")).toHaveCount(
      1,
    );
  } finally {
    await visitorContext.close();
  }
});
