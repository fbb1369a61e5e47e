/**
 * The translations procedures' inputs (README "Languages", "The festival's content"): the list of
 * one language, and the save of one row's translated texts. The screen checks its form with the
 * same schemas, so the browser and the server say the same words.
 */
import { idSchema } from "~/shared/challenges/inputs";
import { LOCALES } from "~/shared/i18n/locales";
import { z } from "~/shared/zod";
import {
  atLeastMessage,
  atMostMessage,
  CONTENT_FIELDS,
  CONTENT_KINDS,
  type ContentBounds,
  type ContentKind,
} from "./rules";

export const contentLocaleSchema = z.enum(LOCALES);

/**
 * The translations of one language (not the festival's default: its texts are the rows'); none:
 * the first language offered besides the default.
 */
export const translationListInput = z.object({ locale: contentLocaleSchema.optional() });

/**
 * One translated text: trimmed, blank removes the translation (the default language shows
 * then), otherwise within the text's own bounds.
 */
function translatedText({ min, max }: ContentBounds) {
  return z
    .string()
    .trim()
    .max(max, atMostMessage(max))
    .refine((text) => text === "" || text.length >= min, atLeastMessage(min));
}

type FieldSchemas<K extends ContentKind> = {
  [F in keyof (typeof CONTENT_FIELDS)[K]]: ReturnType<typeof translatedText>;
};

function textsOf<K extends ContentKind>(kind: K): FieldSchemas<K> {
  const fields: Record<string, ContentBounds> = CONTENT_FIELDS[kind];
  return Object.fromEntries(
    Object.entries(fields).map(([field, bounds]) => [field, translatedText(bounds)]),
  ) as FieldSchemas<K>;
}

function saveOf<K extends ContentKind>(kind: K) {
  return z.object({
    kind: z.literal(kind),
    id: idSchema,
    locale: contentLocaleSchema,
    ...textsOf(kind),
  });
}

/**
 * A save of one row's translations in one language: every translated field of its kind, flat
 * (so that a field's message comes back next to its field), blank for "no translation".
 */
export const translationSaveInput = z.discriminatedUnion("kind", [
  saveOf("challenge"),
  saveOf("achievement"),
  saveOf("faqEntry"),
  saveOf("bingoTask"),
  saveOf("station"),
]);

export type TranslationSaveInput = z.infer<typeof translationSaveInput>;

/** The schema of one kind's form (the screen checks each item's form with its own kind's). */
export function translationFormSchema(kind: ContentKind) {
  return translationSaveInput.options[CONTENT_KINDS.indexOf(kind)] ?? saveOf(kind);
}
