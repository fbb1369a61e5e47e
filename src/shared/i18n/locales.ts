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
