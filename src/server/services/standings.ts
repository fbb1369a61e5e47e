import { Prisma } from "~/generated/prisma/client";

/**
 * Totals and ranks, summed over the ledger in SQL. The order is that of compareStandings in
 * src/server/domain/standings.ts: total descending, then whoever reached it first (the time of
 * their last row that changed the total), then user id (byte order, COLLATE "C", the same on
 * every server). Only users with a positive total are ranked.
 */

type Db = Prisma.TransactionClient;

export type UserStanding = {
  total: number;
  /** 1 = first; null when the user has no points yet. */
  rank: number | null;
  /** How many users are ranked. */
  rankedUsers: number;
};

type RankedRow = { userId: string; total: number; rank: number; ranked: number };

const RANKED = (filter: Prisma.Sql) => Prisma.sql`
  WITH totals AS (
    SELECT "userId", SUM(amount)::int AS total,
           MAX("createdAt") FILTER (WHERE amount <> 0) AS "reachedAt"
    FROM "PointEntry"
    WHERE "userId" IS NOT NULL
    GROUP BY "userId"
  ), ranked AS (
    SELECT "userId", total,
           ROW_NUMBER() OVER (
             ORDER BY total DESC, "reachedAt" ASC NULLS LAST, "userId" COLLATE "C" ASC
           )::int AS rank,
           COUNT(*) OVER ()::int AS ranked
    FROM totals
    WHERE total > 0
  )
  SELECT "userId", total, rank, ranked FROM ranked ${filter}`;

/** A user's total, rank and the number of ranked users. */
export async function userStanding(db: Db, userId: string): Promise<UserStanding> {
  const rows = await db.$queryRaw<RankedRow[]>(RANKED(Prisma.sql`WHERE "userId" = ${userId}`));
  const row = rows[0];
  if (row) return { total: row.total, rank: row.rank, rankedUsers: row.ranked };
  const total = await db.pointEntry.aggregate({ where: { userId }, _sum: { amount: true } });
  const ranked = await db.$queryRaw<{ count: number }[]>`
    SELECT COUNT(*)::int AS count FROM (
      SELECT "userId" FROM "PointEntry" WHERE "userId" IS NOT NULL
      GROUP BY "userId" HAVING SUM(amount) > 0
    ) AS positive`;
  return { total: total._sum.amount ?? 0, rank: null, rankedUsers: ranked[0]?.count ?? 0 };
}

export type LeaderboardRow = {
  rank: number;
  total: number;
  /** Only for public profiles; private ones are "Anonymous" and carry no id. */
  userId: string | null;
  name: string;
  publicProfile: boolean;
};

export const ANONYMOUS = "Anonymous";

/** The top `limit` users; private profiles appear as Anonymous. */
export async function leaderboard(db: Db, limit: number): Promise<LeaderboardRow[]> {
  const rows = await db.$queryRaw<
    { userId: string; total: number; rank: number; name: string; publicProfile: boolean }[]
  >`
    SELECT r."userId", r.total, r.rank, u.name, u."publicProfile"
    FROM (${RANKED(Prisma.sql`WHERE rank <= ${limit}`)}) AS r
    JOIN "User" u ON u.id = r."userId"
    ORDER BY r.rank`;
  return rows.map((row) => ({
    rank: row.rank,
    total: row.total,
    userId: row.publicProfile ? row.userId : null,
    name: row.publicProfile ? row.name : ANONYMOUS,
    publicProfile: row.publicProfile,
  }));
}

/** Every ranked user in rank order (tests and exports; the pages use the two above). */
export async function allStandings(db: Db): Promise<RankedRow[]> {
  return db.$queryRaw<RankedRow[]>(RANKED(Prisma.sql`ORDER BY rank`));
}
