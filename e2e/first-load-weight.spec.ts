import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import { signIn } from "./core-helpers";
import { adminId, PUBLIC_ROUTES, SIGNED_IN_ROUTES, TOKEN } from "./routes";

// First-load JavaScript as served: every script the page's first HTML loads before it is
// interactive, gzip level 9 (and its render-blocking CSS, within R3's 15 kB), as a visitor and as the person who opens the page signed in.
// `bench/page-weight.mjs` counts each route's bundle from the build's manifest; the served HTML
// also loads what the server drew with `next/dynamic` for this viewer (React waits for those
// chunks before it hydrates) and Next.js's route manifest. Limits: `served` in
// bench/page-weight-budget.json (bench/README.md §1, stop 48).

type Budget = { served: { pages: Record<string, number> }; css: { defaultKb: number } };
// Playwright runs from the repository's root (package.json's test:e2e).
const budget = JSON.parse(readFileSync("bench/page-weight-budget.json", "utf8")) as Budget;

const PARTICIPANT_PAGES = [
  "/profile",
  "/account/personal",
  "/account/password",
  "/inbox",
  "/participation",
];

/** The gzip-9 sizes of the files a page's first HTML loads by `pattern`. */
async function gzipOfLinked(request: APIRequestContext, html: string, pattern: RegExp) {
  const sources = new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""));
  let bytes = 0;
  for (const source of sources) {
    const file = await request.get(source);
    expect(file.status(), source).toBe(200);
    bytes += gzipSync(await file.body(), { level: 9 }).length;
  }
  return bytes;
}

/**
 * The scripts a page's first HTML loads and its render-blocking stylesheets, gzip-9 bytes, or
 * null when the path is not a page for this viewer (a redirect to sign in or away from it).
 */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  if (response.status() !== 200 && response.status() !== 404) return null;
  const html = await response.text();
  return {
    js: await gzipOfLinked(request, html, /<script\b[^>]*\ssrc="(\/_next\/[^"]+)"/g),
    css: await gzipOfLinked(
      request,
      html,
      /<link\b[^>]*rel="stylesheet"[^>]*href="(\/_next\/[^"]+)"/g,
    ),
  };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function checkPages(
  request: APIRequestContext,
  testInfo: TestInfo,
  viewer: string,
  pages: readonly string[],
  me: string,
) {
  const rows: string[] = [];
  const over: string[] = [];
  for (const page of pages) {
    const bytes = await served(request, page.replace(":me", me));
    if (bytes === null) continue;
    // Limits are keyed by the route as e2e/routes.ts writes it, the mailed links' token as `:token`.
    const limit = budget.served.pages[page.replace(TOKEN, ":token")];
    expect(limit, `a served limit for ${page}`).toBeDefined();
    rows.push(
      `${kb(bytes.js).toFixed(1).padStart(6)} kB (limit ${limit})  CSS ${kb(bytes.css)} kB  ${page}`,
    );
    if (limit !== undefined && bytes.js > limit * 1024)
      over.push(`${page}: ${kb(bytes.js)} kB > ${limit}`);
    // R3's render-blocking CSS target, with the sheets of the server-drawn lazy parts.
    if (bytes.css > budget.css.defaultKb * 1024)
      over.push(`${page}: CSS ${kb(bytes.css)} kB > ${budget.css.defaultKb}`);
  }
  await testInfo.attach(`first-load-served-${viewer}.txt`, { body: rows.join("\n") });
  console.log(`First-load JS as served, ${viewer}:\n${rows.join("\n")}`);
  expect(rows.length).toBeGreaterThan(0);
  expect(over, `pages over their served limit as ${viewer}`).toEqual([]);
}

test.describe("first-load JavaScript as served", () => {
  test("as a visitor, as a participant and as an admin, every page within its limit", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const me = await adminId(page);
    await checkPages(page.request, testInfo, "admin", [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES], me);

    await page.context().clearCookies();
    await checkPages(page.request, testInfo, "visitor", PUBLIC_ROUTES, me);

    await signIn(page, "participant@festival.test");
    await checkPages(
      page.request,
      testInfo,
      "participant",
      [...PUBLIC_ROUTES, ...PARTICIPANT_PAGES],
      me,
    );
  });
});
