import type { Prisma } from "~/generated/prisma/client";
import { createTtlCache } from "~/server/infra/ttl-cache";

/**
 * Counts the public pages show to everyone (how many take part in each challenge, how many
 * earned each achievement): aggregates over whole tables, so they are shared for a few seconds
 * instead of recomputed for every visitor of the home page.
 */

type Db = Prisma.TransactionClient;

export const COUNTS_TTL_MS = 5000;

const participantsCache = createTtlCache<Db, ReadonlyMap<string, number>>(COUNTS_TTL_MS);
const holdersCache = createTtlCache<Db, ReadonlyMap<string, number>>(COUNTS_TTL_MS);

/** People taking part, per challenge id. */
export function participantsPerChallenge(db: Db): Promise<ReadonlyMap<string, number>> {
  return participantsCache.get(db, async () => {
    const rows = await db.participation.groupBy({ by: ["challengeId"], _count: { _all: true } });
    return new Map(rows.map((row) => [row.challengeId, row._count._all]));
  });
}

/** People who earned it, per achievement id. */
export function holdersPerAchievement(db: Db): Promise<ReadonlyMap<string, number>> {
  return holdersCache.get(db, async () => {
    const rows = await db.userAchievement.groupBy({
      by: ["achievementId"],
      _count: { _all: true },
    });
    return new Map(rows.map((row) => [row.achievementId, row._count._all]));
  });
}

/** Forgets the shared counts (tests). */
export function clearCountCaches(): void {
  participantsCache.clear();
  holdersCache.clear();
}
