import { expect, test } from "@playwright/test";
import { checkScreen } from "./fixtures";

test.describe("home page", () => {
  test("shows the festival, its four areas and a healthy service", async ({ page }, testInfo) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Community Festival challenges | Festival Challenges");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 1, name: "Community Festival challenges" }),
    ).toBeVisible();
    for (const area of ["Sports and fitness", "Arts", "Sustainability", "Gratitude and care"]) {
      await expect(page.getByRole("region", { name: area })).toBeVisible();
    }
    // Prefetched on the server: the status is in the first HTML, with no loading state.
    await expect(page.getByText("All systems go")).toBeVisible();
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("All systems go");
    await checkScreen(page, testInfo, "home");
  });

  test("a challenge's details open from the keyboard and give focus back", async ({ page }) => {
    await page.goto("/");
    const details = page.getByRole("button", { name: "Details about Festival sketch" });
    // The dialog's code is not part of the page: it loads on the first open.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await details.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Festival sketch" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("gallery", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
    // Opened again (code already loaded): the same dialog, the same focus return.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  test("sends the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["permissions-policy"]).toContain("camera=(self)");
    // Only scripts with this response's nonce (or loaded by them) run; no eval.
    const scripts = /script-src ([^;]+)/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(scripts).toMatch(
      /^'self' 'nonce-[A-Za-z0-9+/]{20,}=*' 'strict-dynamic' 'wasm-unsafe-eval'$/,
    );
    const again = (await request.get("/")).headers()["content-security-policy"];
    expect(again).not.toBe(headers["content-security-policy"]);
    const api = (await request.get("/api/trpc/system.health")).headers();
    expect(api["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test("pages run under the policy without a single violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // A violation the page catches (a library probing for eval) logs nothing: Chromium's issues do.
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue")
        violations.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
    });
    await cdp.send("Audits.enable");
    const pages = ["/", "/faq", "/auth/login", "/auth/forgot-password", "/global-dashboard"];
    for (const path of [...pages, "/achievements", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});

test.describe("API", () => {
  test("answers system.health from the embedded database, with a request id", async ({
    request,
  }) => {
    const response = await request.get("/api/trpc/system.health");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.json();
    expect(body.result.data.json).toMatchObject({ status: "ok", database: "pglite" });
  });

  test("batches calls and reports a procedure that does not exist as NOT_FOUND", async ({
    request,
  }) => {
    const response = await request.get("/api/trpc/system.buildId,system.nope?batch=1&input={}");
    const body = await response.json();
    expect(body[0].result.data.json.buildId).toEqual(expect.any(String));
    expect(body[1].error.json.data.code).toBe("NOT_FOUND");
  });
});
