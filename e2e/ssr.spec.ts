import { expect, test } from "@playwright/test";
import { field } from "./core-helpers";

/**
 * The public pages render their data on the server: with JavaScript off (a phone that has not
 * downloaded the scripts yet) the first HTML already holds the figures, cards and posts.
 */
test.describe("public pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows the four areas", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Community Festival challenges",
    );
    await expect(page.getByRole("region", { name: "Gratitude and care" })).toBeVisible();
    await expect(page.getByText("All systems go")).toBeVisible();
  });

  test("the easy bingo card shows its tasks", async ({ page }) => {
    await page.goto("/challenge/fitness/bingo/easy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Stretch for 5 minutes")).toBeVisible();
    await expect(page.getByText("Balance on one leg for 30 seconds")).toBeVisible();
  });

  test("the wall shows approved posts", async ({ page }) => {
    await page.goto("/challenge/care/feed");
    await expect(page.getByRole("heading", { level: 1, name: "Gratitude wall" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured post" })).toBeVisible();
    await expect(page.getByText("Loading the wall…")).toHaveCount(0);
    // The post the wall opens with is there at the first paint, not fading in from nothing (only
    // the slides after it fade in): a fade would also hold back the page's largest paint.
    const featured = page.getByRole("region", { name: "Featured post" }).locator("> div");
    expect(await featured.evaluate((card) => card.getAnimations().length)).toBe(0);
    await expect(featured).toHaveCSS("opacity", "1");
  });

  test("a sign-in sent before the scripts have run puts nothing in the address", async ({
    page,
  }) => {
    await page.goto("/auth/login");
    await field(page, "Email").fill("someone@festival.test");
    await field(page, "Password").fill("a secret passphrase");
    const sent = page.waitForRequest((request) => request.url().includes("/auth/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    const request = await sent;
    // The browser sends the form itself: by POST, so no field lands in the URL or history.
    expect(request.method()).toBe("POST");
    await page.waitForLoadState();
    expect(page.url()).not.toContain("secret");
    expect(page.url()).not.toContain("someone");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the festival dashboard shows its leaderboard", async ({ page }) => {
    await page.goto("/global-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Festival dashboard" })).toBeVisible();
    const leaderboard = page.getByRole("table", { name: "Leaderboard" });
    await expect(leaderboard.getByRole("row").nth(1)).toBeVisible();
  });

  test("the sustainability dashboard shows its stations", async ({ page }) => {
    await page.goto("/sustainability-dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: "Sustainability impact" }),
    ).toBeVisible();
    const stations = page.getByRole("table", { name: "Busiest stations" });
    await expect(stations.getByRole("row").nth(1)).toBeVisible();
  });
});

test.describe("cache headers", () => {
  test("a visitor's public dashboard data may be shared for seconds; pages and personal data not", async ({
    request,
  }) => {
    const dashboard = await request.get("/api/trpc/dashboard.global");
    expect(dashboard.status()).toBe(200);
    expect(dashboard.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // Each HTML page carries its own CSP nonce and the visitor's session: never shared.
    const home = await request.get("/");
    expect(home.headers()["cache-control"] ?? "").not.toContain("public");
    const session = await request.get("/api/_auth/session");
    expect(session.headers()["cache-control"]).toBe("no-store");
  });
});
