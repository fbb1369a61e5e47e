import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import {
  posthogEvents,
  sentryExceptionMessages,
  startAppServer,
  startCollector,
  type Collector,
} from "./shell-collectors";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { MAIL_DIR } from "./core-helpers";
import { e2eMailPort, firstLink, mailsTo, waitForMail } from "./mail-server";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;

// posthog-js drops events from browsers that look like bots: a "HeadlessChrome" user agent or
// brand, or navigator.webdriver. Look like the phone or desktop browser the project emulates.
// (File-wide: a browser option cannot change inside a describe group.)
test.use({
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--disable-blink-features=AutomationControlled"],
  },
});

test.describe("analytics and error reporting, configured at start-up", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let posthog: Collector;
  let sentry: Collector;
  let app: { url: string; stop(): Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    posthog = await startCollector();
    sentry = await startCollector();
    app = await startAppServer(PORT, {
      // The e2e mailbox (Playwright's global setup), for the registration's confirmation link.
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPort(Number(process.env.E2E_PORT ?? 3100))}`,
      NEXT_PUBLIC_POSTHOG_KEY: "phc_e2e_festival",
      NEXT_PUBLIC_POSTHOG_HOST: posthog.url,
      SENTRY_DSN: `${sentry.url.replace("http://", "http://e2ekey@")}/42`,
      SENTRY_ENVIRONMENT: "e2e",
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await posthog?.close();
    await sentry?.close();
  });

  test("PostHog receives a $pageview with current_url after a client-side navigation", async ({
    page,
  }) => {
    await page.goto(`${app.url}/`);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await expect
      .poll(
        () =>
          posthog.received
            .flatMap(posthogEvents)
            .filter((event) => event.event === "$pageview")
            .map((event) => event.properties.current_url),
        { timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining(["/", "/faq"]));
    const events = posthog.received.flatMap(posthogEvents);
    expect(events.every((event) => event.properties.token === "phc_e2e_festival")).toBe(true);
    // Automatic pageviews are off: only ours, one per route.
    const pageviews = events.filter((event) => event.event === "$pageview");
    expect(pageviews.every((event) => typeof event.properties.current_url === "string")).toBe(true);
    // The browser talked only to its own origin.
    expect(posthog.received.every((request) => /^\/(e|i\/v0\/e)\//.test(request.url))).toBe(true);
  });

  test("PostHog identifies a user on sign-in by id only, and resets on sign-out", async ({
    page,
  }) => {
    // Both projects register this address (each on a fresh app): count the mails before.
    const mailsBefore = (await mailsTo(MAIL_DIR, "ida@festival.test")).length;
    await page.goto(`${app.url}/auth/register`);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Name", exact: true }).fill("Ida Identify");
    await main.getByRole("textbox", { name: "Email", exact: true }).fill("ida@festival.test");
    await main.getByLabel(/^Password/).fill("a-long-festival-password");
    await main.getByLabel(/^Confirm password/).fill("a-long-festival-password");
    await main.getByRole("button", { name: "Create account" }).click();
    // The address is confirmed (and the person signed in) by the link mailed to it.
    await expect(main.getByRole("alert")).toContainText("We sent a link to ida@festival.test");
    await page.goto(firstLink(await waitForMail(MAIL_DIR, "ida@festival.test", mailsBefore + 1)));
    await main.getByRole("button", { name: "Finish signing in" }).click();
    await page.waitForURL(
      (url) => !url.pathname.startsWith("/auth/") && !url.pathname.startsWith("/authenticated"),
    );
    const identified = () =>
      posthog.received.flatMap(posthogEvents).filter((event) => event.event === "$identify");
    await expect.poll(() => identified().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [identify] = identified();
    const userId = identify?.properties.distinct_id;
    expect(userId).toMatch(/^c[a-z0-9]{20,}$/);
    // Nothing that names the person.
    const text = JSON.stringify(posthog.received.flatMap(posthogEvents));
    expect(text).not.toContain("ida@festival.test");
    expect(text).not.toContain("Ida Identify");
    const beforeSignOut = posthog.received.length;
    await page.getByRole("button", { name: /Account menu of/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect
      .poll(
        () =>
          posthog.received
            .slice(beforeSignOut)
            .flatMap(posthogEvents)
            .filter(
              (event) => event.event === "$pageview" && event.properties.current_url === "/faq",
            )
            .map((event) => event.properties.distinct_id),
        { timeout: 20_000 },
      )
      .toEqual([expect.any(String)]);
    // reset() on sign-out: the visitor is no longer the user.
    const [after] = posthog.received
      .slice(beforeSignOut)
      .flatMap(posthogEvents)
      .filter((event) => event.event === "$pageview" && event.properties.current_url === "/faq");
    expect(after?.properties.distinct_id).not.toBe(userId);
  });

  test("Sentry receives error envelopes from the browser and from a tRPC procedure", async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(app.url)) foreign.push(request.url());
    });
    await page.goto(`${app.url}/sentry-example-page`);
    await expect(page.getByRole("status")).toContainText("Error reporting is on");
    await page.getByRole("button", { name: "Throw an error in the browser" }).click();
    await expect
      .poll(() => sentryExceptionMessages(sentry.received), { timeout: 20_000 })
      .toContain("Sentry example: an error thrown in the browser");
    await page.getByRole("button", { name: "Fail on the server" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Server error" })).toBeVisible();
    await expect
      .poll(() => sentryExceptionMessages(sentry.received), { timeout: 20_000 })
      .toContain("Sentry example: a tRPC procedure failed on the server");
    // Every envelope went to the DSN's project (the server SDK adds its key as a query string).
    expect(
      sentry.received.every(
        (request) => new URL(request.url, sentry.url).pathname === "/api/42/envelope/",
      ),
    ).toBe(true);
    expect(foreign).toEqual([]);
  });

  test("token paths and ?qr= leave for PostHog and Sentry redacted", async ({ page }) => {
    const token = randomBytes(32).toString("base64url");
    const qr = randomBytes(18).toString("base64url");
    const posthogBefore = posthog.received.length;
    const sentryBefore = sentry.received.length;
    const pageviews = () =>
      posthog.received
        .slice(posthogBefore)
        .flatMap(posthogEvents)
        .filter((event) => event.event === "$pageview")
        .map((event) => event.properties.current_url);

    await page.goto(`${app.url}/authenticated/${token}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sign in with your link" }),
    ).toBeVisible();
    await expect.poll(pageviews, { timeout: 20_000 }).toContain("/authenticated/[redacted]");
    // Analytics loads after the page is interactive, so a page left sooner sends no $pageview
    // (on a loaded machine the heading is up seconds before that): wait for each one in turn.
    await page.goto(`${app.url}/auth/reset-password/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(pageviews, { timeout: 20_000 }).toContain("/auth/reset-password/[redacted]");
    await page.goto(`${app.url}/challenge/sustainability/challenge?qr=${qr}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect
      .poll(pageviews, { timeout: 20_000 })
      .toContain("/challenge/sustainability/challenge?qr=[redacted]");

    // Sentry: a browser error whose page URL and navigation breadcrumbs held tokens.
    await page.goto(`${app.url}/sentry-example-page`);
    await expect(page.getByRole("status")).toContainText("Error reporting is on");
    await page.evaluate(
      ([secret, code]) => {
        window.history.pushState(null, "", `/authenticated/${secret}`);
        window.history.pushState(null, "", `/auth/reset-password/${secret}`);
        window.history.pushState(null, "", `/sentry-example-page?qr=${code}`);
      },
      [token, qr],
    );
    await page.getByRole("button", { name: "Throw an error in the browser" }).click();
    // And the server: a page that fails while rendering, with a token in its query.
    const failed = await page.request.get(
      `${app.url}/sentry-example-page?fail=render&qr=${qr}&token=${token}`,
    );
    expect(failed.status()).toBe(500);
    await expect
      .poll(() => sentryExceptionMessages(sentry.received.slice(sentryBefore)), {
        timeout: 20_000,
      })
      .toEqual(
        expect.arrayContaining([
          "Sentry example: an error thrown in the browser",
          "Sentry example: server-side rendering failed",
        ]),
      );
    const sentryText = sentry.received
      .slice(sentryBefore)
      .map((request) =>
        (request.headers["content-encoding"] === "gzip"
          ? gunzipSync(request.body)
          : request.body
        ).toString("utf8"),
      )
      .join("\n");
    expect(sentryText).toContain("/authenticated/[redacted]");
    const posthogText = JSON.stringify(
      posthog.received.slice(posthogBefore).flatMap(posthogEvents),
    );
    for (const secret of [token, qr]) {
      expect(posthogText).not.toContain(secret);
      expect(sentryText).not.toContain(secret);
    }
  });

  test("Sentry receives a page that fails while rendering on the server", async ({ page }) => {
    const response = await page.goto(`${app.url}/sentry-example-page?fail=render`);
    expect(response?.status()).toBe(500);
    await expect
      .poll(() => sentryExceptionMessages(sentry.received), { timeout: 20_000 })
      .toContain("Sentry example: server-side rendering failed");
  });
});

test.describe("analytics and error reporting, not configured", () => {
  test("nothing is loaded and nothing leaves the machine", async ({ page }) => {
    const collector = await startCollector();
    try {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.goto("/sentry-example-page");
      await expect(page.getByRole("status")).toContainText("Error reporting is off");
      await page.getByRole("button", { name: "Throw an error in the browser" }).click();
      await page.getByRole("button", { name: "Fail on the server" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Server error" })).toBeVisible();
      await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Frequently asked questions",
      );
      await page.waitForTimeout(1_500);
      const origin = new URL(page.url()).origin;
      expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
      expect(requests.filter((url) => /\/api\/(ingest|monitoring)/.test(url))).toEqual([]);
      expect(collector.received).toEqual([]);
      // The relays refuse to forward anything when nothing is configured.
      expect((await page.request.post("/api/monitoring", { data: "{}" })).status()).toBe(404);
      expect((await page.request.post("/api/ingest/e/", { data: "[]" })).status()).toBe(404);
    } finally {
      await collector.close();
    }
  });
});
