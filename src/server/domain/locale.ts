import { isLocale, type Locale } from "~/shared/i18n/locales";

/** What the locale of one request is chosen from, first to last. */
export type LocaleSources = {
  /** The signed-in person's stored choice (`User.locale`), null when none or a visitor. */
  stored: string | null;
  /** The `locale` cookie a language switch sets. */
  cookie: string | undefined;
  /** The raw `Accept-Language` header. */
  acceptLanguage: string | undefined;
};

/** The festival's settings: the languages offered and the one used when nothing else decides. */
export type LocaleSettings = { offered: readonly Locale[]; fallback: Locale };

/** At most this many entries of `Accept-Language` are looked at (a header is client input). */
const MAX_ACCEPT_ENTRIES = 20;

/**
 * The languages of an `Accept-Language` header, most wanted first: q-values respected (q=0 means
 * "not this one"), regions dropped (`de-AT` → `de`), malformed entries skipped.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header
    .slice(0, 1000)
    .split(",")
    .slice(0, MAX_ACCEPT_ENTRIES)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const language = tag.trim().toLowerCase().split("-")[0] ?? "";
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { language, q, index };
    })
    .filter(
      (entry) => /^[a-z]{2,8}$/.test(entry.language) && Number.isFinite(entry.q) && entry.q > 0,
    );
  entries.sort((a, b) => b.q - a.q || a.index - b.index);
  return entries.map((entry) => entry.language);
}

/**
 * The language of a request: the signed-in person's stored choice, else the language switch's
 * cookie, else the browser's `Accept-Language`, else the festival's default. Only offered
 * languages are ever chosen: a stored or cookie value that is no longer offered is passed over.
 */
export function resolveLocale(sources: LocaleSources, settings: LocaleSettings): Locale {
  const offered = (value: string | null | undefined): value is Locale =>
    isLocale(value) && settings.offered.includes(value);
  if (offered(sources.stored)) return sources.stored;
  if (offered(sources.cookie)) return sources.cookie;
  const wanted = acceptedLanguages(sources.acceptLanguage).find(offered);
  if (wanted !== undefined && offered(wanted)) return wanted;
  return settings.fallback;
}

/**
 * The language of a mail: the recipient's stored choice, else the language of the request that
 * caused it (already resolved by `resolveLocale`; null for work without a request, such as the
 * inbox digest), else the festival's default. Only offered languages.
 */
export function mailLocale(
  stored: string | null | undefined,
  requestLocale: Locale | null,
  settings: LocaleSettings,
): Locale {
  if (isLocale(stored) && settings.offered.includes(stored)) return stored;
  if (requestLocale !== null && settings.offered.includes(requestLocale)) return requestLocale;
  return settings.fallback;
}
