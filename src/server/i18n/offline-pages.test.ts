import { readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { createTranslator, type Messages } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { pageMessages } from "~/server/i18n/messages";
import { LOCALES, type Locale } from "~/shared/i18n/locales";
import { OFFLINE_PAGES, STATIC_PAGES, staticPageIn } from "~/shared/offline/pages";
import { renderStaticPage } from "~/shared/offline/static-pages";

/**
 * The static pages of the service worker (README "Offline") in every language, written from the
 * messages of namespace `offline`: each file in `public/` is exactly what the messages make
 * (formatted as the repository's files are). After changing a message, write them again:
 * `npx vitest run src/server/i18n/offline-pages.test.ts -u`.
 */

function offlineText(locale: Locale) {
  return createTranslator({
    locale,
    // Only namespace `offline` is there: the pages name nothing else.
    messages: pageMessages(locale, ["offline"]) as Messages,
    onError: (error) => {
      throw error;
    },
  });
}

const fileOf = (page: (typeof STATIC_PAGES)[number], locale: Locale) =>
  path.join(process.cwd(), "public", staticPageIn(page, locale));

describe("the static pages without signal", () => {
  for (const locale of LOCALES)
    for (const page of STATIC_PAGES)
      it(`${staticPageIn(page, locale)} is written from the ${locale} messages`, async () => {
        const file = fileOf(page, locale);
        const html = await format(renderStaticPage(page, locale, offlineText(locale)), {
          ...(await resolveConfig(file)),
          parser: "html",
        });
        await expect(html).toMatchFileSnapshot(file);
        expect(html).toContain(`<html lang="${locale}">`);
        // Nothing to run: the policy lets no inline script run, and the pages need none.
        expect(html).not.toMatch(/<script|\son\w+=/i);
      });

  it("the offline page lists the pages the worker keeps, in each language by their names", () => {
    for (const locale of LOCALES) {
      const t = offlineText(locale);
      const html = readFileSync(fileOf("/offline.html", locale), "utf8");
      const links = [...html.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><\/li>/g)].map(
        ([, href, name]) => ({ href, name }),
      );
      expect(links).toEqual(
        OFFLINE_PAGES.map((page) => ({
          href: page.path,
          name: t(page.label as Parameters<typeof t>[0]),
        })),
      );
    }
  });

  it("keeps the English words of the pages as they were", () => {
    const html = readFileSync(fileOf("/offline.html", "en"), "utf8");
    expect(html).toContain("<title>No signal · Festival Challenges</title>");
    expect(html).toContain("<h1>You are offline</h1>");
    expect(html).toContain('<li><a href="/challenge/fitness/bingo/easy">Bingo card, easy</a></li>');
  });
});
