import { expect, test } from "@playwright/test";
import { registerParticipant } from "./core-helpers";
import { checkScreen, expectNoAxeViolations } from "./fixtures";

test("a participant joins a challenge from the home page and finds it in /participation", async ({
  page,
}, testInfo) => {
  // A journey over four pages that waits for two toasts to go: more than the default 30 s.
  test.setTimeout(60_000);
  await registerParticipant(page, testInfo.project.name, "Jo Joiner");

  // The home page (src/pages/index.tsx mounts AreaOverview) lists each area's challenges.
  await page.goto("/");
  const arts = page.getByRole("region", { name: "Arts" });
  await expect(arts.getByRole("heading", { name: "Poem of the day" })).toBeVisible();
  await expect(page.getByRole("region", { name: "My festival" })).toContainText("Not ranked yet");
  await arts.getByRole("button", { name: "Join Poem of the day" }).click();
  // Away from the toasts: hovering one keeps it open.
  await page.mouse.move(0, 0);
  await expect(page.getByText("You joined “Poem of the day”.")).toBeVisible();
  await expect(page.getByText("Achievement unlocked: First steps")).toBeVisible();
  await expect(arts.getByRole("button", { name: "Join Poem of the day" })).toHaveCount(0);
  await expect(arts.getByText("Joined", { exact: true })).toBeVisible();
  // Progress in words: an artwork is "not approved yet", never "0 of 1".
  await expect(arts.getByText("Not approved yet · 0 points")).toBeVisible();
  // The toasts go by themselves (3 s, 5 s for the longer achievement one).
  await expect(page.getByText("Achievement unlocked: First steps")).toBeHidden({ timeout: 10_000 });
  await checkScreen(page, testInfo, "core-home-signed-in");

  // Details show the description rendered from markdown.
  await arts.getByRole("button", { name: "Details about Festival sketch" }).click();
  const dialog = page.getByRole("dialog", { name: "Festival sketch" });
  await expect(dialog.getByText("gallery", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto("/participation");
  await expect(page.getByRole("heading", { level: 1, name: "My challenges" })).toBeVisible();
  const artsSection = page.getByRole("region", { name: "Arts" });
  const poem = artsSection.getByRole("heading", { name: "Poem of the day" });
  await expect(poem).toBeVisible();
  await expect(artsSection).toContainText("1 joined · 0 completed · 0 points");
  await expect(artsSection.getByRole("button", { name: "Join Photo story" })).toBeVisible();
  await checkScreen(page, testInfo, "core-participation");

  // Joining from the hub works the same way.
  await artsSection.getByRole("button", { name: "Join Photo story" }).click();
  await expect(page.getByText("You joined “Photo story”.")).toBeVisible();
  await expect(artsSection).toContainText("2 joined · 0 completed");

  await page.goto("/achievements");
  await expect(page.getByRole("heading", { level: 1, name: "Achievements" })).toBeVisible();
  await expect(page.getByText("You earned 1 of 17 achievements.")).toBeVisible();
  const earned = page.getByRole("region", { name: "Earned" });
  await expect(earned.getByRole("article", { name: "First steps" })).toContainText("Earned on");
  const refill = page.getByRole("article", { name: "Refill regular" });
  await expect(
    refill.getByRole("progressbar", { name: "Progress toward Refill regular" }),
  ).toHaveAttribute("aria-valuenow", "0");
  await expect(refill).toContainText("0 of 10");
  await checkScreen(page, testInfo, "core-achievements-signed-in");
});

test("visitors see the home catalogue, the achievements and the festival dashboard", async ({
  page,
}, testInfo) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const fitness = page.getByRole("region", { name: "Sports and fitness" });
  await expect(fitness.getByRole("heading", { name: "Fitness bingo: easy" })).toBeVisible();
  await expect(
    fitness.getByRole("link", { name: "Sign in to join Fitness bingo: easy" }),
  ).toBeVisible();
  // Server-rendered: the catalogue is in the first HTML.
  expect(await (await page.request.get("/")).text()).toContain("Fitness bingo: easy");
  await checkScreen(page, testInfo, "core-home-visitor");

  await page.goto("/achievements");
  await expect(page.getByRole("heading", { level: 1, name: "Achievements" })).toBeVisible();
  await expect(page.getByRole("article", { name: "All-rounder" })).toBeVisible();
  await checkScreen(page, testInfo, "core-achievements-visitor");

  await page.goto("/global-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Festival dashboard" })).toBeVisible();
  const board = page.getByRole("table", { name: "Leaderboard" });
  await expect(board.getByRole("row")).toHaveCount(11);
  await expect(board).toContainText("Anonymous");
  // The chart is drawn by the server (in the first HTML): one image, named for what it shows.
  const chart = page.getByRole("img", { name: /^Actions per (hour|day) and area as a chart/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  expect(await chart.locator("rect").count()).toBeGreaterThan(0);
  await expect(page.getByRole("listitem").filter({ hasText: "Sports and fitness" })).toBeVisible();
  await page.getByText("Activity as a table").click();
  await expect(page.getByRole("columnheader", { name: "Gratitude and care" })).toBeVisible();
  await checkScreen(page, testInfo, "core-global-dashboard");
});

test("/participation asks visitors to sign in", async ({ page }) => {
  await page.goto("/participation");
  await expect(page).toHaveURL(/\/auth\/login$/);
});
