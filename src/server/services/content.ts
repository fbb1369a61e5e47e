import { localizeRow } from "~/server/domain/content";
import type { ContentKind } from "~/shared/content/rules";
import type { Locale } from "~/shared/i18n/locales";

/**
 * The festival's content in the request's language (README "Languages", "The festival's
 * content"): read paths select a row's `translations` with its texts (the same statement, no
 * extra read) and hand the row to `inLanguage` last, after any cache, so that a cache holds every
 * language at once. Admin and staff screens and writes keep the base texts (the festival's
 * default language): `baseTexts`.
 */

/** A row of `kind` in `locale` (its translated fields replaced, its translations dropped). */
export function inLanguage<R extends { translations: unknown }>(
  kind: ContentKind,
  row: R,
  locale: Locale,
): Omit<R, "translations"> {
  return localizeRow(kind, row, locale);
}

/** Rows of `kind` in `locale`. */
export function allInLanguage<R extends { translations: unknown }>(
  kind: ContentKind,
  rows: readonly R[],
  locale: Locale,
): Omit<R, "translations">[] {
  return rows.map((row) => localizeRow(kind, row, locale));
}

/** Achievements an action earned (`award`'s), as its notice names them in `locale`. */
export function achievementsIn<A extends { translations: unknown }>(
  achievements: readonly A[],
  locale: Locale,
): Omit<A, "translations">[] {
  return allInLanguage("achievement", achievements, locale);
}

/** A row as staff screens show it: its base texts, without the other languages. */
export function baseText<R extends { translations: unknown }>(row: R): Omit<R, "translations"> {
  const { translations, ...rest } = row;
  void translations;
  return rest;
}

/** Rows as staff screens show them (`baseText`). */
export function baseTexts<R extends { translations: unknown }>(
  rows: readonly R[],
): Omit<R, "translations">[] {
  return rows.map(baseText);
}
