import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./fixtures";
import { adminId, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from "./routes";

// Every page of the app (e2e/routes.ts), visited by the demo admin and, where a visitor sees
// something of their own, by a visitor, in the light and in the dark scheme. The app's scheme is
// "auto" until someone picks one, so the browser's preference decides it.

const ROUTES = {
  visitor: [...PUBLIC_ROUTES, "/profile", "/admin"],
  admin: [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES],
};

const SCHEMES = ["light", "dark"] as const;

/** Visits every route in the given scheme; returns "route (scheme) rule: help at targets" lines. */
async function sweep(
  page: Page,
  routes: readonly string[],
  scheme: (typeof SCHEMES)[number],
  me: string,
) {
  await page.emulateMedia({ colorScheme: scheme });
  const found: string[] = [];
  for (const template of routes) {
    const route = template.replace(":me", me);
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const line of await axeViolations(page)) found.push(`${template} (${scheme}) ${line}`);
  }
  return found;
}

test.describe("axe over every route in both colour schemes", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "colours do not depend on the viewport");
  });

  for (const role of ["visitor", "admin"] as const) {
    for (const scheme of SCHEMES) {
      test(`as ${role === "admin" ? "the admin" : "a visitor"}, ${scheme} scheme: no WCAG 2.2 A/AA violations on any route`, async ({
        browser,
      }) => {
        // Up to 47 page loads with an axe run each: about 2 to 4 minutes on a busy 2-core machine.
        test.setTimeout(300_000);
        // axe needs a page of a context the test made (not browser.newPage()).
        const context = await browser.newContext();
        const page = await context.newPage();
        const me = await adminId(page);
        if (role === "visitor") await context.clearCookies();
        const found = await sweep(page, ROUTES[role], scheme, me);
        await context.close();
        expect(found, "axe violations (route, scheme, rule, targets)").toEqual([]);
      });
    }
  }
});
