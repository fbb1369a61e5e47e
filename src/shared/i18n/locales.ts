/**
 * The languages the app has messages for (README "Languages"): one folder per language in
 * `messages/`, one entry here. Which of them a festival offers is `FESTIVAL_LOCALES`.
 */
export const LOCALES = ["en", "de"] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of pages that have no request (pre-rendered 404/500) and of untranslated text. */
export const FALLBACK_LOCALE: Locale = "en";

/** Each language's own name for itself, for the language choice. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The cookie a language switch sets (`locale=de`); read by the server for visitors. */
export const LOCALE_COOKIE = "locale";

/** How long the language switch's choice is kept: a year. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` line the language switch writes: the whole site, a year, sent on
 * top-level navigations from other sites too (Lax), and Secure where the app is (production).
 */
export function localeCookie(locale: Locale, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE}=${locale}`,
    "Path=/",
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
