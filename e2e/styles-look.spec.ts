import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./core-helpers";
import { checkScreen, expectNoAxeViolations } from "./fixtures";

// Each page loads only the Mantine style sheets of the components it renders (README "Styles"),
// so a missing sheet would show as an unstyled screen: screens with many kinds of components,
// each checked with axe (contrast depends on the CSS) and kept as a screenshot to compare.

/** Every style sheet the page links or loaded on the way (lazy chunks) has been applied. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test("the home page, signed out, in light and dark", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await settled(page);
  await checkScreen(page, testInfo, "look-home");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await settled(page);
  await checkScreen(page, testInfo, "look-home-dark");
});

test("the sign-in form", async ({ page }, testInfo) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await settled(page);
  await checkScreen(page, testInfo, "look-login");
});

// The admin's menu has every staff section (labels, dividers, groups): axe checks it open.
test("the header menu (phone) or the account menu (desktop), open, in light and dark", async ({
  page,
}, testInfo) => {
  await signIn(page, "admin@festival.test");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/challenge/sustainability");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await settled(page);
    const burger = page.getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) {
      await burger.click();
      await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    } else {
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: /^Account menu of / }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expect(page.getByRole("group", { name: "Administration" })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    }
    await settled(page);
    await checkScreen(page, testInfo, `look-menu-${scheme}`);
  }
});

test("a bingo card and the care form, signed in", async ({ page }, testInfo) => {
  await signIn(page, "participant@festival.test");
  await page.goto("/challenge/fitness/bingo/easy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await settled(page);
  await checkScreen(page, testInfo, "look-bingo");
  await page.goto("/challenge/care/gratitude");
  await expect(
    page.getByRole("heading", { level: 1, name: "Write a gratitude note" }),
  ).toBeVisible();
  await settled(page);
  await checkScreen(page, testInfo, "look-care-form");
});

test("a challenge's details dialog", async ({ page }, testInfo) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Details about Festival sketch" }).click();
  await expect(page.getByRole("dialog", { name: "Festival sketch" })).toBeVisible();
  await settled(page);
  await checkScreen(page, testInfo, "look-dialog");
});

test("an admin table", async ({ page }, testInfo) => {
  await signIn(page, "admin@festival.test");
  await page.goto("/admin/users");
  await expect(page.getByRole("table")).toBeVisible();
  await settled(page);
  await checkScreen(page, testInfo, "look-admin-table");
});
