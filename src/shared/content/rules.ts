/**
 * The festival's translatable content (README "Languages", "The festival's content"): which
 * texts of which rows admins may give in another language than the festival's default, with the
 * same length bounds as the texts themselves. The rows' own columns hold the default language;
 * `translations` holds the others: `{ "de": { "title": "…" } }`. No zod here: the translations
 * screen reads this before its form's checks load (`inputs.ts`).
 */
import { BINGO_TASK_MAX } from "../bingo";

/** The kinds of rows whose texts are translated. */
export const CONTENT_KINDS = [
  "challenge",
  "achievement",
  "faqEntry",
  "bingoTask",
  "station",
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A translated text's bounds: those of the text itself (a blank translation is none). */
export type ContentBounds = { min: number; max: number };

/**
 * Each kind's translated fields, in the order the screen shows them, with their bounds (those of
 * `~/shared/challenges/inputs`, `~/shared/achievements`, `~/shared/faq`, `~/shared/bingo/inputs`
 * and `~/shared/stations/inputs`).
 */
export const CONTENT_FIELDS = {
  challenge: {
    title: { min: 3, max: 120 },
    summary: { min: 1, max: 300 },
    description: { min: 0, max: 10_000 },
  },
  achievement: {
    title: { min: 3, max: 80 },
    description: { min: 3, max: 300 },
  },
  faqEntry: {
    question: { min: 3, max: 300 },
    answer: { min: 1, max: 4000 },
  },
  bingoTask: {
    text: { min: 1, max: BINGO_TASK_MAX },
  },
  station: {
    label: { min: 2, max: 80 },
    description: { min: 0, max: 300 },
  },
} as const satisfies Record<ContentKind, Record<string, ContentBounds>>;

/** The translated fields of a kind: `ContentField<"challenge">` is "title" | "summary" | "description". */
export type ContentField<K extends ContentKind> = keyof (typeof CONTENT_FIELDS)[K] & string;

/** The fields of a kind, in order. */
export function contentFields<K extends ContentKind>(kind: K): ContentField<K>[] {
  return Object.keys(CONTENT_FIELDS[kind]) as ContentField<K>[];
}

/** A field's bounds. */
export function contentBounds<K extends ContentKind>(
  kind: K,
  field: ContentField<K>,
): ContentBounds {
  const fields: Record<string, ContentBounds> = CONTENT_FIELDS[kind];
  const bounds = fields[field];
  if (!bounds) throw new Error(`${kind} has no translated field ${field}`);
  return bounds;
}

/** The words of a translation's checks (English, as every schema's; the screen words them by key). */
export const atLeastMessage = (min: number) => `At least ${min} characters.`;
export const atMostMessage = (max: number) => `At most ${max} characters.`;

/** Every length a translation's check names, for the screen's map of checks to keys. */
export function contentCheckLengths(): { min: number[]; max: number[] } {
  const all = CONTENT_KINDS.flatMap((kind) => Object.values<ContentBounds>(CONTENT_FIELDS[kind]));
  return {
    min: [...new Set(all.map((bounds) => bounds.min).filter((min) => min > 1))],
    max: [...new Set(all.map((bounds) => bounds.max))],
  };
}
