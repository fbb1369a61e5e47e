import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./core-helpers";
import { axeViolations } from "./fixtures";

const TOKEN = "x".repeat(43);

// Every page of the app (the public person pages with the demo admin's id), visited by the demo
// admin and, where a visitor sees something of their own, by a visitor, in the light and in the
// dark scheme. The app's scheme is "auto" until someone picks one, so the browser's preference
// decides it.

// Pages a visitor sees as they are.
const PUBLIC_ROUTES = [
  "/",
  "/faq",
  "/achievements",
  "/global-dashboard",
  "/sustainability-dashboard",
  "/challenge/arts",
  "/challenge/care",
  "/challenge/care/gratitude",
  "/challenge/care/joy-of-giving",
  "/challenge/care/feed",
  "/challenge/sustainability",
  "/challenge/sustainability/challenge",
  "/challenge/sustainability/:me",
  "/challenge/fitness/bingo/easy",
  "/challenge/fitness/bingo/easy/:me",
  "/people/:me",
  "/teams",
  "/teams/join/ABCDEFGHJK",
  "/certificates/verify/SC-2026-ZZZZ-ZZZZZZ",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  `/auth/reset-password/${TOKEN}`,
  "/authenticated",
  `/authenticated/${TOKEN}`,
  `/auth/confirm-email/${TOKEN}`,
  "/test-modal",
  "/sentry-example-page",
  "/no-such-page",
];

// Pages for signed-in people and staff: a visitor gets the same sign-in prompt on each, so the
// visitor sweep checks two of them (a personal and a staff page); the admin sweep checks all.
const SIGNED_IN_ROUTES = [
  "/profile",
  "/account/personal",
  "/account/password",
  "/inbox",
  "/participation",
  "/participation/person",
  "/submissions/moderation",
  "/challenge/care/moderation",
  "/admin",
  "/admin/announcements",
  "/admin/audit",
  "/admin/challenges",
  "/admin/users",
  "/admin/teams",
  "/admin/qr",
  "/admin/qr/print",
  "/admin/sustainability-dashboard",
  "/admin/sustainability-certificate-users",
  "/admin/sustainability-water-bottle-users",
  "/admin/sustainability-water-bottle-collections",
];

const ROUTES = {
  visitor: [...PUBLIC_ROUTES, "/profile", "/admin"],
  admin: [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES],
};

const SCHEMES = ["light", "dark"] as const;

/** The demo admin's user id, for the public person pages. */
async function adminId(page: Page): Promise<string> {
  await signIn(page, "admin@festival.test");
  const session: unknown = await (await page.request.get("/api/_auth/session")).json();
  const id =
    typeof session === "object" &&
    session !== null &&
    "user" in session &&
    typeof session.user === "object" &&
    session.user !== null &&
    "id" in session.user &&
    typeof session.user.id === "string"
      ? session.user.id
      : "";
  expect(id).not.toBe("");
  return id;
}

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
