import path from "node:path";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import superjson from "superjson";
import { z } from "zod";
import { registerParticipant, signIn } from "./core-helpers";
import { IMPACT_TTL_MS } from "../src/shared/impact/rules";
import { expectNoAxeViolations } from "./fixtures";
import { expectNothingCutOrScrolling, showSlide } from "./wall-helpers";

/**
 * The festival's impact on the wall (issue R9, item 4): between posts the wall shows the
 * festival's figures, the same as /sustainability-dashboard's, and its top teams once a team is
 * ranked. Rotation runs on Playwright's clock. Screenshots of the interludes on the wall's
 * screens go to test-results/wall-impact-<w>x<h>.png and wall-teams-<w>x<h>.png.
 */

const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 3840, height: 2160 },
  { width: 1080, height: 1920 },
] as const;

/** A tRPC answer's data, parsed with `schema`. */
function dataOf<T>(body: unknown, schema: z.ZodType<T>): T {
  return z.object({ result: z.object({ data: z.object({ json: schema }) }) }).parse(body).result
    .data.json;
}

async function call(page: Page, procedure: string, input: unknown) {
  const response = await page.request.post(`/api/trpc/${procedure}`, {
    data: superjson.serialize(input),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A new participant in a browser of their own, signed in. */
async function participant(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  await registerParticipant(page, "desktop", name);
  return page;
}

/**
 * A ranked team (three members, the default minimum, and points): three participants register,
 * the captain creates it, the others join with its code, and the captain's note is approved.
 */
async function rankedTeam(browser: Browser, teamName: string) {
  const captain = await participant(browser, "Wally Captain");
  const created = dataOf(
    await call(captain, "teams.create", { name: teamName }),
    z.object({ id: z.string() }),
  );
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ teamId: created.id })));
  const team = dataOf(
    await (await captain.request.get(`/api/trpc/teams.byId?input=${input}`)).json(),
    z.object({ joinCode: z.string() }),
  );
  for (const name of ["Wanda Member", "Walt Member"]) {
    const member = await participant(browser, name);
    await call(member, "teams.join", { code: team.joinCode });
    await member.context().close();
  }
  const message = `Thanks to the whole crew at the water point ${Date.now()}`;
  await call(captain, "care.create", {
    kind: "GRATITUDE",
    toName: "the water point crew",
    message,
    anonymous: false,
  });
  await captain.context().close();

  const moderator = await (await browser.newContext()).newPage();
  await signIn(moderator, "moderator@festival.test");
  const queueInput = encodeURIComponent(JSON.stringify(superjson.serialize({ pageSize: 100 })));
  const rows = dataOf(
    await (
      await moderator.request.get(`/api/trpc/moderation.care.queue?input=${queueInput}`)
    ).json(),
    z.object({ rows: z.array(z.object({ id: z.string(), message: z.string() })) }),
  ).rows;
  const postId = rows.find((row) => row.message === message)?.id ?? "";
  expect(postId).not.toBe("");
  await call(moderator, "moderation.care.decide", { ids: [postId], decision: "approve" });
  await moderator.context().close();
}

/** The headline figure of /sustainability-dashboard with this label, as the page shows it. */
async function dashboardFigure(page: Page, label: string) {
  await page.goto("/sustainability-dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sustainability impact" }),
  ).toBeVisible();
  const value = page
    .getByText(label, { exact: true })
    .first()
    .locator("xpath=following-sibling::*[1]");
  return ((await value.textContent()) ?? "").trim();
}

/**
 * The headline figure once no refill is under way: two readings a server cache's lifetime apart
 * agree. The wall's figures come from a cache of the same lifetime, so a spec that recorded refills
 * just before this one (desk.spec.ts) cannot leave the wall and the dashboard a refill apart.
 */
async function settledDashboardFigure(page: Page, label: string) {
  let reading = await dashboardFigure(page, label);
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(IMPACT_TTL_MS + 1_000);
        const next = await dashboardFigure(page, label);
        const settled = next === reading;
        reading = next;
        return settled;
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true);
  return reading;
}

/**
 * Stops the wall's time (runFor still moves it): the checks that follow outlast a slide. Not
 * before axe, which runs on timers.
 */
async function holdStill(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 100);
}

type Screen = (typeof SCREENS)[number];

/** Opens the wall on a screen of this size, its clock (installed before) running. */
async function openWall(page: Page, screen: Screen) {
  await page.clock.resume();
  await page.setViewportSize(screen);
  await page.goto("/challenge/care/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Gratitude wall" })).toBeVisible();
}

async function screenshot(page: Page, testInfo: TestInfo, name: string, screen: Screen) {
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, `${name}-${screen.width}x${screen.height}.png`),
  });
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the wall is a big screen");
});

test("the wall cycles to the festival's figures, the same as /sustainability-dashboard's", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const bottles = await settledDashboardFigure(page, "Bottles refilled");
  expect(bottles).toMatch(/^[1-9][0-9,]*$/);

  await page.clock.install();
  await openWall(page, SCREENS[0]);
  await expect(page.getByRole("region", { name: "Featured post" })).toBeVisible();

  const figures = page.getByRole("region", { name: "Together so far" });
  // A second at a time: the slide has just begun, with time for axe (which needs the clock).
  await showSlide(page, figures, { step: 1_000 });
  await expectNoAxeViolations(page);
  await holdStill(page);
  await expect(figures.getByRole("heading", { level: 2, name: "Together so far" })).toBeVisible();
  await expect(figures.getByRole("listitem").filter({ hasText: "bottles refilled" })).toHaveText(
    `${bottles} bottles refilled`,
  );
  for (const words of [
    "single-use bottles avoided",
    "CO2e avoided",
    "stations scanned",
    "bingo lines",
    "thank-yous and kind acts",
  ])
    await expect(figures.getByRole("listitem").filter({ hasText: words })).toBeVisible();
  // Calm for screen readers: the wall's one status line, no announcement of the rotation.
  await expect(page.getByRole("status")).toHaveCount(1);
  await expect(page.getByRole("status")).toContainText("Live");
  await expect(
    page.getByRole("main").locator("[aria-live]:not([role=status]), [role=alert]"),
  ).toHaveCount(0);
  // "Just in" stays beside it.
  await expect(page.getByRole("region", { name: "Just in" })).toBeVisible();

  await expectNothingCutOrScrolling(page);
  await screenshot(page, testInfo, "wall-impact", SCREENS[0]);

  // The rotation goes on to the posts.
  await page.clock.runFor(12_000);
  await expect(page.getByRole("region", { name: "Featured post" })).toBeVisible();
  await expect(figures).toHaveCount(0);

  // Every other screen the wall is shown on (loaded on it, as a wall is): nothing cut.
  for (const screen of SCREENS.slice(1)) {
    await openWall(page, screen);
    await showSlide(page, figures);
    await holdStill(page);
    await expectNothingCutOrScrolling(page);
    await screenshot(page, testInfo, "wall-impact", screen);
  }
});

test("the wall shows the top teams once a team is ranked", async ({ browser, page }, testInfo) => {
  test.setTimeout(180_000);
  // 40 characters, the longest a team name may be: it wraps on the wall, nothing cut.
  const teamName = `The Wall Watchers of the Water Point ${Date.now() % 10_000}`.slice(0, 40);
  await rankedTeam(browser, teamName);

  await page.clock.install();
  await openWall(page, SCREENS[0]);
  const teams = page.getByRole("region", { name: "Top teams" });
  await showSlide(page, teams, { step: 1_000 });
  await expectNoAxeViolations(page);
  await holdStill(page);
  await expect(teams.getByRole("heading", { level: 2, name: "Top teams" })).toBeVisible();
  const row = teams.getByRole("listitem").filter({ hasText: teamName });
  await expect(row).toBeVisible();
  await expect(row).toContainText("3 members");
  // One member's approved note (3 points) over three members: 1 point per member.
  await expect(row).toContainText("1 point per member");

  await expectNothingCutOrScrolling(page);
  await screenshot(page, testInfo, "wall-teams", SCREENS[0]);

  for (const screen of SCREENS.slice(1)) {
    await openWall(page, screen);
    await showSlide(page, teams);
    await holdStill(page);
    await expect(teams.getByRole("listitem").filter({ hasText: teamName })).toBeVisible();
    await expectNothingCutOrScrolling(page);
    await screenshot(page, testInfo, "wall-teams", screen);
  }
});
