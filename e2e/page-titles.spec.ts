import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./core-helpers";
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from "./routes";

const SITE_TITLE = "Community Festival challenges | Festival Challenges";
/**
 * The routes of e2e/routes.ts a visitor reaches, then those behind sign-in (as the demo admin).
 * Left out: the home page (the site's title alone, checked first), a person's pages (named by the
 * person) and the bare /authenticated, which is the sign-in page under another address.
 */
const VISITOR_ROUTES = PUBLIC_ROUTES.filter(
  (route) => route !== "/" && route !== "/authenticated" && !route.includes(":me"),
);

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).first().getAttribute("content");

/** Visits each route and returns the name its title puts before the site's title. */
async function pageNames(page: Page, routes: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const route of routes) {
    await page.goto(route);
    const title = await page.title();
    const name = title.match(/^(.+) · Community Festival challenges \| Festival Challenges$/)?.[1];
    expect(name, `${route}: "${title}"`).toBeTruthy();
    names.set(route, name ?? "");
    // The social title stays the site's; the description says what the festival is.
    expect(await meta(page, "og:title"), route).toBe(SITE_TITLE);
  }
  return names;
}

test("the home page has the site's title; every other page names itself first, each differently", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await expect(page).toHaveTitle(SITE_TITLE);
  expect(await meta(page, "og:title")).toBe(SITE_TITLE);
  const description = await meta(page, "og:description");
  expect(description).toContain("Community Festival");
  expect(description).not.toBe(SITE_TITLE);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(description);

  const names = await pageNames(page, VISITOR_ROUTES);
  expect(names.get("/faq")).toBe("FAQ");
  expect(names.get("/no-such-page")).toBe("Page not found");
  await signIn(page, "admin@festival.test");
  for (const [route, name] of await pageNames(page, SIGNED_IN_ROUTES)) names.set(route, name);

  const byName = new Map<string, string[]>();
  for (const [route, name] of names) byName.set(name, [...(byName.get(name) ?? []), route]);
  const shared = [...byName].filter(([, routes]) => routes.length > 1);
  expect(shared, "pages that share a title").toEqual([]);
});
