import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { utcTimestamp } from "~/server/database/timestamps";
import { PointSourceType } from "~/generated/prisma/enums";
import { AppError, badRequest, fieldError, found, notFound } from "~/server/errors";
import { bingoCardEditRefusal, bingoLedgerPlan, type BingoAwarded } from "~/server/domain/bingo";
import { consumeBurst } from "~/server/infra/bursts";
import type { RateLimits } from "~/server/infra/rate-limit";
import { bingoCardState, centrePosition } from "~/shared/bingo";
import type { BingoCardUpdate } from "~/shared/bingo/inputs";
import type { Locale } from "~/shared/i18n/locales";
import { windowRefusal, windowState, type ChallengeWindow } from "~/shared/challenges";
import { publicName } from "~/shared/public-name";
import { z } from "~/shared/zod";
import { DIFFICULTIES, type Difficulty } from "~/shared/points";
import {
  awardAll,
  type AwardEvent,
  type AwardOptions,
  type EarnedAchievement,
  type HistoryRow,
} from "./award";
import { catalogueOf } from "./catalogue";
import { achievementsIn, allInLanguage, inLanguage } from "./content";
import type { RulesCatalogue } from "./progress";
import { writeAudit } from "./audit";

/**
 * The fitness bingo (DESIGN.md §6.2): the cards, a user's marks, and marking a cell with its
 * points. The card's rules are in ~/shared/bingo, the ledger's in ~/server/domain/bingo.
 */

type Db = Prisma.TransactionClient;

const CARD_SELECT = {
  id: true,
  difficulty: true,
  size: true,
  challenge: {
    select: {
      id: true,
      slug: true,
      title: true,
      summary: true,
      startsAt: true,
      endsAt: true,
      published: true,
    },
  },
  tasks: {
    orderBy: { position: "asc" },
    select: { id: true, position: true, text: true, free: true },
  },
} as const satisfies Prisma.BingoCardSelect;

export type BingoCell = { id: string; position: number; text: string; free: boolean };

/**
 * What anyone may see of a card: its challenge (with the window's state now) and its cells; as
 * read, with the texts in every language (`Texts`), and as shown, in the asker's (`cardIn`).
 */
export type BingoCardView<Texts = Record<never, never>> = {
  id: string;
  difficulty: Difficulty;
  size: number;
  challenge: {
    id: string;
    slug: string;
    title: string;
    summary: string;
    startsAt: Date | null;
    endsAt: Date | null;
    window: ReturnType<typeof windowState>;
  } & Texts;
  cells: (BingoCell & Texts)[];
};

type WithTranslations = { translations: unknown };

/** A card as read, in `locale`: its challenge's title and summary and its tasks. */
function cardIn(card: BingoCardView<WithTranslations>, locale: Locale): BingoCardView {
  return {
    ...card,
    challenge: inLanguage("challenge", card.challenge, locale),
    cells: allInLanguage("bingoTask", card.cells, locale),
  };
}

/**
 * The challenge's window refuses a tap at `now`: its English words, and its key with the date as
 * an ISO string, which the card words in the page's language (README "Languages").
 */
function windowClosed(window: ChallengeWindow, now: Date): AppError | null {
  const refusal = windowRefusal(window, now);
  if (!refusal) return null;
  const upcoming = windowState(window, now) === "upcoming";
  const date = (upcoming ? window.startsAt : window.endsAt)?.toISOString() ?? "";
  return new AppError("BAD_REQUEST", refusal, {
    text: { key: upcoming ? "bingo.window.upcoming" : "bingo.window.closed", values: { date } },
  });
}

const noCard = (difficulty: Difficulty) => notFound(`There is no ${difficulty} bingo card yet.`);

const cardRowSchema = z.object({
  id: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  size: z.number().int(),
  challenge: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    translations: z.unknown(),
    startsAt: z.coerce.date().nullable(),
    endsAt: z.coerce.date().nullable(),
    published: z.boolean(),
  }),
  tasks: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      text: z.string(),
      free: z.boolean(),
      translations: z.unknown(),
    }),
  ),
});

/**
 * The card of a difficulty with its challenge and cells (in position order), their texts in every
 * language, in ONE statement (Prisma's nested select sends three: card, challenge, tasks); null
 * when there is none.
 */
async function findCard(db: Db, difficulty: Difficulty) {
  const [row] = await db.$queryRaw<{ card: unknown }[]>`
    SELECT json_build_object(
      'id', c."id", 'difficulty', c."difficulty"::text, 'size', c."size",
      'challenge', json_build_object(
        'id', ch."id", 'slug', ch."slug", 'title', ch."title", 'summary', ch."summary",
        'translations', ch."translations",
        'startsAt', ch."startsAt" AT TIME ZONE 'UTC', 'endsAt', ch."endsAt" AT TIME ZONE 'UTC',
        'published', ch."published"),
      'tasks', COALESCE((SELECT json_agg(json_build_object(
          'id', t."id", 'position', t."position", 'text', t."text", 'free', t."free",
          'translations', t."translations")
          ORDER BY t."position")
        FROM "BingoTask" t WHERE t."cardId" = c."id"), '[]')) AS "card"
    FROM "BingoCard" c JOIN "Challenge" ch ON ch."id" = c."challengeId"
    WHERE c."difficulty" = CAST(${difficulty} AS "Difficulty")`;
  return row ? cardRowSchema.parse(row.card) : null;
}

/** The card of a difficulty whose challenge is published (every language); NOT_FOUND otherwise. */
export async function loadBingoCard(
  db: Db,
  difficulty: Difficulty,
  now = new Date(),
): Promise<BingoCardView<WithTranslations>> {
  const card = await findCard(db, difficulty);
  if (!card?.challenge.published) throw noCard(difficulty);
  const { id, slug, title, summary, translations, startsAt, endsAt } = card.challenge;
  return {
    id: card.id,
    difficulty: card.difficulty,
    size: card.size,
    challenge: {
      id,
      slug,
      title,
      summary,
      translations,
      startsAt,
      endsAt,
      window: windowState({ startsAt, endsAt }, now),
    },
    cells: card.tasks,
  };
}

/** The ids of the card's cells the user marked, in position order. */
export async function markedCellIds(db: Db, userId: string, cardId: string): Promise<string[]> {
  const marks = await db.bingoMark.findMany({
    where: { userId, task: { cardId } },
    orderBy: { task: { position: "asc" } },
    select: { taskId: true },
  });
  return marks.map((mark) => mark.taskId);
}

/** The user's points from a card's challenge, from the ledger. */
export async function bingoPoints(db: Db, userId: string, challengeId: string): Promise<number> {
  const sum = await db.pointEntry.aggregate({
    where: { userId, challengeId },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

const BINGO_SOURCES: ReadonlySet<PointSourceType> = new Set([
  "BINGO_CELL",
  "BINGO_LINE",
  "BINGO_CARD",
]);

/** What the ledger holds of one user's card, read once per tap (under the card's lock). */
type CardLedger = {
  /** The cells, lines and full card awarded and not reversed. */
  awarded: BingoAwarded;
  /** The user's points from the card's challenge. */
  points: number;
  /** Each source's rows, oldest first, for `award` (so that it does not read them again). */
  history: NonNullable<AwardOptions["history"]>;
};

const sourceKey = (sourceType: PointSourceType, sourceId: string) => `${sourceType} ${sourceId}`;

const cardStateSchema = z.object({
  marks: z.array(z.string()),
  ledger: z.array(
    z.object({
      sourceType: z.enum(PointSourceType),
      sourceId: z.string(),
      seq: z.number().int(),
      amount: z.number().int(),
      quantity: z.number().int(),
      reason: z.string(),
      userId: z.string().nullable(),
    }),
  ),
});

/**
 * The user's marks on a card (task ids) and the ledger rows of its challenge (each source's
 * oldest first), in ONE statement: the tap reads both under the card's lock.
 */
async function readCardState(tx: Db, userId: string, cardId: string, challengeId: string) {
  const [row] = await tx.$queryRaw<{ state: unknown }[]>`
    SELECT json_build_object(
      'marks', COALESCE((SELECT json_agg(m."taskId") FROM "BingoMark" m
          JOIN "BingoTask" t ON t."id" = m."taskId"
          WHERE m."userId" = ${userId} AND t."cardId" = ${cardId}), '[]'),
      'ledger', COALESCE((SELECT json_agg(e ORDER BY e."sourceType", e."sourceId", e."seq") FROM (
          SELECT "sourceType"::text AS "sourceType", "sourceId", "seq", "amount", "quantity",
                 "reason", "userId"
          FROM "PointEntry" WHERE "userId" = ${userId} AND "challengeId" = ${challengeId}) e),
        '[]')) AS "state"`;
  const state = cardStateSchema.parse(row?.state);
  return { marks: state.marks, ledger: cardLedger(state.ledger, userId, challengeId) };
}

/**
 * What the ledger rows of the user's card say: what is awarded, the points, and each source's
 * history. Source ids are `{challengeId}:{userId}` (the card) and `…:{cell-N | line id}` (see
 * `ledgerIntentFor`); a bingo challenge's ledger holds nothing else.
 */
function cardLedger(
  rows: readonly (HistoryRow & { sourceType: PointSourceType; sourceId: string })[],
  userId: string,
  challengeId: string,
): CardLedger {
  const scope = `${challengeId}:${userId}`;
  const histories = new Map<string, HistoryRow[]>();
  const net = new Map<
    string,
    { sourceType: PointSourceType; sourceId: string; quantity: number }
  >();
  let points = 0;
  for (const row of rows) {
    points += row.amount;
    const key = sourceKey(row.sourceType, row.sourceId);
    histories.set(key, [...(histories.get(key) ?? []), row]);
    const sum = net.get(key) ?? { sourceType: row.sourceType, sourceId: row.sourceId, quantity: 0 };
    net.set(key, { ...sum, quantity: sum.quantity + row.quantity });
  }
  const cells = new Set<string>();
  const lines = new Set<string>();
  let card = false;
  for (const { sourceType, sourceId, quantity } of net.values()) {
    if (quantity <= 0 || !BINGO_SOURCES.has(sourceType)) continue;
    if (sourceType === "BINGO_CARD") {
      if (sourceId === scope) card = true;
      continue;
    }
    if (!sourceId.startsWith(`${scope}:`)) continue;
    const key = sourceId.slice(scope.length + 1);
    (sourceType === "BINGO_CELL" ? cells : lines).add(key);
  }
  return {
    awarded: { cells, lines, card },
    points,
    history: (source) => histories.get(sourceKey(source.sourceType, source.sourceId)) ?? [],
  };
}

/**
 * Serializes one user's changes to one card: concurrent taps run one after the other, so the marks
 * and the ledger always agree. The lock ends with the transaction.
 */
async function lockUserCard(tx: Db, userId: string, cardId: string): Promise<void> {
  const key = `bingo:${userId}:${cardId}`;
  // pg_advisory_xact_lock returns void, which Prisma cannot read: select a constant instead.
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${key}))) AS lock`;
}

export type ToggleResult = {
  cellId: string;
  /** The cell's state after the call. */
  marked: boolean;
  /** Whether the call changed anything (false when the cell already was as asked). */
  changed: boolean;
  markedCellIds: string[];
  /** Every completed line now, and those this call completed or broke. */
  lines: string[];
  newLines: string[];
  brokenLines: string[];
  full: boolean;
  newFullCard: boolean;
  fullCardBroken: boolean;
  /** Points this call added (negative when it took some back), and the card's total now. */
  pointsChange: number;
  points: number;
  /** Achievements it earned, named in the asker's language. */
  achievements: Omit<EarnedAchievement, "translations">[];
};

/**
 * Marks or unmarks one cell of the user's card (`marked` says which; omitted = the opposite of
 * now) and brings the ledger in line: the cell's points, the lines it completes or breaks, the
 * full card. Runs inside the caller's transaction, under a per user-and-card lock.
 *
 * Refusals: NOT_FOUND (no such card or cell), BAD_REQUEST (closed window, a cell of another card,
 * the free cell).
 */
async function toggleInTransaction(
  tx: Db,
  input: {
    userId: string;
    difficulty: Difficulty;
    cellId: string;
    marked?: boolean;
    now?: Date;
  },
  catalogue: RulesCatalogue,
): Promise<ToggleResult & { achievements: EarnedAchievement[] }> {
  const now = input.now ?? new Date();
  const card = await loadBingoCard(tx, input.difficulty, now);
  await lockUserCard(tx, input.userId, card.id);
  const closed = windowClosed(card.challenge, now);
  if (closed) throw closed;

  const cell = card.cells.find((candidate) => candidate.id === input.cellId);
  if (!cell) {
    const elsewhere = await tx.bingoTask.findUnique({
      where: { id: input.cellId },
      select: { card: { select: { difficulty: true } } },
    });
    if (elsewhere)
      throw badRequest(
        `That cell is on the ${elsewhere.card.difficulty} card, not the ${input.difficulty} one.`,
      );
    throw notFound("There is no such cell on this card.");
  }
  if (cell.free)
    throw badRequest("The free cell counts as done already: there is nothing to mark.");

  // The card's marks and ledger are read once, under the lock: the writes below are all that
  // changes them until the transaction ends.
  const read = await readCardState(tx, input.userId, card.id, card.challenge.id);
  const ledger = read.ledger;
  const markedSet = new Set(read.marks);
  const wasMarked = markedSet.has(cell.id);
  const marked = input.marked ?? !wasMarked;
  // The mark's write goes in the award's statement (below), or alone when nothing is awarded.
  const markWrite =
    marked && !wasMarked
      ? Prisma.sql`INSERT INTO "BingoMark" ("userId", "taskId", "markedAt")
          VALUES (${input.userId}, ${cell.id}, ${utcTimestamp(now)})
          ON CONFLICT DO NOTHING RETURNING "taskId"`
      : !marked && wasMarked
        ? Prisma.sql`DELETE FROM "BingoMark" WHERE "userId" = ${input.userId}
            AND "taskId" = ${cell.id} RETURNING "taskId"`
        : null;
  if (marked) markedSet.add(cell.id);
  else markedSet.delete(cell.id);

  const markedIds = card.cells.filter((c) => markedSet.has(c.id)).map((c) => c.id);
  const cells = card.cells.map((c) => ({ ...c, marked: markedSet.has(c.id) }));
  const state = bingoCardState(card.size, cells);
  const plan = bingoLedgerPlan(card.size, cells, ledger.awarded);

  const base = {
    userId: input.userId,
    challengeId: card.challenge.id,
    difficulty: input.difficulty,
    at: now,
  } as const;
  // Awards from the cell up (the line's achievement follows its points); reversals the other way.
  const events: AwardEvent[] = [
    ...plan.award.cells.map((cellKey) => ({ ...base, type: "BINGO_CELL" as const, cell: cellKey })),
    ...plan.award.lines.map((line) => ({ ...base, type: "BINGO_LINE" as const, line })),
    ...(plan.award.card ? [{ ...base, type: "BINGO_CARD" as const }] : []),
    ...(plan.reverse.card ? [{ ...base, type: "BINGO_CARD" as const, reverse: true }] : []),
    ...plan.reverse.lines.map((line) => ({
      ...base,
      type: "BINGO_LINE" as const,
      line,
      reverse: true,
    })),
    ...plan.reverse.cells.map((cellKey) => ({
      ...base,
      type: "BINGO_CELL" as const,
      cell: cellKey,
      reverse: true,
    })),
  ];
  // One ledger insert for them all (see `awardAll`), with the rules' catalogue from the cache and
  // each source's history from the read above.
  if (markWrite && events.length === 0) await tx.$queryRaw`WITH mark AS (${markWrite}) SELECT 1`;
  const result = await awardAll(tx, events, {
    now,
    catalogue,
    history: ledger.history,
    ...(markWrite ? { alongside: markWrite } : {}),
  });
  const pointsChange = result.entries.reduce((sum, entry) => sum + entry.amount, 0);

  return {
    cellId: cell.id,
    marked,
    changed: marked !== wasMarked,
    markedCellIds: markedIds,
    lines: state.lines,
    newLines: plan.award.lines,
    brokenLines: plan.reverse.lines,
    full: state.full,
    newFullCard: plan.award.card,
    fullCardBroken: plan.reverse.card,
    pointsChange,
    points: ledger.points + pointsChange,
    achievements: result.achievements,
  };
}

/** Every card with its challenge (published or not) and tasks, for the admin editor. */
export async function loadCardsForAdmin(db: Db) {
  const cards = await db.bingoCard.findMany({ select: CARD_SELECT });
  return cards
    .sort((a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty))
    .map((card) => ({ ...card, centre: centrePosition(card.size) }));
}

/**
 * Saves an admin's edit of a card: texts, order and the free centre, with an audit row. Marks
 * belong to tasks, so they move with a task; the ledger follows on the owner's next tap.
 */
export function updateBingoCard(db: PrismaClient, actorId: string, update: BingoCardUpdate) {
  return db.$transaction((tx) => saveBingoCard(tx, actorId, update));
}

async function saveBingoCard(tx: Db, actorId: string, update: BingoCardUpdate) {
  const card = await tx.bingoCard.findUnique({
    where: { difficulty: update.difficulty },
    select: {
      id: true,
      size: true,
      tasks: { select: { id: true, position: true, text: true, free: true } },
    },
  });
  if (!card) throw noCard(update.difficulty);
  const refusal = bingoCardEditRefusal(card.size, new Set(card.tasks.map((task) => task.id)), {
    taskIds: update.tasks.map((task) => task.id),
    freeCentre: update.freeCentre,
  });
  if (refusal) throw fieldError("BAD_REQUEST", refusal.field, refusal.message, refusal.text);

  const centre = centrePosition(card.size);
  // Positions are unique per card: move every task out of the way before placing it.
  await tx.bingoTask.updateMany({
    where: { cardId: card.id },
    data: { position: { increment: card.size * card.size } },
  });
  for (const [position, task] of update.tasks.entries()) {
    await tx.bingoTask.update({
      where: { id: task.id },
      data: { position, text: task.text, free: update.freeCentre && position === centre },
    });
  }
  const before = [...card.tasks]
    .sort((a, b) => a.position - b.position)
    .map(({ position, text, free }) => ({ position, text, free }));
  const after = update.tasks.map((task, position) => ({
    position,
    text: task.text,
    free: update.freeCentre && position === centre,
  }));
  await writeAudit(tx, {
    actorId,
    action: "bingoCard.update",
    target: { type: "BingoCard", id: card.id },
    before: { difficulty: update.difficulty, tasks: before },
    after: { difficulty: update.difficulty, tasks: after },
  });
  return { id: card.id };
}

/**
 * The card of a difficulty in `locale`; for a signed-in user (`userId`) also their marks and
 * points.
 */
export async function bingoCard(
  db: Db,
  userId: string | null,
  input: { difficulty: Difficulty },
  locale: Locale,
) {
  const card = await loadBingoCard(db, input.difficulty);
  return {
    card: cardIn(card, locale),
    mine: userId
      ? {
          markedCellIds: await markedCellIds(db, userId, card.id),
          points: await bingoPoints(db, userId, card.challenge.id),
        }
      : null,
  };
}

/**
 * Someone's card, read-only, with their display name: only when their profile is public (or it is
 * the viewer's own), otherwise NOT_FOUND, so a private card cannot be told from a missing one.
 */
export async function publicBingoCard(
  db: Db,
  viewerId: string | null,
  input: { difficulty: Difficulty; userId: string },
  locale: Locale,
) {
  const owner = await db.user.findUnique({
    where: { id: input.userId },
    select: { id: true, name: true, publicProfile: true },
  });
  const shown = found(
    owner && (owner.publicProfile || owner.id === viewerId) ? owner : null,
    "There is no public card here.",
  );
  const card = await loadBingoCard(db, input.difficulty);
  return {
    card: cardIn(card, locale),
    // Only its owner sees a private card, by their own name; everyone else by publicName.
    owner: {
      id: shown.id,
      name: shown.id === viewerId ? shown.name : publicName(shown),
      publicProfile: shown.publicProfile,
    },
    markedCellIds: await markedCellIds(db, shown.id, card.id),
    points: await bingoPoints(db, shown.id, card.challenge.id),
  };
}

/**
 * Marks or unmarks a cell of my card (see `toggleInTransaction`), in a transaction of its own. At
 * most `bingoTapByUser` taps a minute: more than a quick player needs, far less than a script
 * sends. The achievements it earned are named in `locale`.
 */
export async function toggleBingoCell(
  db: PrismaClient,
  userId: string,
  input: { difficulty: Difficulty; cellId: string; marked?: boolean | undefined },
  rateLimits: RateLimits,
  locale: Locale,
  now = new Date(),
): Promise<ToggleResult> {
  await consumeBurst(rateLimits, "bingoTapByUser", userId);
  // The rules' near-static rows from the process's cache (catalogue.ts), as the station scan.
  const catalogue = await catalogueOf(db);
  const result = await db.$transaction((tx) =>
    toggleInTransaction(tx, { ...input, userId, now }, catalogue),
  );
  return { ...result, achievements: achievementsIn(result.achievements, locale) };
}
