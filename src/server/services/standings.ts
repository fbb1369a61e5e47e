import { Prisma } from "~/generated/prisma/client";
import { ANONYMOUS_NAME, publicName } from "~/shared/public-name";
import { createRanking, rankWithin, type Ranking, type Standing } from "~/server/domain/standings";
import { createTtlCache } from "~/server/infra/ttl-cache";

/**
 * Totals and ranks, summed over the ledger in SQL. The order is that of compareStandings in
 * src/server/domain/standings.ts: total descending, then whoever reached it first (the time of
 * their last row that changed the total), then user id (byte order, COLLATE "C", the same on
 * every server). Only users with a positive total are ranked.
 *
 * Exact ranks need every user's total. Pages that show ranks to many people at once (the
 * participation hub, the home page, the leaderboard) use a ranking of everyone that is at most
 * RANKING_TTL_MS old, computed once per process and database, and place the user by their own
 * fresh total in it (rankWithin): one aggregate per few seconds instead of one per request.
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

/** The top `limit` users of a ranking; private profiles appear as Anonymous (publicName). */
export async function leaderboard(
  db: Db,
  ranking: Ranking,
  limit: number,
): Promise<LeaderboardRow[]> {
  const top = ranking.standings.slice(0, limit);
  const users = await db.user.findMany({
    where: { id: { in: top.map((standing) => standing.userId) } },
    select: { id: true, name: true, publicProfile: true },
  });
  const byId = new Map(users.map((user) => [user.id, user]));
  return top.map((standing, index) => {
    const user = byId.get(standing.userId);
    const publicProfile = user?.publicProfile ?? false;
    return {
      rank: index + 1,
      total: standing.total,
      userId: publicProfile ? standing.userId : null,
      name: user ? publicName(user) : ANONYMOUS_NAME,
      publicProfile,
    };
  });
}

/** Every user's standing (positive totals), one aggregate over the ledger. */
export function loadStandings(db: Db): Promise<Standing[]> {
  return db.$queryRaw<Standing[]>`
    SELECT "userId", SUM(amount)::int AS total,
           MAX("createdAt") FILTER (WHERE amount <> 0) AS "reachedAt"
    FROM "PointEntry"
    WHERE "userId" IS NOT NULL
    GROUP BY "userId"
    HAVING SUM(amount) > 0`;
}

/** How old the shared ranking may be. */
export const RANKING_TTL_MS = 5000;

const rankingCache = createTtlCache<Db, Ranking>(RANKING_TTL_MS);

/** The ranking of everyone, computed at most once per RANKING_TTL_MS per database and process. */
export function cachedRanking(db: Db): Promise<Ranking> {
  return rankingCache.get(db, async () => createRanking(await loadStandings(db)));
}

/** Forgets the shared ranking (tests). */
export function clearRankingCache(): void {
  rankingCache.clear();
}

/** A user's fresh total and where it puts them in the (shared, few-seconds-old) ranking. */
export async function standingIn(db: Db, ranking: Ranking, userId: string): Promise<UserStanding> {
  const [own] = await db.$queryRaw<{ total: number; reachedAt: Date | null }[]>`
    SELECT COALESCE(SUM(amount), 0)::int AS total,
           MAX("createdAt") FILTER (WHERE amount <> 0) AS "reachedAt"
    FROM "PointEntry"
    WHERE "userId" = ${userId}`;
  const total = own?.total ?? 0;
  return { total, ...rankWithin(ranking, { userId, total, reachedAt: own?.reachedAt ?? null }) };
}

/** Every ranked user in rank order (tests and exports; the pages use the two above). */
export async function allStandings(db: Db): Promise<RankedRow[]> {
  return db.$queryRaw<RankedRow[]>(RANKED(Prisma.sql`ORDER BY rank`));
}
