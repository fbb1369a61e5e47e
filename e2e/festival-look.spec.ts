import { expect, test } from "@playwright/test";
import { registerParticipant, signIn } from "./core-helpers";
import { checkScreen } from "./fixtures";

const AREAS = ["Sports and fitness", "Arts", "Sustainability", "Gratitude and care"];

test.describe("the home page", () => {
  test("leads a visitor with the festival and the way in; the areas stay reachable", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Community Festival challenges" });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByText(/move, make art, go green/)).toBeVisible();
    await expect(hero.getByRole("link", { name: "Create account" })).toBeVisible();
    await expect(page.getByRole("region", { name: "My festival" })).toHaveCount(0);
    for (const area of AREAS) await expect(page.getByRole("region", { name: area })).toBeVisible();
    await checkScreen(page, testInfo, "home-visitor");
  });

  test("shows a signed-in person their points, rank, a ring per area and the next achievement", async ({
    page,
  }, testInfo) => {
    await signIn(page, "participant@festival.test");
    await page.goto("/");
    const mine = page.getByRole("region", { name: "My festival" });
    await expect(mine.getByText("My points")).toBeVisible();
    await expect(mine.getByText("Rank", { exact: true })).toBeVisible();
    const rings = mine.getByRole("navigation", { name: "My areas" });
    for (const area of AREAS)
      await expect(
        rings.getByRole("link", {
          name: new RegExp(`^${area} \\d+ of \\d+ completed \\d+ joined`),
        }),
      ).toBeVisible();
    await rings.getByRole("link", { name: /^Sustainability / }).click();
    await expect(page).toHaveURL(/\/challenge\/sustainability$/);
    await page.goBack();
    const next = mine.getByRole("region", { name: "My next achievement" });
    await expect(next.getByRole("img", { name: / badge, locked$/ })).toBeVisible();
    await expect(next.getByRole("progressbar", { name: /^Progress toward / })).toBeAttached();
    await expect(page.getByRole("link", { name: "Create account" })).toHaveCount(0);
    await checkScreen(page, testInfo, "home-signed-in");
  });
});

test.describe("badges", () => {
  test("every achievement shows its own badge, and signed in whether it is earned or locked", async ({
    page,
    browser,
  }, testInfo) => {
    // Registering first: a new account lands on /profile only before any other page.
    await registerParticipant(page, testInfo.project.name, "Badge Collector");
    const visitorContext = await browser.newContext({ viewport: page.viewportSize() });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/achievements");
    const cards = visitor.getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(15);
    const sources = new Set<string>();
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const title = (await card.getAttribute("aria-label")) ?? "";
      const badge = card.getByRole("img", { name: `${title} badge`, exact: true });
      await expect(badge).toBeVisible();
      // Drawn and loaded (lazily, once in view): a real image, not a broken one.
      await badge.scrollIntoViewIfNeeded();
      await expect
        .poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      sources.add((await badge.getAttribute("src")) ?? "");
    }
    expect(sources.size).toBe(count);
    await checkScreen(visitor, testInfo, "achievements-visitor");
    await visitorContext.close();

    await page.goto("/achievements");
    // A new participant has earned nothing yet: every badge is locked, greyed.
    const locked = page.getByRole("region", { name: "Still to earn" }).getByRole("img");
    await expect(locked).toHaveCount(count);
    await expect(locked.first()).toHaveAccessibleName(/ badge, locked$/);
    expect(await locked.first().evaluate((img) => getComputedStyle(img).filter)).toContain(
      "grayscale",
    );
    // Joining a challenge earns "First steps": its badge moves to Earned, in colour.
    await page.goto("/");
    const firstJoin = page.getByRole("button", { name: /^Join /, disabled: false }).first();
    const joinName = (await firstJoin.textContent()) ?? "";
    const join = page.getByRole("button", { name: joinName, exact: true });
    await join.click();
    await expect(join).toHaveCount(0);
    await page.goto("/achievements");
    const earned = page.getByRole("region", { name: "Earned" });
    const firstSteps = earned.getByRole("img", { name: "First steps badge, earned" });
    await expect(firstSteps).toBeVisible();
    expect(await firstSteps.evaluate((img) => getComputedStyle(img).filter)).toBe("none");
    await checkScreen(page, testInfo, "achievements-signed-in");
  });
});
