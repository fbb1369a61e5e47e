import { localizeRow, type ContentLanguage } from "~/server/domain/content";
import { localeSettings } from "~/server/i18n/locale";
import type { ContentKind } from "~/shared/content/rules";
import type { Locale } from "~/shared/i18n/locales";

/**
 * The festival's content in the request's language (README "Languages", "The festival's
 * content"): read paths select a row's `translations` with its texts (the same statement, no
 * extra read) and hand the row to `inLanguage` last, after any cache, so that a cache holds every
 * language at once. Admin screens and writes keep the base texts (the default language).
 */

/** The festival's default language: the rows' own columns. */
export function defaultLocale(): Locale {
  return localeSettings().fallback;
}

/** The language asked for, and the festival's default (the rows' own columns). */
export function contentLanguage(locale: Locale): ContentLanguage {
  return { locale, fallback: localeSettings().fallback };
}

/** A row of `kind` in `locale` (its translated fields replaced, its translations dropped). */
export function inLanguage<R extends { translations: unknown }>(
  kind: ContentKind,
  row: R,
  locale: Locale,
): Omit<R, "translations"> {
  return localizeRow(kind, row, contentLanguage(locale));
}

/** Rows of `kind` in `locale`. */
export function allInLanguage<R extends { translations: unknown }>(
  kind: ContentKind,
  rows: readonly R[],
  locale: Locale,
): Omit<R, "translations">[] {
  const language = contentLanguage(locale);
  return rows.map((row) => localizeRow(kind, row, language));
}

/** Achievements an action earned (`award`'s), as its notice names them in `locale`. */
export function achievementsIn<A extends { translations: unknown }>(
  achievements: readonly A[],
  locale: Locale,
): Omit<A, "translations">[] {
  return allInLanguage("achievement", achievements, locale);
}
