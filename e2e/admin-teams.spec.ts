import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { field, registerParticipant, signIn } from "./core-helpers";
import { checkScreen, expectNoAxeViolations, snapshot } from "./fixtures";

/**
 * The admin's teams (README "Teams", /admin/teams): rename a team, remove a member, merge two
 * teams, export the CSV files and delete a team, each through its dialog; and the help desk adds
 * a person to a team by its join code.
 */

async function participant(browser: Browser, page: Page, project: string, name: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const person = await context.newPage();
  const email = await registerParticipant(person, project, name);
  return { context, page: person, email };
}

/** Creates a team on /teams; returns its join code, read on the team's page. */
async function createTeam(page: Page, name: string) {
  await page.goto("/teams");
  await field(page, "Team name").fill(name);
  await page.getByRole("button", { name: "Create the team" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return (await page.getByTestId("join-code").textContent()) ?? "";
}

/** The rows of a downloaded CSV file (the byte-order mark dropped). */
async function downloaded(page: Page, button: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await download;
  const text = await readFile((await file.path()) ?? "", "utf8");
  return {
    name: file.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/),
  };
}

test("an admin renames, removes a member, merges, exports and deletes teams; the desk adds by code", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const tag = `${project === "phone" ? "P" : "D"}${Date.now() % 1_000_000}`;
  const alpha = `Alpha ${tag}`;
  const renamed = `Renamed ${tag}`;
  const beta = `Beta ${tag}`;

  const cora = await participant(browser, page, project, `Cora ${tag}`);
  const milo = await participant(browser, page, project, `Milo ${tag}`);
  const bea = await participant(browser, page, project, `Bea ${tag}`);
  const moderatorContext = await browser.newContext({ viewport: page.viewportSize() });
  const moderator = await moderatorContext.newPage();
  try {
    const code = await createTeam(cora.page, alpha);
    await milo.page.goto("/teams");
    await field(milo.page, "Join code").fill(code);
    await milo.page.getByRole("button", { name: "Join the team" }).click();
    await expect(milo.page.getByRole("heading", { level: 1, name: alpha })).toBeVisible();
    await createTeam(bea.page, beta);

    await signIn(page, "admin@festival.test");
    await page.goto("/admin/teams");
    await expect(page.getByRole("heading", { level: 1, name: "Manage teams" })).toBeVisible();
    const row = (name: string) =>
      page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    const step = async (team: string, item: RegExp) => {
      await row(team)
        .getByRole("button", { name: `Actions for ${team}` })
        .click();
      await page.getByRole("menuitem", { name: item }).click();
    };
    await expect(row(alpha)).toBeVisible();
    await checkScreen(page, testInfo, "admin-teams");

    // Rename: the captains' rules, next to the field; then the new name in the list.
    await step(alpha, /^Rename/);
    const rename = page.getByRole("dialog", { name: `Rename ${alpha}` });
    await field(rename, "Team name").fill("ab");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename.getByText("At least 3 characters")).toBeVisible();
    await field(rename, "Team name").fill(beta.toUpperCase());
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename.getByText("A team with this name exists: choose another.")).toBeVisible();
    await field(rename, "Team name").fill(renamed);
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename).toBeHidden();
    await expect(row(renamed)).toBeVisible();
    await expect(row(alpha)).toHaveCount(0);

    // Remove a member: Milo is out of the team.
    await step(renamed, /^Remove a member/);
    const remove = page.getByRole("dialog", { name: `Remove a member of ${renamed}` });
    await remove.getByRole("radio", { name: `Milo ${tag}` }).check();
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "admin-teams-remove");
    await remove.getByRole("button", { name: "Remove from the team" }).click();
    await expect(remove).toBeHidden();
    await milo.page.goto("/teams");
    await expect(field(milo.page, "Join code")).toBeVisible();

    // The help desk adds Milo back by the team's join code.
    await signIn(moderator, "moderator@festival.test");
    await moderator.goto("/participation/person");
    await field(moderator, "Find a person").fill(milo.email);
    await moderator
      .getByRole("listitem")
      .filter({ hasText: milo.email })
      .getByRole("button", { name: /^Open / })
      .click();
    const desk = moderator.getByRole("region", { name: "Team", exact: true });
    await expect(desk.getByText("Not in a team.", { exact: false })).toBeVisible();
    await field(desk, "Join code").fill("0000000000");
    await desk.getByRole("button", { name: "Add to the team" }).click();
    await expect(desk.getByText("No team has this join code.")).toBeVisible();
    await field(desk, "Join code").fill(code.toLowerCase());
    await desk.getByRole("button", { name: "Add to the team" }).click();
    await expect(desk.getByRole("link", { name: renamed })).toBeVisible();
    await checkScreen(moderator, testInfo, "desk-team-added");

    // Merge Beta into the renamed team: Bea is in it now, Beta is gone.
    await page.reload();
    await step(beta, /^Merge/);
    const merge = page.getByRole("dialog", { name: `Merge ${beta} into another team` });
    await merge.getByRole("button", { name: "Merge the teams" }).click();
    await expect(merge.getByText("Choose the team to merge into.")).toBeVisible();
    await merge
      .getByRole("combobox", { name: "Merge into" })
      .selectOption({ label: `${renamed} (2 members)` });
    await expect(merge.getByText(`${renamed} would have 3 of 6 members.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await merge.getByRole("button", { name: "Merge the teams" }).click();
    await expect(merge).toBeHidden();
    await expect(row(beta)).toHaveCount(0);
    await bea.page.goto("/teams");
    await expect(
      bea.page.getByRole("region", { name: "My team" }).getByRole("link", { name: renamed }),
    ).toBeVisible();

    // The CSV exports: the header and the merged team's rows.
    const teams = await downloaded(page, "Export teams CSV");
    expect(teams.name).toMatch(/^teams-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    expect(teams.lines[0]).toBe("team,captain,members,total,average,rank,created");
    expect(teams.lines.find((line) => line.startsWith(`${renamed},`))).toMatch(
      new RegExp(`^${renamed},Cora ${tag},3,0,0,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`),
    );
    const members = await downloaded(page, "Export members CSV");
    expect(members.lines[0]).toBe("team,member,joined,left");
    const ours = members.lines.filter((line) => line.startsWith(`${renamed},`));
    expect(ours.map((line) => line.split(",")[1])).toEqual([
      `Cora ${tag}`,
      `Milo ${tag}`,
      `Milo ${tag}`,
      `Bea ${tag}`,
    ]);
    expect(ours[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ours[3]).toMatch(/,$/);

    // Delete: the team is gone from the list and its members are free again.
    await step(renamed, /^Delete/);
    const confirm = page.getByRole("dialog", { name: `Delete ${renamed}?` });
    await confirm.getByRole("button", { name: `Delete ${renamed}` }).click();
    await expect(confirm).toBeHidden();
    await expect(row(renamed)).toHaveCount(0);
    await cora.page.goto("/teams");
    await expect(field(cora.page, "Team name")).toBeVisible();
    await checkScreen(page, testInfo, "admin-teams-after");
  } finally {
    await Promise.all(
      [cora, milo, bea].map((person) => person.context.close()).concat(moderatorContext.close()),
    );
  }
});
