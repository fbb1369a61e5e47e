import type { ReactNode } from "react";
import type { useTranslations } from "use-intl";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import {
  atLeastMessage,
  atMostMessage,
  contentCheckLengths,
  type ContentKind,
} from "~/shared/content/rules";
import type { Locale } from "~/shared/i18n/locales";

/*
 * The translations screen's words (namespace "translations", README "Languages"). The keys built
 * from a kind, field or language are listed literally, so the unused-key guard finds them.
 */

/** `useTranslations("translations")`. */
export type TranslationsT = ReturnType<typeof useTranslations<"translations">>;

const KIND_KEYS = {
  challenge: "kinds.challenge",
  achievement: "kinds.achievement",
  faqEntry: "kinds.faqEntry",
  bingoTask: "kinds.bingoTask",
  station: "kinds.station",
} as const satisfies Record<ContentKind, string>;

const FIELD_KEYS = {
  title: "fields.title",
  summary: "fields.summary",
  description: "fields.description",
  question: "fields.question",
  answer: "fields.answer",
  text: "fields.text",
  label: "fields.label",
} as const;

const LANGUAGE_KEYS = {
  en: "languages.en",
  de: "languages.de",
} as const satisfies Record<Locale, string>;

export const kindWords = (t: TranslationsT, kind: ContentKind) => t(KIND_KEYS[kind]);

/** A field's name; a field this screen does not know yet keeps its own name. */
export const fieldWords = (t: TranslationsT, field: string) =>
  Object.hasOwn(FIELD_KEYS, field) ? t(FIELD_KEYS[field as keyof typeof FIELD_KEYS]) : field;

/** A language's name in the page's language ("German" / "Deutsch"). */
export const languageWords = (t: TranslationsT, locale: Locale) => t(LANGUAGE_KEYS[locale]);

/** The checks of `~/shared/content/inputs` (English words, the browser's and the server's). */
function checks(): CheckKeys<"checks.atLeast" | "checks.atMost"> {
  const { min, max } = contentCheckLengths();
  return Object.fromEntries([
    ...min.map((value) => [
      atLeastMessage(value),
      { key: "checks.atLeast", values: { min: value } },
    ]),
    ...max.map((value) => [atMostMessage(value), { key: "checks.atMost", values: { max: value } }]),
  ]);
}

const CHECKS = checks();

/** A field's check in the page's language; any other message as it came. */
export const checkWords = (t: TranslationsT, error: ReactNode): ReactNode =>
  wordCheck(CHECKS, t, error);
