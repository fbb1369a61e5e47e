/**
 * The festival's content in a language (README "Languages", "The festival's content"): a row's
 * columns hold the festival's default language, its `translations` the others. Pure rules: what a
 * field says in a language, a row in a language, and which translations are missing.
 */
import { isLocale, type Locale } from "~/shared/i18n/locales";
import { CONTENT_FIELDS, type ContentKind } from "~/shared/content/rules";

/** Texts by language and field: `{ de: { title: "…" } }` (the default language is not in it). */
export type Translations = Partial<Record<Locale, Record<string, string>>>;

/**
 * The stored `translations` column as the rules read it: only known languages and text values
 * (anything else a hand-edited row might hold is ignored, never shown).
 */
export function parseTranslations(value: unknown): Translations {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const result: Translations = {};
  for (const [locale, texts] of Object.entries(value)) {
    if (!isLocale(locale) || typeof texts !== "object" || texts === null || Array.isArray(texts))
      continue;
    const strings = Object.entries(texts).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    if (strings.length > 0) result[locale] = Object.fromEntries(strings);
  }
  return result;
}

/**
 * A field in a language: its translation when there is one that is not blank, else the base text
 * (the default language's). The translations never hold the default language (a save in it is
 * refused), so a request in the default language gets the base texts without knowing which
 * language that is: read paths need no configuration, in the browser-side tests too.
 */
export function contentText(
  base: string,
  translations: Translations,
  field: string,
  locale: Locale,
): string {
  const translated = translations[locale]?.[field];
  return translated !== undefined && translated.trim() !== "" ? translated : base;
}

/** A row with its translations, as read paths select it. */
type Translatable = { translations: unknown };

/**
 * A row in a language: each translated field of its kind the row has (as a string) in that
 * language, and no `translations` (a page gets its own language only).
 */
export function localizeRow<R extends Translatable>(
  kind: ContentKind,
  row: R,
  locale: Locale,
): Omit<R, "translations"> {
  const { translations: stored, ...rest } = row;
  const translations = parseTranslations(stored);
  if (translations[locale] === undefined) return rest;
  const texts: Record<string, unknown> = rest;
  const localized: Record<string, unknown> = { ...rest };
  for (const field of Object.keys(CONTENT_FIELDS[kind])) {
    const base = texts[field];
    if (typeof base === "string") localized[field] = contentText(base, translations, field, locale);
  }
  return localized as Omit<R, "translations">;
}

/** One text with no translation: the row's field in a language. */
export type MissingText = { locale: Locale; field: string };

/**
 * The translations a row lacks: each offered language other than the default, times each
 * translated field of its kind whose base text is not blank (a blank text needs none) and whose
 * translation is absent or blank.
 */
export function missingTranslations(
  kind: ContentKind,
  row: Record<string, unknown> & Translatable,
  offered: readonly Locale[],
  fallback: Locale,
): MissingText[] {
  const translations = parseTranslations(row.translations);
  const missing: MissingText[] = [];
  for (const locale of offered) {
    if (locale === fallback) continue;
    for (const field of Object.keys(CONTENT_FIELDS[kind])) {
      const base = row[field];
      if (typeof base !== "string" || base.trim() === "") continue;
      const translated = translations[locale]?.[field];
      if (translated === undefined || translated.trim() === "") missing.push({ locale, field });
    }
  }
  return missing;
}

/**
 * The stored translations after a save of one language's texts: a blank text removes its field,
 * a language left without a text goes too, the other languages stay as they were.
 */
export function withTranslations(
  stored: unknown,
  locale: Locale,
  texts: Readonly<Record<string, string>>,
): Translations {
  const translations = parseTranslations(stored);
  const kept = Object.entries(texts)
    .map(([field, text]) => [field, text.trim()] as const)
    .filter(([, text]) => text !== "");
  const result: Translations = { ...translations };
  if (kept.length > 0) result[locale] = Object.fromEntries(kept);
  else delete result[locale];
  return result;
}
