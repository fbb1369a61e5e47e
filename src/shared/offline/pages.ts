import { FALLBACK_LOCALE, type Locale } from "~/shared/i18n/locales";

/**
 * The message key of an offline page's name (`offline.fallback.pages.*`; plain text here: the
 * service worker's build has no message types).
 */
export type OfflinePageLabel = `offline.fallback.pages.${string}`;

/**
 * What a signed-in participant can read without signal once they have opened the app with signal
 * (README "Offline"): the service worker keeps these pages (the latest copy it got) and the
 * queries they ask for; any other page offline shows `/offline.html`, which lists these, each by
 * its name's message key (namespace `offline`, README "Languages").
 */
export const OFFLINE_PAGES: readonly { path: string; label: OfflinePageLabel }[] = [
  { path: "/", label: "offline.fallback.pages.home" },
  { path: "/challenge/fitness/bingo/easy", label: "offline.fallback.pages.bingoEasy" },
  { path: "/challenge/fitness/bingo/medium", label: "offline.fallback.pages.bingoMedium" },
  { path: "/challenge/fitness/bingo/hard", label: "offline.fallback.pages.bingoHard" },
  { path: "/challenge/sustainability", label: "offline.fallback.pages.sustainability" },
  { path: "/challenge/sustainability/challenge", label: "offline.fallback.pages.stationHunt" },
  { path: "/challenge/care", label: "offline.fallback.pages.carePosts" },
  { path: "/challenge/care/gratitude", label: "offline.fallback.pages.gratitude" },
  { path: "/challenge/care/joy-of-giving", label: "offline.fallback.pages.giving" },
  { path: "/profile", label: "offline.fallback.pages.profile" },
  { path: "/achievements", label: "offline.fallback.pages.achievements" },
  { path: "/faq", label: "offline.fallback.pages.faq" },
];

/** The static page shown for any other page without signal. */
export const OFFLINE_FALLBACK_PATH = "/offline.html";

/**
 * The static page of a station link opened without signal when no station hunt is kept: the
 * worker kept the scan on the device, for whoever signs in next there.
 */
export const SCAN_KEPT_PATH = "/scan-kept.html";

/**
 * The static page of any page opened while a sign-out made without signal waits for signal (the
 * person's pages are gone; nothing may go out with the old cookie): "Signed out on this phone".
 */
export const SIGNED_OUT_PATH = "/signed-out.html";

/** The three static pages the worker shows without signal (precached, one file per language). */
export const STATIC_PAGES = [OFFLINE_FALLBACK_PATH, SCAN_KEPT_PATH, SIGNED_OUT_PATH] as const;

export type StaticPage = (typeof STATIC_PAGES)[number];

/**
 * A static page's file in a language (README "Offline"): the fallback language's is the page's
 * own path (`/offline.html`), another's carries its code (`/offline.de.html`). Written from the
 * messages of namespace `offline` by `src/server/i18n/offline-pages.test.ts`.
 */
export function staticPageIn(page: StaticPage, locale: Locale): string {
  return locale === FALLBACK_LOCALE ? page : page.replace(/\.html$/, `.${locale}.html`);
}

/** The one style sheet of the three static pages above (precached with them). */
export const OFFLINE_STYLES_PATH = "/offline.css";

/**
 * The queries the worker keeps answers of, for the pages above (by tRPC path). Nothing of staff
 * screens: only what one participant reads about themselves and the festival.
 */
export const OFFLINE_QUERIES: readonly string[] = [
  "bingo.getCard",
  "challenge.list",
  "challenge.mine",
  "sustainability.station.board",
  "sustainability.refill.mine",
  "sustainability.certificate.mine",
  "care.myPosts",
  "achievement.list",
  "account.me",
  "faq.list",
];

/** The worker's caches that hold someone's data: deleted at sign-out. */
export const PERSONAL_CACHES = ["festival-pages", "festival-data"] as const;
