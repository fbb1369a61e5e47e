import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { Difficulty } from "~/generated/prisma/enums";
import {
  missingTranslations,
  parseTranslations,
  withTranslations,
  type Translations,
} from "~/server/domain/content";
import { AppError } from "~/server/errors";
import { localeSettings } from "~/server/i18n/locale";
import { AREA_ORDER } from "~/shared/challenges";
import type { TranslationSaveInput } from "~/shared/content/inputs";
import { contentFields, type ContentKind } from "~/shared/content/rules";
import { LOCALES, type Locale } from "~/shared/i18n/locales";
import { DIFFICULTIES } from "~/shared/points";
import { writeAudit, type AuditAction, type AuditTargetType } from "./audit";
import { thenForgetCatalogue } from "./catalogue";

/**
 * The festival's content in other languages (README "Languages", "The festival's content"): the
 * admins' list of every translated text of one language beside its base text (the "missing
 * translations" list), and the save of one row's translations, audited as `<model>.translate`.
 */

type Db = Prisma.TransactionClient;

/** Where an item is, so admins can tell items with the same words apart. */
export type TranslationContext =
  | { kind: "challenge"; slug: string; published: boolean }
  | { kind: "achievement"; key: string }
  | { kind: "faqEntry" }
  | { kind: "bingoTask"; difficulty: Difficulty; cell: number; free: boolean }
  | { kind: "station"; active: boolean };

export type TranslationField = {
  field: string;
  /** The text in the festival's default language. */
  base: string;
  /** The text in the chosen language ("" when there is none). */
  translation: string;
  missing: boolean;
};

export type TranslationItem = {
  id: string;
  context: TranslationContext;
  fields: TranslationField[];
  missing: number;
};

/** The refusal of a list or save in the default language: its texts are the rows' own. */
function defaultLocaleRefusal(): AppError {
  return new AppError(
    "BAD_REQUEST",
    "The texts in the festival's default language are the items' own: edit them on their screens.",
    { text: { key: "translations.server.defaultLocale" } },
  );
}

function noSuchItem(): AppError {
  return new AppError(
    "NOT_FOUND",
    "This item no longer exists: it may have been deleted meanwhile.",
    { text: { key: "translations.server.notFound" } },
  );
}

/** The languages admins translate into: every language but the default, offered or not yet. */
function translatableLocales(fallback: Locale): Locale[] {
  return LOCALES.filter((locale) => locale !== fallback);
}

/** An item of `kind`: each translated field's base text and its translation in `locale`. */
function itemOf(
  kind: ContentKind,
  row: Record<string, unknown> & { id: string; translations: unknown },
  context: TranslationContext,
  locale: Locale,
  fallback: Locale,
): TranslationItem {
  const translations = parseTranslations(row.translations);
  const missing = new Set(
    missingTranslations(kind, row, [locale], fallback).map((text) => text.field),
  );
  const fields = contentFields(kind).map((field) => {
    const base = row[field];
    return {
      field,
      base: typeof base === "string" ? base : "",
      translation: translations[locale]?.[field] ?? "",
      missing: missing.has(field),
    };
  });
  return { id: row.id, context, fields, missing: missing.size };
}

/** Every row of each kind with its texts, in the order their own screens show them. */
async function readContent(db: Db) {
  const [challenges, achievements, faqEntries, cards, stations] = await Promise.all([
    db.challenge.findMany({
      orderBy: [{ position: "asc" }, { title: "asc" }],
      select: {
        id: true,
        slug: true,
        area: true,
        published: true,
        title: true,
        summary: true,
        description: true,
        translations: true,
      },
      take: 500,
    }),
    db.achievement.findMany({
      orderBy: [{ position: "asc" }, { key: "asc" }],
      select: { id: true, key: true, title: true, description: true, translations: true },
      take: 200,
    }),
    db.faqEntry.findMany({
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: { id: true, question: true, answer: true, translations: true },
      take: 200,
    }),
    db.bingoCard.findMany({
      select: {
        difficulty: true,
        tasks: {
          orderBy: { position: "asc" },
          select: { id: true, position: true, free: true, text: true, translations: true },
        },
      },
    }),
    db.station.findMany({
      orderBy: [{ position: "asc" }, { label: "asc" }, { id: "asc" }],
      select: { id: true, active: true, label: true, description: true, translations: true },
      take: 1000,
    }),
  ]);
  return { challenges, achievements, faqEntries, cards, stations };
}

/**
 * The translations of one language (default: the first offered language other than the
 * festival's default, else the first other language): every item of every kind with its base
 * texts and translations, what is missing per item and per kind. A language not offered yet can
 * be prepared; the default language is refused (its texts are edited on the items' screens).
 */
export async function listTranslations(db: Db, input: { locale?: Locale | undefined }) {
  const { offered, fallback } = localeSettings();
  const choices = translatableLocales(fallback);
  const locale =
    input.locale ?? choices.find((candidate) => offered.includes(candidate)) ?? choices[0];
  if (locale === undefined || locale === fallback) throw defaultLocaleRefusal();
  const content = await readContent(db);
  const item = (
    kind: ContentKind,
    row: Record<string, unknown> & { id: string; translations: unknown },
    context: TranslationContext,
  ) => itemOf(kind, row, context, locale, fallback);
  const byArea = [...content.challenges].sort(
    (a, b) => AREA_ORDER.indexOf(a.area) - AREA_ORDER.indexOf(b.area),
  );
  const cards = [...content.cards].sort(
    (a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty),
  );
  const kinds: { kind: ContentKind; items: TranslationItem[] }[] = [
    {
      kind: "challenge",
      items: byArea.map((row) =>
        item("challenge", row, { kind: "challenge", slug: row.slug, published: row.published }),
      ),
    },
    {
      kind: "achievement",
      items: content.achievements.map((row) =>
        item("achievement", row, { kind: "achievement", key: row.key }),
      ),
    },
    {
      kind: "faqEntry",
      items: content.faqEntries.map((row) => item("faqEntry", row, { kind: "faqEntry" })),
    },
    {
      kind: "bingoTask",
      items: cards.flatMap((card) =>
        card.tasks.map((row) =>
          item("bingoTask", row, {
            kind: "bingoTask",
            difficulty: card.difficulty,
            cell: row.position + 1,
            free: row.free,
          }),
        ),
      ),
    },
    {
      kind: "station",
      items: content.stations.map((row) =>
        item("station", row, { kind: "station", active: row.active }),
      ),
    },
  ];
  return {
    locale,
    fallback,
    /** Whether visitors can choose the language yet (`FESTIVAL_LOCALES`). */
    offered: offered.includes(locale),
    /** The languages admins may choose here, and whether each is offered. */
    choices: choices.map((choice) => ({ locale: choice, offered: offered.includes(choice) })),
    kinds: kinds.map((entry) => ({
      ...entry,
      missing: entry.items.reduce((sum, one) => sum + one.missing, 0),
    })),
  };
}

/** How one kind's row is read and its translations written, and how the audit names it. */
type Model = {
  target: AuditTargetType;
  action: AuditAction;
  load(tx: Db, id: string): Promise<(Record<string, unknown> & { translations: unknown }) | null>;
  save(tx: Db, id: string, translations: Translations): Promise<unknown>;
};

const MODELS: Record<ContentKind, Model> = {
  challenge: {
    target: "Challenge",
    action: "challenge.translate",
    load: (tx, id) =>
      tx.challenge.findUnique({
        where: { id },
        select: { title: true, summary: true, description: true, translations: true },
      }),
    save: (tx, id, translations) =>
      tx.challenge.update({ where: { id }, data: { translations }, select: { id: true } }),
  },
  achievement: {
    target: "Achievement",
    action: "achievement.translate",
    load: (tx, id) =>
      tx.achievement.findUnique({
        where: { id },
        select: { title: true, description: true, translations: true },
      }),
    save: (tx, id, translations) =>
      tx.achievement.update({ where: { id }, data: { translations }, select: { id: true } }),
  },
  faqEntry: {
    target: "FaqEntry",
    action: "faqEntry.translate",
    load: (tx, id) =>
      tx.faqEntry.findUnique({
        where: { id },
        select: { question: true, answer: true, translations: true },
      }),
    save: (tx, id, translations) =>
      tx.faqEntry.update({ where: { id }, data: { translations }, select: { id: true } }),
  },
  bingoTask: {
    target: "BingoTask",
    action: "bingoTask.translate",
    load: (tx, id) =>
      tx.bingoTask.findUnique({ where: { id }, select: { text: true, translations: true } }),
    save: (tx, id, translations) =>
      tx.bingoTask.update({ where: { id }, data: { translations }, select: { id: true } }),
  },
  station: {
    target: "Station",
    action: "station.translate",
    load: (tx, id) =>
      tx.station.findUnique({
        where: { id },
        select: { label: true, description: true, translations: true },
      }),
    save: (tx, id, translations) =>
      tx.station.update({ where: { id }, data: { translations }, select: { id: true } }),
  },
};

/** One language's texts of a row's stored translations, every field of its kind ("" = none). */
function textsIn(kind: ContentKind, translations: Translations, locale: Locale) {
  return Object.fromEntries(
    contentFields(kind).map((field) => [field, translations[locale]?.[field] ?? ""]),
  );
}

/**
 * Saves one row's translations in one language (a blank text removes its translation) with an
 * audit row `<model>.translate` holding that language's texts before and after. The default
 * language is refused; a row deleted meanwhile is NOT_FOUND. The catalogue (challenges, stations,
 * achievements) is forgotten afterwards, so a scan names them anew.
 */
export function saveTranslation(db: PrismaClient, actorId: string, input: TranslationSaveInput) {
  const { kind, id, locale, ...texts } = input;
  if (locale === localeSettings().fallback) throw defaultLocaleRefusal();
  const model = MODELS[kind];
  const fields: Record<string, string> = texts;
  return thenForgetCatalogue(
    db.$transaction(async (tx) => {
      const row = await model.load(tx, id);
      if (!row) throw noSuchItem();
      const stored = parseTranslations(row.translations);
      const translations = withTranslations(stored, locale, fields);
      await model.save(tx, id, translations);
      const after = textsIn(kind, translations, locale);
      await writeAudit(tx, {
        actorId,
        action: model.action,
        target: { type: model.target, id },
        before: { locale, ...textsIn(kind, stored, locale) },
        after: { locale, ...after },
      });
      const missing = missingTranslations(
        kind,
        { ...row, translations },
        [locale],
        localeSettings().fallback,
      );
      return { kind, id, locale, texts: after, missing: missing.length };
    }),
  );
}
