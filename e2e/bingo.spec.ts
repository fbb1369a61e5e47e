import { expect, test, type Page } from "@playwright/test";
import superjson from "superjson";
import { z } from "zod";
import { field, registerParticipant, signIn } from "./core-helpers";
import { checkScreen, snapshot } from "./fixtures";

const PASSWORD = "a long password 123";
const ROW_ONE = ["Stretch for 5 minutes", "Walk 2,000 steps", "Dance to a whole song"];

function card(page: Page, name: RegExp) {
  return page.getByRole("list", { name });
}

function cell(page: Page, task: string) {
  return page.getByRole("button", { name: task, exact: true });
}

test("a participant completes a line, keeps it after reload, and shares the public card", async ({
  page,
}, testInfo) => {
  // Several pages, two sign-ins and toasts that must go: more than the default 30 s.
  test.setTimeout(120_000);
  const email = await registerParticipant(page, testInfo.project.name, "Bea Bingo");

  await page.goto("/challenge/fitness/bingo/easy");
  await expect(page.getByRole("heading", { level: 1, name: "Fitness bingo: easy" })).toBeVisible();
  // The layout's tabs lead to the other difficulties.
  const tabs = page.getByRole("navigation", { name: "Sports and fitness" });
  await expect(tabs.getByRole("link", { name: "Easy" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Medium" })).toBeVisible();
  // The free centre counts as done from the start.
  const progress = page.getByTestId("bingo-progress");
  await expect(progress).toHaveText("1 of 9 done, 0 lines");
  const grid = card(page, /Fitness bingo: easy: 3 by 3 card/);
  await expect(grid.getByRole("listitem")).toHaveCount(9);
  await expect(grid.getByRole("button")).toHaveCount(8);
  const box = await cell(page, ROW_ONE[0] ?? "").boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await checkScreen(page, testInfo, "bingo-empty");

  // Mark the first row: the third cell completes the line.
  for (const task of ROW_ONE.slice(0, 2)) {
    await cell(page, task).click();
    await expect(cell(page, task)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(progress).toHaveText("3 of 9 done, 0 lines");
  await cell(page, ROW_ONE[2] ?? "").click();
  await page.mouse.move(0, 0);
  await expect(page.getByText("Line complete: Row 1. +6 points")).toBeVisible();
  await expect(page.getByText("Achievement unlocked: First line (easy)")).toBeVisible();
  await expect(progress).toHaveText("4 of 9 done, 1 line");
  await expect(page.getByText("Completed line: Row 1")).toBeVisible();
  for (const task of ROW_ONE)
    await expect(cell(page, task)).toHaveAttribute("data-in-line", "true");
  await expect(cell(page, "Take the stairs, not the lift")).not.toHaveAttribute("data-in-line");
  await expect(page.getByTestId("bingo-points")).toHaveText("8 points");
  await snapshot(page, testInfo, "bingo-line");

  // Undo and redo a cell: the line goes and comes back.
  await cell(page, ROW_ONE[1] ?? "").click();
  await expect(cell(page, ROW_ONE[1] ?? "")).toHaveAttribute("aria-pressed", "false");
  await expect(progress).toHaveText("3 of 9 done, 0 lines");
  // The points are the server's: they show once the tap is saved.
  await expect(page.getByTestId("bingo-points")).toHaveText("2 points");
  await cell(page, ROW_ONE[1] ?? "").click();
  await expect(progress).toHaveText("4 of 9 done, 1 line");
  await expect(page.getByTestId("bingo-points")).toHaveText("8 points");

  // A reload keeps everything: it comes from the server.
  await page.reload();
  await expect(progress).toHaveText("4 of 9 done, 1 line");
  for (const task of ROW_ONE)
    await expect(cell(page, task)).toHaveAttribute("aria-pressed", "true");
  await expect(cell(page, "Do 10 squats")).toHaveAttribute("aria-pressed", "false");
  // Server-rendered: the marks are in the first HTML, before any JavaScript.
  const html = await (await page.request.get("/challenge/fitness/bingo/easy")).text();
  expect(html).toContain("Stretch for 5 minutes");
  expect(html.match(/aria-pressed="true"/g)).toHaveLength(3);

  // The share link leads to my public card; while my profile is private only I can see it.
  await page.getByRole("link", { name: "Open my public card" }).click();
  await expect(page).toHaveURL(/\/challenge\/fitness\/bingo\/easy\/c[a-z0-9]+$/);
  const publicPath = new URL(page.url()).pathname;
  await expect(
    page.getByRole("heading", { level: 1, name: "Bea Bingo’s easy bingo card" }),
  ).toBeVisible();
  await expect(page.getByText("Your profile is private")).toBeVisible();

  await page.context().clearCookies();
  const hidden = await page.goto(publicPath);
  expect(hidden?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: `Page Not Found: ${publicPath}` }),
  ).toBeVisible();

  // Going public in the account settings opens the card to everyone.
  await signIn(page, email, PASSWORD);
  await page.goto("/account/personal");
  await expect(field(page, "Name")).toHaveValue("Bea Bingo");
  await page.getByRole("switch", { name: /Public profile/ }).check({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your personal data was saved.")).toBeVisible();

  await page.context().clearCookies();
  const shown = await page.goto(publicPath);
  expect(shown?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Bea Bingo’s easy bingo card" }),
  ).toBeVisible();
  const publicGrid = card(page, /Bea Bingo’s 3 by 3 card/);
  for (const task of ROW_ONE) {
    const item = publicGrid.getByRole("listitem").filter({ hasText: task });
    await expect(item).toContainText("(done)");
    await expect(item.locator("[data-in-line]")).toHaveCount(1);
  }
  await expect(publicGrid.getByRole("listitem").filter({ hasText: "Do 10 squats" })).toContainText(
    "(not done)",
  );
  await expect(page.getByTestId("bingo-progress")).toHaveText("4 of 9 done, 1 line");
  await expect(publicGrid.getByRole("button")).toHaveCount(0);
  await checkScreen(page, testInfo, "bingo-public-card");
});

test("a visitor sees the card and is asked to sign in before marking", async ({
  page,
}, testInfo) => {
  const response = await page.goto("/challenge/fitness/bingo/hard");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Fitness bingo: hard" })).toBeVisible();
  const grid = card(page, /Fitness bingo: hard: 5 by 5 card/);
  await expect(grid.getByRole("listitem")).toHaveCount(25);
  await expect(grid.getByRole("button")).toHaveCount(0);
  await expect(page.getByTestId("bingo-progress")).toHaveText("1 of 25 done, 0 lines");
  await expect(page.getByRole("link", { name: "Sign in to mark cells" })).toBeVisible();
  await checkScreen(page, testInfo, "bingo-visitor-hard");

  await page.getByRole("link", { name: "Sign in to mark cells" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("bad difficulties and user ids are 404 Page Not Found", async ({ page }) => {
  for (const path of [
    "/challenge/fitness/bingo/extreme",
    "/challenge/fitness/bingo/easy/not-a-user",
    "/challenge/fitness/bingo/EASY",
    "/challenge/fitness/bingo/medium/cnobody00000000000000000",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: `Page Not Found: ${path}` }),
    ).toBeVisible();
  }
});

test("a full card is celebrated on the medium card", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await registerParticipant(page, testInfo.project.name, "Finn Fullcard");
  await page.goto("/challenge/fitness/bingo/medium");
  const grid = card(page, /Fitness bingo: medium: 4 by 4 card/);
  const buttons = grid.getByRole("button");
  await expect(buttons).toHaveCount(16);
  // Quick taps, one after another, as a keen player would.
  for (let index = 0; index < 16; index++) await buttons.nth(index).click();
  await page.mouse.move(0, 0);
  // The taps are saved one after another: give the last one time to reach the server.
  await expect(page.getByText(/Full card! Every cell is done/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("bingo-progress")).toHaveText("16 of 16 done, 10 lines, full card");
  await expect(grid.locator("[aria-pressed=true]")).toHaveCount(16);
  // 16 cells × 2 + 10 lines × 10 + 40 for the card.
  await expect(page.getByTestId("bingo-points")).toHaveText("172 points");
  await snapshot(page, testInfo, "bingo-full-card");
  await page.reload();
  await expect(page.getByTestId("bingo-progress")).toHaveText("16 of 16 done, 10 lines, full card");
});

test("an admin edits a card's task and players see it", async ({ page }, testInfo) => {
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/challenges?tab=bingo");
  await expect(page.getByRole("tab", { name: "Bingo cards", selected: true })).toBeVisible();
  // The segmented control's radios are visually hidden: pick by the visible label.
  await page
    .locator("label")
    .filter({ hasText: /^Hard$/ })
    .click();
  await expect(page.getByRole("radio", { name: "Hard" })).toBeChecked();
  await expect(page.getByRole("heading", { name: "Hard card, 5×5" })).toBeVisible();
  const text = `Run 5 km before noon (${testInfo.project.name})`;
  const first = field(page, "Cell 1 (row 1, column 1)");
  await first.fill(text);
  await expect(page.getByRole("checkbox", { name: /Free centre cell/ })).toBeChecked();
  await checkScreen(page, testInfo, "bingo-admin");
  await page.getByRole("button", { name: "Save hard card" }).click();
  await expect(page.getByText("The hard card was saved.")).toBeVisible();

  await page.goto("/challenge/fitness/bingo/hard");
  await expect(page.getByRole("button", { name: text, exact: true })).toBeVisible();
});

test("tapping faster than a person is refused: the tap rolls back and the card says how long to wait", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await registerParticipant(page, testInfo.project.name, "Sam Script");
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ difficulty: "easy" })));
  const answer = await page.request.get(`/api/trpc/bingo.getCard?input=${input}`);
  const cells = z
    .object({
      result: z.object({
        data: z.object({
          json: z.object({
            card: z.object({
              cells: z.array(z.object({ id: z.string(), text: z.string(), free: z.boolean() })),
            }),
          }),
        }),
      }),
    })
    .parse(await answer.json()).result.data.json.card.cells;
  const target = cells.find((cell) => !cell.free && cell.text !== ROW_ONE[1]);
  expect(target).toBeDefined();
  // A script taps the same cell over and over, straight to the API, until it is refused.
  let status = 200;
  let taps = 0;
  while (status === 200 && taps < 200) {
    const tap = await page.request.post("/api/trpc/bingo.toggleCell", {
      data: superjson.serialize({ difficulty: "easy", cellId: target?.id, marked: true }),
    });
    status = tap.status();
    taps += 1;
  }
  expect(status).toBe(429);
  expect(taps).toBeGreaterThan(72);

  await page.goto("/challenge/fitness/bingo/easy");
  const task = ROW_ONE[1] ?? "";
  await cell(page, task).click();
  const wait = page.getByRole("alert").filter({ hasText: "Too many taps in a short time" });
  await expect(wait).toHaveText(/^Too many taps in a short time: try again in \d+ seconds?\.$/);
  // The tap is rolled back: the cell is not marked, and the server agrees after a reload.
  await expect(cell(page, task)).toHaveAttribute("aria-pressed", "false");
  await checkScreen(page, testInfo, "bingo-tap-wait");
  await page.reload();
  await expect(cell(page, task)).toHaveAttribute("aria-pressed", "false");
});
