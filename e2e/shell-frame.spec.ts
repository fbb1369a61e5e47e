import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, snapshot } from "./fixtures";

const TITLE = "Community Festival challenges | Festival Challenges";

// Every page of the app sits in a layout, has the seed's title (after its own name) and one h1.
const PAGES = [
  { path: "/", h1: "Community Festival challenges" },
  { path: "/faq", h1: "Frequently asked questions" },
  { path: "/test-modal", h1: "Modal test" },
  { path: "/sentry-example-page", h1: "Error reporting check" },
  { path: "/auth/login", h1: "Sign in" },
  { path: "/auth/register", h1: null },
  { path: "/auth/forgot-password", h1: null },
  { path: "/no-such-page", h1: "Page not found: /no-such-page" },
];

test.describe("app frame", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} has the frame, the title and one h1`, async ({ page }) => {
      await page.goto(path);
      // The home page has the site's title; every other page puts its own name first.
      const title = await page.title();
      if (path === "/") expect(title).toBe(TITLE);
      else expect(title.endsWith(` · ${TITLE}`), title).toBe(true);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("link", { name: "Festival Challenges, home" })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      if (h1) await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expectNoAxeViolations(page);
    });
  }

  test("the head carries the social tags, the manifest and the icons", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect(await meta('meta[property="og:title"]')).toBe(TITLE);
    expect(await meta('meta[property="og:description"]')).toMatch(/^The Community Festival /);
    expect(await meta('meta[property="og:image"]')).toMatch(/\/images\/og-image\.png$/);
    const image = await request.get("/images/og-image.png");
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref ?? "")).json();
    expect(manifest.display).toBe("standalone");
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await request.get(touchIcon ?? "")).status()).toBe(200);
  });

  test("the header shows the four areas, the FAQ and sign-in on wide screens", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/faq");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const area of ["Fitness", "Arts", "Sustainability", "Care"]) {
      await expect(nav.getByRole("link", { name: area })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await nav.getByRole("link", { name: "Arts" }).click();
    await expect(page).toHaveURL(/\/challenge\/arts$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await snapshot(page, testInfo, "shell-header-wide");
  });

  test("the burger menu opens the navigation on a 390×844 phone", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const burger = page.getByRole("button", { name: "Open menu" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    // The menu's links load on first use, but the element the burger controls is always there.
    await expect(burger).toHaveAttribute("aria-controls", "app-navigation");
    await expect(page.locator("#app-navigation")).toHaveCount(1);
    await burger.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const area of ["Sports and fitness", "Arts", "Sustainability", "Gratitude and care"]) {
      await expect(menu.getByRole("link", { name: area })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Create account" })).toBeVisible();
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-phone-menu");
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    // The menu slides out of view and is inert again.
    await expect(menu).not.toBeInViewport();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the FAQ lists the seeded questions, each opening its answer", async ({
    page,
  }, testInfo) => {
    const html = await (await page.request.get("/faq")).text();
    // Prefetched on the server: the questions and answers are in the first HTML.
    expect(html).toContain("How do I earn points?");
    await page.goto("/faq");
    // Each question is the browser's own disclosure (details and summary): closed at first.
    const question = page.getByText("How do I earn points?", { exact: true });
    const answer = page.getByText("Every challenge gives points");
    const entry = page.locator("details").filter({ has: question });
    await expect(answer).toBeHidden();
    await question.click();
    await expect(entry).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    // Opening another question closes this one (one name for all, as an accordion).
    await page
      .locator("details summary")
      .filter({ hasNotText: "How do I earn points?" })
      .first()
      .click();
    await expect(answer).toBeHidden();
    await expect(page.locator("details[open]")).toHaveCount(1);
    // By keyboard: a question takes focus, Enter opens it.
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(page.locator("details[open]")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-faq");
  });

  test("dark mode persists across reloads and is applied before the page paints", async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/faq");
    const toggle = page.getByRole("button", { name: "Dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    // Scripts of the app do not run before DOMContentLoaded is handled; Mantine's head script does.
    await page.reload({ waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    expect(await page.locator("html").getAttribute("data-mantine-color-scheme")).toBe("dark");
    await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-faq-dark");
    await page.getByRole("button", { name: "Dark mode" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
  });
});
