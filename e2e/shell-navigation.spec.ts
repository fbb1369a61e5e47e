import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./core-helpers";
import { expectFullyOpen, expectNoAxeViolations, snapshot } from "./fixtures";

/**
 * The code chunks containing `marker` fail to load, as without signal and not yet cached; every
 * other chunk loads. `back()` lets them load again.
 */
async function withoutSignalFor(page: Page, marker: string) {
  let offline = true;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    if (offline && (await response.text()).includes(marker))
      return route.abort("internetdisconnected");
    return route.fulfill({ response });
  });
  return {
    back: () => {
      offline = false;
    },
  };
}

async function lastpath(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "lastpath");
  return cookie && decodeURIComponent(cookie.value);
}

test.describe("route changes", () => {
  test("a slow route change shows the loading bar, which completes", async ({ page }) => {
    await page.goto("/");
    await page.route("**/_next/data/**/faq.json*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
    const bar = page.locator("[data-loading-bar]");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(bar).toHaveAttribute("data-mounted", "true");
    await expect(bar).not.toHaveAttribute("data-failed", /.*/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await expect(bar).not.toHaveAttribute("data-mounted", /.*/, { timeout: 3_000 });
  });

  test("a route change started before the loading bar's code arrived shows it when it does", async ({
    page,
  }) => {
    // The bar's code comes after hydration; hold it back 1.5 s and tap a link meanwhile.
    let barRequested!: () => void;
    const barRequestedPromise = new Promise<void>((resolve) => (barRequested = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes("data-loading-bar")) {
        barRequested();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      return route.fulfill({ response });
    });
    await page.route("**/_next/data/**/faq.json*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto("/");
    // Requested once the page has hydrated: the link now changes route in the page.
    await barRequestedPromise;
    const bar = page.locator("[data-loading-bar]");
    await expect(bar).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(bar).toHaveAttribute("data-mounted", "true");
    // The link's prefetch of the page's data may be held back too: up to twice 2 s.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions", {
      timeout: 10_000,
    });
    await expect(bar).not.toHaveAttribute("data-mounted", /.*/, { timeout: 3_000 });
  });

  test("a fast route change never shows it", async ({ page }) => {
    // A fast route change is one whose code and data are at hand: the FAQ's code stays loaded
    // after a first visit, and its data is answered from memory the second time, so a busy
    // machine's server cannot make the change slow (this tests the bar, not the server).
    // Only the navigation's answer is kept: a link's prefetch (`x-middleware-prefetch`) is
    // answered `{}` and would leave the page without its props (its messages among them).
    let faqData: { status: number; headers: Record<string, string>; body: Buffer } | undefined;
    await page.route("**/_next/data/**/faq.json*", async (route) => {
      if (route.request().headers()["x-middleware-prefetch"]) return route.continue();
      if (faqData) return route.fulfill(faqData);
      const response = await route.fetch();
      faqData = {
        status: response.status(),
        headers: response.headers(),
        body: await response.body(),
      };
      return route.fulfill(faqData);
    });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await page.getByRole("link", { name: "Festival Challenges, home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "Frequently asked questions",
    );
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { barSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector("[data-loading-bar][data-mounted]")) seen.push("shown");
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    const seen = await page.evaluate(() => Reflect.get(window, "barSeen"));
    expect(seen).toEqual([]);
  });

  test("the loading bar turns the error colour when the page fails to load", async ({ page }) => {
    await page.goto("/");
    await page.route("**/_next/data/**/faq.json*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.abort();
    });
    // Next.js then loads the page in full; hold that back to look at the bar.
    await page.route("**/faq", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    // The failed page is replaced by a full load: remember across it whether the bar turned red.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector("[data-loading-bar][data-failed]")) {
          sessionStorage.setItem("e2e-bar-failed", "yes");
        }
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect
      .poll(
        // While the full load replaces the page there is briefly nothing to evaluate in.
        () => page.evaluate(() => sessionStorage.getItem("e2e-bar-failed")).catch(() => null),
        { timeout: 10_000 },
      )
      .toBe("yes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions", {
      timeout: 10_000,
    });
  });

  test("lastpath follows every route change", async ({ page }) => {
    await page.goto("/faq");
    await expect.poll(() => lastpath(page)).toBe("/faq");
    await page.getByRole("link", { name: "Festival Challenges, home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Community Festival challenges",
    );
    await expect.poll(() => lastpath(page)).toBe("/");
    const cookie = (await page.context().cookies()).find((c) => c.name === "lastpath");
    expect(cookie?.path).toBe("/");
    await page.goto("/test-modal?from=e2e");
    await expect.poll(() => lastpath(page)).toBe("/test-modal?from=e2e");
  });

  test("lastpath is not set to or from a path containing 'authenticate'", async ({ page }) => {
    await page.goto("/faq");
    await expect.poll(() => lastpath(page)).toBe("/faq");
    // The one-time sign-in link page (any well-formed token renders it).
    await page.goto("/authenticated/AAAAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The shell's effects (which keep lastpath) have run once the app marks itself ready.
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    expect(await lastpath(page)).toBe("/faq");
    // Leaving it is a route change from an 'authenticate' path: not remembered either.
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    expect(await lastpath(page)).toBe("/faq");
    await page.getByRole("link", { name: "Festival Challenges, home" }).click();
    await expect.poll(() => lastpath(page)).toBe("/");
  });
});

test.describe("errors", () => {
  test("an unknown path is a 404 'Page not found: {path}'", async ({ page }, testInfo) => {
    const response = await page.goto("/festival/does-not-exist?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page not found: /festival/does-not-exist?x=1",
    );
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-404");
  });

  test("a route parameter that fails validation is a 404 'Page Not Found: {fullPath}'", async ({
    page,
  }) => {
    const response = await page.goto("/auth/reset-password/not!valid?from=mail");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page Not Found: /auth/reset-password/not!valid?from=mail",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a server failure is the 500 error page, without a stack trace", async ({
    page,
  }, testInfo) => {
    const response = await page.goto("/sentry-example-page?fail=render");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internal Server Error");
    await expect(page.getByText("500", { exact: true })).toBeVisible();
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/server-side rendering failed|\bat [\w.]+ \(|\.tsx?:\d+/);
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-500");
  });

  test("a page that crashes in the browser shows a friendly error, not a white screen", async ({
    page,
  }, testInfo) => {
    await page.goto("/sentry-example-page");
    // The button works once the page has hydrated, which the status says (it leaves "Checking").
    await expect(page.getByRole("status")).toHaveText(/^Error reporting is (on|off)/);
    await page.getByRole("button", { name: "Crash this page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Something went wrong on this page",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, "shell-error-boundary");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error reporting check");
  });
});

test.describe("session", () => {
  test("the server draws the account menu's button alone; the menu opens from the keyboard and gives focus back", async ({
    page,
  }) => {
    await signIn(page, "participant@festival.test");
    await page.goto("/faq");
    const html = await (await page.request.get("/faq")).text();
    // The server drew the button in plain markup; Mantine's menu is not rendered yet.
    expect(html).toContain('aria-label="Account menu of Pat Participant"');
    expect(html).not.toContain("mantine-Menu");
    const menuButton = page.getByRole("button", { name: "Account menu of Pat Participant" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // Opened again from the same button, now Mantine's own.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menu").getByRole("menuitem").first()).toBeFocused();
  });

  test("the open account menu follows its button when the phone turns, and still works", async ({
    page,
  }) => {
    await signIn(page, "participant@festival.test");
    await page.goto("/faq");
    const menuButton = page.getByRole("button", { name: "Account menu of Pat Participant" });
    await menuButton.click();
    const menu = page.getByRole("menu");
    await expectFullyOpen(menu);
    const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
    await page.setViewportSize({ width: height, height: width });
    // Under its button again, at the other edge of the wider screen, and still.
    await expect
      .poll(async () => {
        const [button, list] = await Promise.all([menuButton.boundingBox(), menu.boundingBox()]);
        return (
          button !== null &&
          list !== null &&
          list.y >= button.y + button.height - 1 &&
          Math.abs(list.x + list.width - (button.x + button.width)) < 40
        );
      })
      .toBe(true);
    await expectFullyOpen(menu);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "You are signed out." })).toBeVisible();
  });

  test("without signal before the menu's code is cached, a tap on the account button keeps the page and the next one opens it", async ({
    page,
  }) => {
    await signIn(page, "participant@festival.test");
    // The menu's code fails to load, as it would without signal (recognised by Mantine Menu's
    // prop name; every other chunk loads).
    const signal = await withoutSignalFor(page, "withInitialFocusPlaceholder");
    await page.goto("/faq");
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const menuButton = page.getByRole("button", { name: "Account menu of Pat Participant" });
    // The idle prefetch has failed by now (the browser is idle twice over).
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    await menuButton.click();
    await page.waitForTimeout(500);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(menuButton).toBeVisible();
    expect(navigations).toBe(0);
    signal.back();
    await menuButton.click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(navigations).toBe(0);
  });

  test("without signal, a part that loads after the page (the inbox bell) keeps its place and comes when the signal does", async ({
    page,
  }) => {
    await signIn(page, "participant@festival.test");
    // The bell's code fails to load, as it would without signal and not yet cached (recognised
    // by the bell's drawing; every other chunk loads).
    const signal = await withoutSignalFor(page, "M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3");
    await page.goto("/faq");
    // Documents the page loads from now on: a reload would be one.
    let reloads = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest()) reloads += 1;
    });
    const bell = page.getByRole("link", { name: /^Notifications/ });
    // Twice idle: the bell's code was asked for after hydration, and failed.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    await page.waitForTimeout(1500);
    // The page stays as it is: no reload, no error view, the bell's slot empty.
    expect(reloads).toBe(0);
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently asked questions" }),
    ).toBeVisible();
    await expect(bell).toHaveCount(0);
    // The signal is back: the bell loads.
    signal.back();
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(bell).toBeVisible();
    expect(reloads).toBe(0);
  });

  test("a page without a server session asks for it after mount; a failure is a visitor", async ({
    page,
  }) => {
    const asked: string[] = [];
    await page.route("**/api/_auth/session", async (route) => {
      asked.push(route.request().method());
      await route.fulfill({ status: 500, body: "boom" });
    });
    // Every page renders on the server with the session, except the error pages.
    await page.goto("/no-such-page-for-the-session-test");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(asked).toEqual(["GET"]);
    // No toast or message about it (Next.js's empty route announcer is an alert too).
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  });

  test("a server-rendered page brings the session; sign-out empties it", async ({
    page,
  }, testInfo) => {
    await page.goto("/auth/login");
    await page
      .getByRole("textbox", { name: "Email", exact: true })
      .fill("participant@festival.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("festival-demo-1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
    const sessionRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/_auth/session")) sessionRequests.push(request.method());
    });
    await page.goto("/faq");
    const menuButton = page.getByRole("button", { name: /Account menu of/ });
    await expect(menuButton).toBeVisible();
    // The server rendered it with the session: no fetch was needed.
    expect(sessionRequests).toEqual([]);
    await menuButton.click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Account" })).toBeVisible();
    // The screen only, once the menu is still: after a full-page screenshot (which resizes the
    // viewport) the phone's dropdown kept moving and "Sign out" could not be clicked.
    await expectFullyOpen(page.getByRole("menu"));
    await snapshot(page, testInfo, "shell-user-menu", { fullPage: false });
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "You are signed out." })).toBeVisible();
    expect(sessionRequests).toEqual(["DELETE"]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});
