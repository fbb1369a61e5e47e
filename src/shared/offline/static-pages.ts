import type { createTranslator, Messages } from "use-intl/core";
import type { Locale } from "~/shared/i18n/locales";
import type { MessageKey } from "~/shared/i18n/server-text";
import {
  OFFLINE_FALLBACK_PATH,
  OFFLINE_PAGES,
  OFFLINE_STYLES_PATH,
  SCAN_KEPT_PATH,
  SIGNED_OUT_PATH,
  type StaticPage,
} from "./pages";

/**
 * The static pages the service worker shows without signal (README "Offline"), one file per
 * language (`staticPageIn`): plain HTML with one style sheet and no script (the Content-Security-
 * Policy lets no inline script run, and none is needed). Their words are the messages of namespace
 * `offline`; `src/server/i18n/offline-pages.test.ts` writes and checks the files in `public/` from them.
 */

/** The name the static pages carry in their titles (they are written once, not per festival). */
export const STATIC_SITE_NAME = "Festival Challenges";

/** An offline page's name (`OFFLINE_PAGES`' labels). */
type PageName = Extract<MessageKey, `offline.fallback.pages.${string}`>;

/** A translator in one language that has the messages of namespace `offline` (full keys). */
export type OfflineText = ReturnType<typeof createTranslator<Messages>>;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** A link of the page: `href` and its words (escaped; a message's tag gives them as parts). */
const link =
  (href: string) =>
  (chunks: string | readonly string[]): string =>
    `<a href="${href}">${escapeHtml(typeof chunks === "string" ? chunks : chunks.join(""))}</a>`;

/** The frame of every static page: its language, title, icon and the one style sheet. */
function page(locale: Locale, title: string, body: string[]): string {
  return [
    "<!doctype html>",
    `<html lang="${locale}">`,
    "<head>",
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />',
    `<link rel="stylesheet" href="${OFFLINE_STYLES_PATH}" />`,
    "</head>",
    "<body>",
    "<main>",
    ...body,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The HTML of a static page in `locale` (unformatted: the test formats it as the repository's
 * files are). Message text is the repository's own; what goes into tags is escaped.
 */
export function renderStaticPage(target: StaticPage, locale: Locale, t: OfflineText): string {
  const site = STATIC_SITE_NAME;
  switch (target) {
    case OFFLINE_FALLBACK_PATH:
      return page(locale, t("offline.fallback.title", { site }), [
        `<h1>${escapeHtml(t("offline.fallback.heading"))}</h1>`,
        `<p>${escapeHtml(t("offline.fallback.intro"))}</p>`,
        "<ul>",
        // Each label is a message of `offline.fallback.pages` (the test words every one).
        ...OFFLINE_PAGES.map(({ path, label }) => `<li>${link(path)(t(label as PageName))}</li>`),
        "</ul>",
        `<p>${escapeHtml(t("offline.fallback.reload"))}</p>`,
      ]);
    case SCAN_KEPT_PATH:
      return page(locale, t("offline.scanKept.title", { site }), [
        `<h1>${escapeHtml(t("offline.scanKept.heading"))}</h1>`,
        `<p>${escapeHtml(t("offline.scanKept.kept"))}</p>`,
        `<p>${t.markup("offline.scanKept.collect", { login: link("/auth/login"), register: link("/auth/register") })}</p>`,
        `<p>${link("/")(t("offline.scanKept.home"))}</p>`,
      ]);
    case SIGNED_OUT_PATH:
      return page(locale, t("offline.signedOut.title", { site }), [
        `<h1>${escapeHtml(t("offline.signedOut.heading"))}</h1>`,
        `<p>${escapeHtml(t("offline.signedOut.pending"))}</p>`,
        `<p>${escapeHtml(t("offline.signedOut.actions"))}</p>`,
        `<p>${t.markup("offline.signedOut.back", { app: link("/"), login: link("/auth/login") })}</p>`,
      ]);
  }
}
