import { randomBytes } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { Prisma } from "~/generated/prisma/client";
import {
  bottleCodeFrom,
  isLikelyDoubleTap,
  minutesAgo,
  normalizeBottleCode,
  REFILL_CHALLENGE_SLUG,
} from "~/server/domain/refills";
import { award, type AwardResult } from "./award";
import { writeAudit } from "./audit";

type Tx = Prisma.TransactionClient;

export type Bottle = { id: string; userId: string; code: string; createdAt: Date };
const BOTTLE_FIELDS = { id: true, userId: true, code: true, createdAt: true } as const;

/** The refill challenge's id, or NOT_FOUND when the festival has none. */
export async function refillChallengeId(db: Tx): Promise<string> {
  const challenge = await db.challenge.findUnique({
    where: { slug: REFILL_CHALLENGE_SLUG },
    select: { id: true },
  });
  if (!challenge)
    throw new TRPCError({ code: "NOT_FOUND", message: "The refill challenge does not exist." });
  return challenge.id;
}

/**
 * The user's bottle, made on first use. A new code that happens to be taken is drawn again; two
 * calls racing for one user both end with the one bottle the unique userId let through.
 */
export async function getOrCreateBottle(
  db: Prisma.TransactionClient,
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

/** The bottle with this code (any spelling a person or scanner gives), or NOT_FOUND. */
export async function bottleByCode(db: Tx, input: string) {
  const code = normalizeBottleCode(input);
  const bottle = code
    ? await db.waterBottle.findUnique({
        where: { code },
        select: { ...BOTTLE_FIELDS, user: { select: { id: true, name: true, email: true } } },
      })
    : null;
  if (!bottle)
    throw new TRPCError({
      code: "NOT_FOUND",
      message: `No bottle has the code "${input.trim().slice(0, 20)}". Check the sticker, or search the person instead.`,
    });
  return bottle;
}

export type RecordCollectionInput = {
  userId: string;
  waterPointId: string;
  quantity: number;
  note: string;
  override: boolean;
};

export type RecordedCollection = {
  collection: {
    id: string;
    userId: string;
    waterPointId: string;
    quantity: number;
    note: string | null;
    createdAt: Date;
  };
  award: AwardResult;
};

/**
 * Logs a collection and awards its points in one transaction. The person's row is locked first
 * (SELECT … FOR UPDATE), so two desks tapping for the same person at once take turns: the second
 * sees the first's collection and is refused as a double tap unless staff said "record anyway".
 */
export async function recordCollection(
  db: Prisma.TransactionClient,
  input: RecordCollectionInput,
  recordedById: string,
  now = new Date(),
): Promise<RecordedCollection> {
  const locked = await db.$queryRaw<{ id: string; name: string }[]>`
    SELECT id, name FROM "User" WHERE id = ${input.userId} FOR UPDATE`;
  const person = locked[0];
  if (!person) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such person." });
  const waterPoint = await db.waterPoint.findUnique({
    where: { id: input.waterPointId },
    select: { id: true, name: true, active: true },
  });
  if (!waterPoint)
    throw new TRPCError({ code: "NOT_FOUND", message: "There is no such water point." });
  if (!waterPoint.active)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `${waterPoint.name} is closed: choose an open water point.`,
    });

  if (!input.override) {
    const previous = await db.bottleCollection.findFirst({
      where: {
        userId: input.userId,
        waterPointId: input.waterPointId,
        deletedAt: null,
      },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true, quantity: true },
    });
    if (previous && isLikelyDoubleTap(previous.createdAt, now)) {
      const minutes = minutesAgo(previous.createdAt, now);
      const when = minutes === 0 ? "less than a minute ago" : `${minutes} min ago`;
      throw new TRPCError({
        code: "CONFLICT",
        message: `Likely a double tap: ${person.name} already had ${previous.quantity} bottle${previous.quantity === 1 ? "" : "s"} recorded at ${waterPoint.name} ${when}. Choose "Record anyway" if this is a new refill.`,
      });
    }
  }

  const challengeId = await refillChallengeId(db);
  await getOrCreateBottle(db, input.userId);
  const collection = await db.bottleCollection.create({
    data: {
      userId: input.userId,
      waterPointId: input.waterPointId,
      quantity: input.quantity,
      note: input.note ? input.note : null,
      recordedById,
      createdAt: now,
    },
    select: {
      id: true,
      userId: true,
      waterPointId: true,
      quantity: true,
      note: true,
      createdAt: true,
    },
  });
  const result = await award(
    db,
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
  return { collection, award: result };
}

/** Soft-deletes a collection, takes its points back and writes the audit row, in one go. */
export async function deleteCollection(
  db: Prisma.TransactionClient,
  input: { id: string; reason: string },
  actorId: string,
  now = new Date(),
) {
  const before = await db.bottleCollection.findUnique({
    where: { id: input.id },
    select: {
      id: true,
      userId: true,
      waterPointId: true,
      quantity: true,
      note: true,
      createdAt: true,
      deletedAt: true,
    },
  });
  if (!before) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such collection." });
  // Only the first of two racing deletions changes the row; the other finds nothing to update.
  const changed = await db.bottleCollection.updateMany({
    where: { id: input.id, deletedAt: null },
    data: { deletedAt: now, deletedById: actorId, deleteReason: input.reason },
  });
  if (changed.count === 0)
    throw new TRPCError({ code: "CONFLICT", message: "This collection was already deleted." });
  const challengeId = await refillChallengeId(db);
  await award(
    db,
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
  await writeAudit(db, {
    actorId,
    action: "collection.delete",
    target: { type: "BottleCollection", id: before.id },
    before,
    after: { ...before, deletedAt: now, deleteReason: input.reason },
  });
  return { id: before.id, deletedAt: now };
}

export type CollectionFilter = {
  from: Date | null;
  to: Date | null;
  waterPointId: string | null;
  userId: string | null;
  search: string;
  includeDeleted: boolean;
};

/** The where clause of the collections log and its CSV export: one definition for both. */
export function collectionWhere(filter: CollectionFilter): Prisma.BottleCollectionWhereInput {
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

export const COLLECTION_ROW_FIELDS = {
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

export type BottleUserSort = "createdAt" | "name" | "refills" | "lastRefill";

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

/** Search over name, email and code: one condition shared by the table and its count. */
function bottleUserSearch(search: string): Prisma.Sql {
  if (!search) return Prisma.sql`TRUE`;
  const like = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return Prisma.sql`(u.name ILIKE ${like} OR u.email ILIKE ${like} OR b.code ILIKE ${like})`;
}

/** Water-bottle users with their refill totals, as one aggregate query per page. */
export async function listBottleUsers(
  db: Tx,
  query: {
    search: string;
    sortBy: BottleUserSort;
    sortDirection: "asc" | "desc";
    skip: number;
    take: number;
  },
): Promise<{ total: number; rows: BottleUserRow[] }> {
  const direction = query.sortDirection === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const nulls = query.sortDirection === "asc" ? Prisma.sql`NULLS FIRST` : Prisma.sql`NULLS LAST`;
  const order = {
    createdAt: Prisma.sql`b."createdAt" ${direction}`,
    name: Prisma.sql`u.name ${direction}`,
    refills: Prisma.sql`refills ${direction}`,
    lastRefill: Prisma.sql`"lastRefill" ${direction} ${nulls}`,
  }[query.sortBy];
  const search = bottleUserSearch(query.search);
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
      LIMIT ${query.take} OFFSET ${query.skip}`,
    db.$queryRaw<{ total: number }[]>`
      SELECT COUNT(*)::int AS total
      FROM "WaterBottle" b JOIN "User" u ON u.id = b."userId"
      WHERE ${search}`,
  ]);
  return { total: counted[0]?.total ?? 0, rows };
}
