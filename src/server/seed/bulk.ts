import { randomUUID } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import type { Area, ParticipationStatus, PointSourceType } from "~/generated/prisma/enums";

/**
 * Bulk writes for the seeds: one INSERT … SELECT FROM unnest(arrays) per few thousand rows, so a
 * statement carries a dozen array parameters instead of tens of thousands of scalars. Plain SQL
 * that PGlite and PostgreSQL both run. Ids are UUIDs made here.
 */

type Db = Prisma.TransactionClient;

const SLICE = 5000;

async function inSlices<T>(rows: readonly T[], write: (slice: readonly T[]) => Promise<number>) {
  let count = 0;
  for (let start = 0; start < rows.length; start += SLICE)
    count += await write(rows.slice(start, start + SLICE));
  return count;
}

const iso = (date: Date) => date.toISOString();

export type BulkUser = { email: string; name: string; publicProfile: boolean; createdAt: Date };

/** Inserts users (no password); returns their ids in input order. */
export async function bulkInsertUsers(db: Db, users: readonly BulkUser[]): Promise<string[]> {
  const ids = users.map(() => randomUUID());
  await inSlices(
    users.map((user, index) => ({ ...user, id: ids[index] ?? randomUUID() })),
    (slice) => db.$executeRaw`
      INSERT INTO "User" (id, email, name, "publicProfile", "createdAt", "updatedAt")
      SELECT id, email, name, public, created::timestamp(3), created::timestamp(3)
      FROM unnest(
        ${slice.map((u) => u.id)}::text[], ${slice.map((u) => u.email)}::text[],
        ${slice.map((u) => u.name)}::text[], ${slice.map((u) => u.publicProfile)}::boolean[],
        ${slice.map((u) => iso(u.createdAt))}::text[]
      ) AS t(id, email, name, public, created)`,
  );
  return ids;
}

export type BulkEntry = {
  userId: string;
  area: Area;
  challengeId: string | null;
  amount: number;
  quantity: number;
  reason: string;
  sourceType: PointSourceType;
  sourceId: string;
  seq: number;
  createdAt: Date;
};

/** Inserts ledger rows; a row whose source key exists is skipped (ON CONFLICT DO NOTHING). */
export function bulkInsertPointEntries(db: Db, rows: readonly BulkEntry[]): Promise<number> {
  return inSlices(
    rows,
    (slice) => db.$executeRaw`
      INSERT INTO "PointEntry"
        (id, "userId", area, "challengeId", amount, quantity, reason, "sourceType", "sourceId", seq, "createdAt")
      SELECT id, user_id, area::"Area", challenge_id, amount, quantity, reason,
             source_type::"PointSourceType", source_id, seq, created::timestamp(3)
      FROM unnest(
        ${slice.map(() => randomUUID())}::text[], ${slice.map((r) => r.userId)}::text[],
        ${slice.map((r) => r.area)}::text[], ${slice.map((r) => r.challengeId)}::text[],
        ${slice.map((r) => r.amount)}::int[], ${slice.map((r) => r.quantity)}::int[],
        ${slice.map((r) => r.reason)}::text[], ${slice.map((r) => r.sourceType)}::text[],
        ${slice.map((r) => r.sourceId)}::text[], ${slice.map((r) => r.seq)}::int[],
        ${slice.map((r) => iso(r.createdAt))}::text[]
      ) AS t(id, user_id, area, challenge_id, amount, quantity, reason, source_type, source_id, seq, created)
      ON CONFLICT DO NOTHING`,
  );
}

export type BulkJoin = { userId: string; challengeId: string; joinedAt: Date };

/** Inserts participations (NOT_STARTED); existing ones are kept. */
export function bulkInsertParticipations(db: Db, rows: readonly BulkJoin[]): Promise<number> {
  return inSlices(
    rows,
    (slice) => db.$executeRaw`
      INSERT INTO "Participation" (id, "userId", "challengeId", status, "joinedAt", "updatedAt")
      SELECT id, user_id, challenge_id, 'NOT_STARTED', joined::timestamp(3), joined::timestamp(3)
      FROM unnest(
        ${slice.map(() => randomUUID())}::text[], ${slice.map((r) => r.userId)}::text[],
        ${slice.map((r) => r.challengeId)}::text[], ${slice.map((r) => iso(r.joinedAt))}::text[]
      ) AS t(id, user_id, challenge_id, joined)
      ON CONFLICT DO NOTHING`,
  );
}

export type BulkStatus = { id: string; status: ParticipationStatus; completedAt: Date | null };

/** Sets participations' statuses (and completion times) in one statement per slice. */
export function bulkUpdateParticipationStatuses(
  db: Db,
  rows: readonly BulkStatus[],
): Promise<number> {
  return inSlices(
    rows,
    (slice) => db.$executeRaw`
      UPDATE "Participation" AS p
      SET status = t.status::"ParticipationStatus",
          "completedAt" = t.completed::timestamp(3),
          "updatedAt" = now()
      FROM unnest(
        ${slice.map((r) => r.id)}::text[], ${slice.map((r) => r.status)}::text[],
        ${slice.map((r) => (r.completedAt ? iso(r.completedAt) : null))}::text[]
      ) AS t(id, status, completed)
      WHERE p.id = t.id`,
  );
}

export type BulkEarned = { userId: string; achievementId: string; earnedAt: Date };

/** Records earned achievements; ones already earned are kept. */
export function bulkInsertUserAchievements(db: Db, rows: readonly BulkEarned[]): Promise<number> {
  return inSlices(
    rows,
    (slice) => db.$executeRaw`
      INSERT INTO "UserAchievement" ("userId", "achievementId", "earnedAt")
      SELECT user_id, achievement_id, earned::timestamp(3)
      FROM unnest(
        ${slice.map((r) => r.userId)}::text[], ${slice.map((r) => r.achievementId)}::text[],
        ${slice.map((r) => iso(r.earnedAt))}::text[]
      ) AS t(user_id, achievement_id, earned)
      ON CONFLICT DO NOTHING`,
  );
}
