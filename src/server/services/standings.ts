import { Prisma } from "~/generated/prisma/client";
import { publicName } from "~/shared/public-name";
import type { Standing } from "~/server/domain/standings";

/**
 * Totals and ranks, read from the per-user rollup ("UserRollup": each user's ledger total and
 * when a row last changed it, kept by the ledger's INSERT trigger; see README "Database"), never
 * from the ledger itself. The order is that of compareStandings in src/server/domain/standings.ts:
 * total descending, then whoever reached it first (the time of their last row that changed the
 * total), then user id (byte order, COLLATE "C", the same on every server). Only users with a
 * positive total are ranked.
 *
 * A rank is counted fresh: the users ahead are those with a higher total (summed over
 * "TotalRollup", how many users hold each total, a row per distinct total and slot), plus those
 * with the same total who reached it earlier (plus, at the same moment, a smaller id: read on the
 * rollup's (total DESC, reachedAt) index). The cost grows with the number of distinct totals and
 * of users sharing one, neither with the ledger nor with everyone ranked.
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

/** The ranking's order over "UserRollup" r, as SQL. */
const RANK_ORDER = Prisma.sql`r.total DESC, r."reachedAt" ASC, r."userId" COLLATE "C" ASC`;

/**
 * A user's total, rank and the number of ranked users: one statement, which sums the count of
 * users per total (those ranked and those with a higher total together) and reads the few index
 * entries with the same total.
 */
export async function userStanding(db: Db, userId: string): Promise<UserStanding> {
  const [row] = await db.$queryRaw<{ total: number; ahead: number; ranked: number }[]>`
    WITH me AS (SELECT total, "reachedAt" FROM "UserRollup" WHERE "userId" = ${userId}),
    counts AS (
      SELECT COALESCE(SUM(t.users), 0) AS ranked,
             COALESCE(SUM(t.users) FILTER (WHERE t.total > (SELECT total FROM me)), 0) AS higher
      FROM "TotalRollup" t WHERE t.total > 0)
    SELECT COALESCE((SELECT total FROM me), 0)::int AS total,
           (SELECT ranked FROM counts)::int AS ranked,
           ((SELECT higher FROM counts)
            + (SELECT COUNT(*) FROM "UserRollup" r, me
               WHERE r.total = me.total AND r."reachedAt" < me."reachedAt")
            + (SELECT COUNT(*) FROM "UserRollup" r, me
               WHERE r.total = me.total AND r."reachedAt" = me."reachedAt"
                 AND r."userId" COLLATE "C" < ${userId} COLLATE "C"))::int AS ahead`;
  const total = row?.total ?? 0;
  const rankedUsers = row?.ranked ?? 0;
  return { total, rank: total > 0 ? (row?.ahead ?? 0) + 1 : null, rankedUsers };
}

export type LeaderboardRow = {
  rank: number;
  total: number;
  /** Only for public profiles; private ones are "Anonymous" and carry no id. */
  userId: string | null;
  name: string;
  publicProfile: boolean;
};

/**
 * The top `limit` users, read in rank order from the rollup's index; private profiles appear as
 * Anonymous (publicName). Team rankings can sum the same rollup over their members.
 */
export async function leaderboard(db: Db, limit: number): Promise<LeaderboardRow[]> {
  const top = await db.$queryRaw<
    { userId: string; total: number; name: string; publicProfile: boolean }[]
  >`
    SELECT r."userId", r.total, u.name, u."publicProfile"
    FROM "UserRollup" r JOIN "User" u ON u.id = r."userId"
    WHERE r.total > 0
    ORDER BY ${RANK_ORDER}
    LIMIT ${limit}`;
  return top.map((row, index) => ({
    rank: index + 1,
    total: row.total,
    userId: row.publicProfile ? row.userId : null,
    name: publicName(row),
    publicProfile: row.publicProfile,
  }));
}

/** Every ranked user's standing (positive totals), in no particular order (tests, exports). */
export function loadStandings(db: Db): Promise<Standing[]> {
  return db.$queryRaw<Standing[]>`
    SELECT "userId", total, "reachedAt" FROM "UserRollup" WHERE total > 0`;
}

/** Every ranked user in rank order (tests and exports; the pages use the two above). */
export async function allStandings(db: Db): Promise<RankedRow[]> {
  return db.$queryRaw<RankedRow[]>`
    SELECT r."userId", r.total,
           ROW_NUMBER() OVER (ORDER BY ${RANK_ORDER})::int AS rank,
           COUNT(*) OVER ()::int AS ranked
    FROM "UserRollup" r
    WHERE r.total > 0
    ORDER BY rank`;
}
