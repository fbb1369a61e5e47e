import path from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import superjson from "superjson";
import { z } from "zod";
import { signIn } from "./core-helpers";
import { expectNothingCutOrScrolling, ROTATE_MS, settle, showSlide } from "./wall-helpers";

/**
 * The wall is the venue's display: on every screen it is shown on, it fills the screen with
 * nothing cut and nothing scrolling, the featured post is readable from 10 m (its text at least
 * 4 % of the screen's height) and a long post shrinks until it fits; so do the festival's figures
 * between posts. One test per screen, each keeping its screenshots in
 * test-results/wall-<w>x<h>.png (-long.png with the long post, -impact.png with the figures).
 */
const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
  { width: 1080, height: 1920 },
] as const;

/** A post of this many characters or fewer is a normal one: its text must be ≥ 4 % of the height. */
const SHORT_MAX = 120;

const stamp = `long-${Date.now()}`;
/** About the longest a post can be: a 60-character name and 268 of 280 characters, a line break. */
const LONG_TO = "the night-shift volunteers at the lost-and-found by gate 3".padEnd(60, "!");
const LONG_MESSAGE = [
  `You found my grandmother's hearing aid in the mud after the storm (${stamp}), cleaned it, charged it and walked across the whole site to give it back before the evening concert.`,
  "She heard the choir sing for the first time in years. Thank you, from all of us!",
].join("\n");

/** A participant writes the longest possible note and a moderator approves it, through the API. */
async function publishLongPost(browser: Browser) {
  const writer = await (await browser.newContext()).newPage();
  await signIn(writer, "participant@festival.test");
  const note = { kind: "GRATITUDE", toName: LONG_TO, message: LONG_MESSAGE, anonymous: false };
  const sent = await writer.request.post("/api/trpc/care.create", {
    data: superjson.serialize(note),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await writer.context().close();

  const moderator = await (await browser.newContext()).newPage();
  await signIn(moderator, "moderator@festival.test");
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ pageSize: 100 })));
  const queue = await moderator.request.get(`/api/trpc/moderation.care.queue?input=${input}`);
  const rows = z
    .object({
      result: z.object({
        data: z.object({
          json: z.object({ rows: z.array(z.object({ id: z.string(), message: z.string() })) }),
        }),
      }),
    })
    .parse(await queue.json()).result.data.json.rows;
  const postId = rows.find((row) => row.message === LONG_MESSAGE)?.id ?? "";
  expect(postId).not.toBe("");
  const approval = await moderator.request.post("/api/trpc/moderation.care.decide", {
    data: superjson.serialize({ ids: [postId], decision: "approve" }),
  });
  expect(approval.status(), await approval.text()).toBe(200);
  await moderator.context().close();
}

/** A post's message: its third paragraph (heading, kind, message, byline), as in care.spec.ts. */
function message(post: Locator) {
  return post.locator("p").nth(2);
}

/**
 * Moves the wall's clock on, one rotation at a time, until the featured post is the one wanted;
 * the interludes between posts (the festival's figures, its top teams) are passed over.
 */
async function feature(page: Page, featured: Locator, wanted: (text: string) => boolean) {
  for (let turn = 0; turn < 40; turn++) {
    const text = (await featured.count()) > 0 ? await message(featured).innerText() : null;
    if (text !== null && wanted(text)) {
      // Let the post's fade-in finish and the fonts load before anything is measured.
      await settle(page);
      return text;
    }
    await page.clock.runFor(ROTATE_MS);
  }
  throw new Error("The wanted post was never featured");
}

let published = false;
test.beforeEach(async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the wall's screens set their own viewports");
  if (published) return;
  await publishLongPost(browser);
  published = true;
});

for (const screen of SCREENS) {
  const size = `${screen.width}x${screen.height}`;
  test(`the wall fills a ${screen.width}×${screen.height} screen: nothing cut, nothing scrolling, readable from 10 m`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const shots = testInfo.project.outputDir;
    await page.setViewportSize(screen);
    await page.clock.install();
    await page.goto("/challenge/care/feed");
    await expect(page.getByRole("heading", { level: 1, name: "Gratitude wall" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Live");
    const featured = page.getByRole("region", { name: "Featured post" });

    // The longest post shrinks until all of it fits.
    await feature(page, featured, (text) => text.includes(stamp));
    await expect(featured.getByText(`Thank you, ${LONG_TO}`)).toBeInViewport({ ratio: 1 });
    await expectNothingCutOrScrolling(page);
    const longBox = await featured.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(longBox.scrollHeight).toBeLessThanOrEqual(longBox.clientHeight + 1);
    await page.screenshot({ path: path.join(shots, `wall-${size}-long.png`) });

    // A post of normal length is large: at least 4 % of the screen's height.
    await feature(page, featured, (text) => text.trim().length <= SHORT_MAX);
    await expectNothingCutOrScrolling(page);
    const fontSize = await message(featured).evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    );
    expect(fontSize).toBeGreaterThanOrEqual(0.04 * screen.height);
    // "Just in" shows at least one more post beside the featured one.
    const justIn = page.getByRole("region", { name: "Just in" });
    // (Its message is the third paragraph shown: a post too long for the column is left out.)
    await expect(justIn.locator("p").filter({ visible: true }).nth(2)).toBeVisible();
    await page.screenshot({ path: path.join(shots, `wall-${size}.png`) });

    // Between posts the festival's figures take the featured area: all there, large, nothing cut.
    const figures = page.getByRole("region", { name: "Together so far" });
    await showSlide(page, figures);
    await expect(figures.getByRole("listitem")).toHaveCount(6);
    await expectNothingCutOrScrolling(page);
    const figureSize = await figures
      .getByRole("listitem")
      .first()
      .locator("span")
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(figureSize).toBeGreaterThanOrEqual(0.04 * screen.height);
    await page.screenshot({ path: path.join(shots, `wall-${size}-impact.png`) });
  });
}
