import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { snapshot } from "./fixtures";
import { adminId, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from "./routes";

// README "Languages": every page in German, with no English left. The English words of every
// message are known (messages/en), so a German page must contain none of the phrases that only
// English has: a string a page shows without its message, or a message a page shows from the
// wrong language, is found here. Each page is also kept as a screenshot to look at.

const MESSAGES = path.resolve("messages");

/** Every message of a language's files, as text (ICU sources). */
function messagesOf(locale: string): string[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") texts.push(node);
    else if (typeof node === "object" && node !== null) Object.values(node).forEach(walk);
  };
  for (const file of readdirSync(path.join(MESSAGES, locale)).filter((f) => f.endsWith(".json")))
    walk(JSON.parse(readFileSync(path.join(MESSAGES, locale, file), "utf8")));
  return texts;
}

/**
 * The demo's own data, as its seed scripts write it: what people wrote (care posts, artworks) and
 * the festival's base texts, which staff screens show as written. A phrase found there is not
 * evidence of a page left in English.
 */
const DEMO_DATA = readdirSync("prisma")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => readFileSync(path.join("prisma", file), "utf8"))
  .join("\n");

/** The literal runs of an ICU message: the words outside `{…}` arguments and `<tag>` markers. */
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let depth = 0;
  let run = "";
  for (const char of message) {
    if (char === "{") {
      if (depth === 0) runs.push(run);
      run = "";
      depth++;
    } else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) run += char;
  }
  runs.push(run);
  return runs
    .flatMap((text) => text.split(/<\/?[a-zA-Z]+>/))
    .map((text) => text.replace(/\s+/g, " ").trim());
}

/**
 * Phrases only English has: literal runs of English messages of at least two words and eight
 * characters that no German message contains (names such as "Community Festival" are in both).
 */
function englishOnlyPhrases(): string[] {
  const german = messagesOf("de").join("\n");
  const phrases = new Set<string>();
  for (const message of messagesOf("en"))
    for (const run of literalRuns(message)) {
      const phrase = run.replace(/^[\s:;,.·—–-]+|[\s:;,.·—–-]+$/g, "");
      if (
        phrase.length >= 8 &&
        phrase.includes(" ") &&
        !german.includes(phrase) &&
        !DEMO_DATA.includes(phrase)
      )
        phrases.add(phrase);
    }
  return [...phrases];
}

/** What a person reads on the page: its text, title and the words of its accessible names. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ["aria-label", "title", "placeholder", "alt", "aria-description"];
    const named = [...document.querySelectorAll("*")].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? "").filter(Boolean),
    );
    return [document.title, document.body.innerText, ...named].join("\n");
  });
}

/**
 * A message a page shows without having it (its namespace not loaded by the page): production
 * shows its key, `namespace.key` (src/lib/i18n.tsx), which this finds.
 */
function shownKeys(words: string): string[] {
  const namespaces = readdirSync(path.join(MESSAGES, "en")).map((file) =>
    file.replace(".json", ""),
  );
  const key = new RegExp(
    // Not inside an address or a host name ("…@people.festival.test").
    `(?<![@\\w.-])(?:${namespaces.join("|")})\\.[a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9]+)*\\b(?!\\.\\w)`,
    "g",
  );
  return words.match(key) ?? [];
}

const ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

test.describe("every page in German", () => {
  // A step that finds nothing fails in seconds, not at the end of the sweep's time.
  test.use({ actionTimeout: 15_000 });

  test("no page shows a phrase of the English messages, as the admin", async ({
    browser,
  }, testInfo) => {
    // About 50 page loads with a screenshot each (axe runs over every route in
    // e2e/axe-schemes.spec.ts, and in German on the screens of the languages-* journeys).
    test.setTimeout(600_000);
    const phrases = englishOnlyPhrases();
    expect(phrases.length).toBeGreaterThan(200);
    // The admin signs in as the sign-in helper speaks (English); the cookie then asks for German,
    // and wins over the browser's language (README "Languages").
    const context = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? undefined,
    });
    const page = await context.newPage();
    const me = await adminId(page);
    await context.addCookies([{ name: "locale", value: "de", url: testInfo.project.use.baseURL! }]);
    const found: string[] = [];
    for (const template of ROUTES) {
      await page.goto(template.replace(":me", me));
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Let what loads after the first paint (lists, charts) arrive: no skeleton left. (Not
      // "networkidle": the wall's stream stays open.)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      const words = await wordsOf(page);
      for (const phrase of phrases)
        if (words.includes(phrase)) found.push(`${template}: "${phrase}"`);
      for (const key of shownKeys(words)) found.push(`${template}: a message's key, ${key}`);
      await snapshot(page, testInfo, `de-sweep${template.replace(/[/:]+/g, "-")}`);
    }
    await context.close();
    expect(found, "English phrases or keys on German pages (route: what)").toEqual([]);
  });
});
