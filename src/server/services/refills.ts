import { randomBytes } from "node:crypto";
import { createTranslator } from "use-intl/core";
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { anyColumnContains } from "~/server/database/search";
import {
  bottleCodeFrom,
  doubleTapRefusal,
  isLikelyDoubleTap,
  minutesAgo,
  REFILL_CHALLENGE_SLUG,
} from "~/server/domain/refills";
import { AppError, type AppErrorCode } from "~/server/errors";
import { pageMessages } from "~/server/i18n/messages";
import type { Locale } from "~/shared/i18n/locales";
import type { ServerText } from "~/shared/i18n/server-text";
import { normalizeBottleCode } from "~/shared/refills/rules";
import { festivalTimeZone } from "~/shared/time-zone";
import type {
  BottleUserSort,
  CollectionFilter,
  RecordCollectionInput,
} from "~/shared/refills/inputs";
import { writeAudit } from "./audit";
import { award, type EarnedAchievement } from "./award";
import { achievementsIn, baseTexts } from "./content";
import { CSV_MAX_ROWS, toCsvFile } from "./impact-csv";
import type { CsvRow } from "~/server/domain/impact";

/**
 * The refill challenge (DESIGN.md §6.4): a participant's bottle and refills, and the desk where
 * staff find a person by their bottle code and record the bottles refilled at a water point.
 * The water points themselves are in `water-points.ts`.
 */

type Tx = Prisma.TransactionClient;

export type Bottle = { id: string; userId: string; code: string; createdAt: Date };
const BOTTLE_FIELDS = { id: true, userId: true, code: true, createdAt: true } as const;

/** A refusal of the desk: its English words and its message key (README "Languages"). */
function refusal(code: AppErrorCode, message: string, text: ServerText): AppError {
  return new AppError(code, message, { text });
}

/** The row, or NOT_FOUND with the message and its key. */
function foundOr<T>(row: T | null | undefined, message: string, text: ServerText): T {
  if (row === null || row === undefined) throw refusal("NOT_FOUND", message, text);
  return row;
}

const NO_PERSON = "There is no such person.";
const NO_PERSON_TEXT: ServerText = { key: "refills.server.noPerson" };
const NO_WATER_POINT = "There is no such water point.";
const NO_WATER_POINT_TEXT: ServerText = { key: "refills.server.noWaterPoint" };

/** The refill challenge's id, or NOT_FOUND when the festival has none. */
export async function refillChallengeId(db: Tx): Promise<string> {
  const challenge = await db.challenge.findUnique({
    where: { slug: REFILL_CHALLENGE_SLUG },
    select: { id: true },
  });
  return foundOr(challenge, "The refill challenge does not exist.", {
    key: "refills.server.noChallenge",
  }).id;
}

/**
 * The user's bottle, made on first use. A new code that happens to be taken is drawn again; two
 * calls racing for one user both end with the one bottle the unique userId let through.
 */
export async function getOrCreateBottle(
  db: Tx,
  userId: string,
): Promise<{ bottle: Bottle; created: boolean }> {
  const existing = await db.waterBottle.findUnique({ where: { userId }, select: BOTTLE_FIELDS });
  if (existing) return { bottle: existing, created: false };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await db.waterBottle.createManyAndReturn({
      data: [{ userId, code: bottleCodeFrom(randomBytes(8)) }],
      skipDuplicates: true,
      select: BOTTLE_FIELDS,
    });
    if (created[0]) return { bottle: created[0], created: true };
    const raced = await db.waterBottle.findUnique({ where: { userId }, select: BOTTLE_FIELDS });
    if (raced) return { bottle: raced, created: false };
    // Otherwise the code was taken by someone else's bottle: draw another.
  }
  throw new Error("Could not find a free bottle code after 5 attempts.");
}

/** Joins the refill challenge (no points) and hands out the bottle, in the caller's transaction. */
async function joinWithBottle(tx: Tx, userId: string) {
  const challengeId = await refillChallengeId(tx);
  const joined = await award(tx, { type: "CHALLENGE_JOINED", userId, challengeId });
  const { bottle, created } = await getOrCreateBottle(tx, userId);
  return { bottle, created, achievements: joined.achievements };
}

/** My bottle (null until I join), my refill total and my latest collections. */
export async function myRefills(db: PrismaClient, userId: string) {
  const [bottle, totals, collections] = await Promise.all([
    db.waterBottle.findUnique({ where: { userId }, select: { code: true, createdAt: true } }),
    db.bottleCollection.aggregate({
      where: { userId, deletedAt: null },
      _sum: { quantity: true },
      _count: { _all: true },
    }),
    db.bottleCollection.findMany({
      where: { userId, deletedAt: null },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: { id: true, quantity: true, createdAt: true, waterPoint: { select: { name: true } } },
    }),
  ]);
  return {
    bottle,
    refills: totals._sum.quantity ?? 0,
    collectionCount: totals._count._all,
    collections: collections.map((row) => ({
      id: row.id,
      quantity: row.quantity,
      createdAt: row.createdAt,
      waterPoint: row.waterPoint.name,
    })),
  };
}

/**
 * Joining the refill challenge gives me my personal bottle code (the same one every time); the
 * achievements it earned are named in `locale`.
 */
export async function joinRefillChallenge(
  db: PrismaClient,
  userId: string,
  locale: Locale,
): Promise<{
  bottle: Bottle;
  created: boolean;
  achievements: Omit<EarnedAchievement, "translations">[];
}> {
  const joined = await db.$transaction((tx) => joinWithBottle(tx, userId));
  return { ...joined, achievements: achievementsIn(joined.achievements, locale) };
}

/** The person a scanned or typed bottle code (any spelling) belongs to, or NOT_FOUND. */
export async function personByBottleCode(db: PrismaClient, input: { code: string }) {
  const code = normalizeBottleCode(input.code);
  const bottle = code
    ? await db.waterBottle.findUnique({
        where: { code },
        select: { code: true, user: { select: { id: true, name: true, email: true } } },
      })
    : null;
  const typed = input.code.trim().slice(0, 20);
  return foundOr(
    bottle,
    `No bottle has the code "${typed}". Check the sticker, or search the person instead.`,
    { key: "refills.server.unknownCode", values: { code: typed } },
  );
}

/** People by name, email or bottle code (at most 10), with their bottle code if they have one. */
export async function searchPeople(db: PrismaClient, input: { search: string }) {
  const people = await db.user.findMany({
    where: {
      OR: [
        { name: { contains: input.search, mode: "insensitive" } },
        { email: { contains: input.search, mode: "insensitive" } },
        { waterBottle: { code: { contains: input.search.toUpperCase() } } },
      ],
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 10,
    select: { id: true, name: true, email: true, waterBottle: { select: { code: true } } },
  });
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    email: person.email,
    code: person.waterBottle?.code ?? null,
  }));
}

/** Registers a bottle for a person at the desk: joins them to the refill challenge too. */
export function registerBottle(db: PrismaClient, actorId: string, input: { userId: string }) {
  return db.$transaction(async (tx) => {
    const person = foundOr(
      await tx.user.findUnique({ where: { id: input.userId }, select: { id: true, name: true } }),
      NO_PERSON,
      NO_PERSON_TEXT,
    );
    const result = await joinWithBottle(tx, person.id);
    if (result.created)
      await writeAudit(tx, {
        actorId,
        action: "waterBottle.register",
        target: { type: "WaterBottle", id: result.bottle.id },
        after: { ...result.bottle, name: person.name },
      });
    return { code: result.bottle.code, created: result.created, name: person.name };
  });
}

const COLLECTION_FIELDS = {
  id: true,
  userId: true,
  waterPointId: true,
  quantity: true,
  note: true,
  createdAt: true,
} as const satisfies Prisma.BottleCollectionSelect;

/**
 * Logs a collection at the desk, awards its points and writes the audit row, in one
 * transaction. The person's row is locked first (SELECT … FOR UPDATE), so two desks tapping for
 * the same person at once take turns: the second sees the first's collection and is refused as a
 * likely double tap (CONFLICT: the same water point less than 5 minutes ago) unless staff said
 * "record anyway" (`override`).
 */
export function recordCollection(
  db: PrismaClient,
  actorId: string,
  input: RecordCollectionInput,
  now = new Date(),
) {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string; name: string }[]>`
      SELECT id, name FROM "User" WHERE id = ${input.userId} FOR UPDATE`;
    const person = foundOr(locked[0], NO_PERSON, NO_PERSON_TEXT);
    const waterPoint = foundOr(
      await tx.waterPoint.findUnique({
        where: { id: input.waterPointId },
        select: { id: true, name: true, active: true },
      }),
      NO_WATER_POINT,
      NO_WATER_POINT_TEXT,
    );
    if (!waterPoint.active)
      throw refusal("BAD_REQUEST", `${waterPoint.name} is closed: choose an open water point.`, {
        key: "refills.server.closedPoint",
        values: { waterPoint: waterPoint.name },
      });

    if (!input.override) {
      const previous = await tx.bottleCollection.findFirst({
        where: { userId: input.userId, waterPointId: input.waterPointId, deletedAt: null },
        orderBy: { createdAt: "desc" },
        select: { createdAt: true, quantity: true },
      });
      if (previous && isLikelyDoubleTap(previous.createdAt, now))
        throw refusal("CONFLICT", doubleTapRefusal(previous, person.name, waterPoint.name, now), {
          key: "refills.server.doubleTap",
          values: {
            name: person.name,
            quantity: previous.quantity,
            waterPoint: waterPoint.name,
            minutes: minutesAgo(previous.createdAt, now),
          },
        });
    }

    const challengeId = await refillChallengeId(tx);
    await getOrCreateBottle(tx, input.userId);
    const collection = await tx.bottleCollection.create({
      data: {
        userId: input.userId,
        waterPointId: input.waterPointId,
        quantity: input.quantity,
        note: input.note ? input.note : null,
        recordedById: actorId,
        createdAt: now,
      },
      select: COLLECTION_FIELDS,
    });
    const awarded = await award(
      tx,
      {
        type: "REFILL",
        userId: input.userId,
        challengeId,
        collectionId: collection.id,
        quantity: input.quantity,
        at: now,
      },
      { now },
    );
    await writeAudit(tx, {
      actorId,
      action: input.override ? "bottleCollection.recordOverride" : "bottleCollection.record",
      target: { type: "BottleCollection", id: collection.id },
      after: collection,
    });
    // The desk's screen: the festival's texts in its default language.
    return { collection, achievements: baseTexts(awarded.achievements) };
  });
}

/** Soft-deletes a collection with a reason, takes its points back and writes the audit row. */
export function deleteCollection(
  db: PrismaClient,
  actorId: string,
  input: { id: string; reason: string },
  now = new Date(),
) {
  return db.$transaction(async (tx) => {
    const before = foundOr(
      await tx.bottleCollection.findUnique({
        where: { id: input.id },
        select: { ...COLLECTION_FIELDS, deletedAt: true },
      }),
      "There is no such collection.",
      { key: "refills.server.noCollection" },
    );
    // Only the first of two racing deletions changes the row; the other finds nothing to update.
    const changed = await tx.bottleCollection.updateMany({
      where: { id: input.id, deletedAt: null },
      data: { deletedAt: now, deletedById: actorId, deleteReason: input.reason },
    });
    if (changed.count === 0)
      throw refusal("CONFLICT", "This collection was already deleted.", {
        key: "refills.server.alreadyDeleted",
      });
    const challengeId = await refillChallengeId(tx);
    await award(
      tx,
      {
        type: "REFILL",
        userId: before.userId,
        challengeId,
        collectionId: before.id,
        quantity: before.quantity,
        reverse: true,
      },
      { now },
    );
    await writeAudit(tx, {
      actorId,
      action: "bottleCollection.delete",
      target: { type: "BottleCollection", id: before.id },
      before,
      after: { ...before, deletedAt: now, deleteReason: input.reason },
    });
    return { id: before.id, deletedAt: now };
  });
}

/** The where clause of the collections log and its CSV export: one definition for both. */
function collectionWhere(filter: CollectionFilter): Prisma.BottleCollectionWhereInput {
  return {
    ...(filter.includeDeleted ? {} : { deletedAt: null }),
    ...(filter.waterPointId ? { waterPointId: filter.waterPointId } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: filter.from } : {}),
            ...(filter.to ? { lt: filter.to } : {}),
          },
        }
      : {}),
    ...(filter.search
      ? {
          user: {
            OR: [
              { name: { contains: filter.search, mode: "insensitive" } },
              { email: { contains: filter.search, mode: "insensitive" } },
              { waterBottle: { code: { contains: filter.search, mode: "insensitive" } } },
            ],
          },
        }
      : {}),
  };
}

const COLLECTION_ROW_FIELDS = {
  id: true,
  quantity: true,
  note: true,
  createdAt: true,
  deletedAt: true,
  deleteReason: true,
  user: { select: { id: true, name: true, email: true, waterBottle: { select: { code: true } } } },
  waterPoint: { select: { id: true, name: true } },
  recordedBy: { select: { name: true } },
  deletedBy: { select: { name: true } },
} satisfies Prisma.BottleCollectionSelect;

/** The collections log: filters, newest first, one page, with the bottles kept in the filter. */
export async function listCollections(
  db: PrismaClient,
  input: CollectionFilter & { page: number; pageSize: number },
) {
  const where = collectionWhere(input);
  const [rows, total, kept] = await Promise.all([
    db.bottleCollection.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      select: COLLECTION_ROW_FIELDS,
    }),
    db.bottleCollection.count({ where }),
    db.bottleCollection.aggregate({
      where: { ...where, deletedAt: null },
      _sum: { quantity: true },
    }),
  ]);
  return { total, bottles: kept._sum.quantity ?? 0, rows };
}

/** The columns of the collections CSV, in order, each with its header's message key. */
const CSV_COLUMNS = {
  recordedAt: "refills.csv.recordedAt",
  name: "refills.csv.name",
  email: "refills.csv.email",
  bottleCode: "refills.csv.bottleCode",
  waterPoint: "refills.csv.waterPoint",
  quantity: "refills.csv.quantity",
  note: "refills.csv.note",
  recordedBy: "refills.csv.recordedBy",
  deletedAt: "refills.csv.deletedAt",
  deletedBy: "refills.csv.deletedBy",
  deleteReason: "refills.csv.deleteReason",
} as const;

type CsvColumn = keyof typeof CSV_COLUMNS;

/**
 * The CSV's header row in `locale` (README "Languages"): the requesting admin's language. The
 * English headers are the field names they always were ("recordedAt", "bottleCode", …).
 */
function csvHeaders(locale: Locale): Record<CsvColumn, string> {
  const t = createTranslator({
    locale,
    messages: pageMessages(locale, ["refills"]),
    timeZone: festivalTimeZone(),
    onError: (error) => {
      throw error;
    },
  });
  const headers = {} as Record<CsvColumn, string>;
  for (const [column, key] of Object.entries(CSV_COLUMNS) as [CsvColumn, string][])
    headers[column] = t(key as (typeof CSV_COLUMNS)[CsvColumn]);
  return headers;
}

/**
 * The filtered log as CSV (formula-safe cells, festival time), its header row in the requesting
 * admin's language.
 */
export async function collectionsCsv(
  db: PrismaClient,
  input: CollectionFilter,
  locale: Locale = "en",
  now = new Date(),
) {
  const rows = await db.bottleCollection.findMany({
    where: collectionWhere(input),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: CSV_MAX_ROWS,
    select: COLLECTION_ROW_FIELDS,
  });
  const headers = csvHeaders(locale);
  const columns = Object.keys(CSV_COLUMNS) as CsvColumn[];
  return toCsvFile(
    "refill-collections",
    columns.map((column) => headers[column]),
    rows.map((row) => {
      const cells: Record<CsvColumn, CsvRow[string]> = {
        recordedAt: row.createdAt,
        name: row.user.name,
        email: row.user.email,
        bottleCode: row.user.waterBottle?.code ?? "",
        waterPoint: row.waterPoint.name,
        quantity: row.quantity,
        note: row.note,
        recordedBy: row.recordedBy?.name ?? "",
        deletedAt: row.deletedAt,
        deletedBy: row.deletedBy?.name ?? "",
        deleteReason: row.deleteReason,
      };
      // Keyed by the headers: `toCsvFile` takes a cell by its column's header.
      return Object.fromEntries(columns.map((column) => [headers[column], cells[column]]));
    }),
    now,
  );
}

export type BottleUserRow = {
  userId: string;
  name: string;
  email: string;
  code: string;
  registeredAt: Date;
  refills: number;
  collections: number;
  lastRefill: Date | null;
};

/** Water-bottle users with their refill totals, as one aggregate query per page. */
export async function listBottleUsers(
  db: PrismaClient,
  input: {
    search: string;
    sortBy: BottleUserSort;
    sortDirection: "asc" | "desc";
    page: number;
    pageSize: number;
  },
): Promise<{ total: number; rows: BottleUserRow[] }> {
  const direction = input.sortDirection === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const nulls = input.sortDirection === "asc" ? Prisma.sql`NULLS FIRST` : Prisma.sql`NULLS LAST`;
  const order = {
    createdAt: Prisma.sql`b."createdAt" ${direction}`,
    name: Prisma.sql`u.name ${direction}`,
    refills: Prisma.sql`refills ${direction}`,
    lastRefill: Prisma.sql`"lastRefill" ${direction} ${nulls}`,
  }[input.sortBy];
  // Name, email or code: one condition shared by the table and its count.
  const search = anyColumnContains(input.search, [
    Prisma.sql`u.name`,
    Prisma.sql`u.email`,
    Prisma.sql`b.code`,
  ]);
  const [rows, counted] = await Promise.all([
    db.$queryRaw<BottleUserRow[]>`
      SELECT u.id AS "userId", u.name, u.email, b.code, b."createdAt" AS "registeredAt",
             COALESCE(c.refills, 0)::int AS refills, COALESCE(c.collections, 0)::int AS collections,
             c."lastRefill"
      FROM "WaterBottle" b
      JOIN "User" u ON u.id = b."userId"
      LEFT JOIN (
        SELECT "userId", SUM(quantity) AS refills, COUNT(*) AS collections,
               MAX("createdAt") AS "lastRefill"
        FROM "BottleCollection" WHERE "deletedAt" IS NULL GROUP BY "userId"
      ) c ON c."userId" = b."userId"
      WHERE ${search}
      ORDER BY ${order}, u.id ASC
      LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
    db.$queryRaw<{ total: number }[]>`
      SELECT COUNT(*)::int AS total
      FROM "WaterBottle" b JOIN "User" u ON u.id = b."userId"
      WHERE ${search}`,
  ]);
  return { total: counted[0]?.total ?? 0, rows };
}
