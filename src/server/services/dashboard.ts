import type { Prisma } from "~/generated/prisma/client";
import type { Area } from "~/generated/prisma/enums";
import { AREA_ORDER } from "~/shared/challenges";
import { activityAxis, bucketAfter, bucketIndex, type BucketUnit } from "~/server/domain/standings";
import { leaderboard, type LeaderboardRow } from "./standings";
import { createTtlCache } from "~/server/infra/ttl-cache";
import { live } from "./live-updates";

type Db = Prisma.TransactionClient;

export type AreaFigures = {
  area: Area;
  /** People taking part in at least one of the area's challenges. */
  participants: number;
  /** Counted actions (ledger awards minus reversals). */
  actions: number;
  points: number;
};

export type ActivityBucket = { at: Date } & Record<Area, number>;

export type GlobalDashboard = {
  generatedAt: Date;
  registeredUsers: number;
  participants: number;
  points: number;
  actions: number;
  achievementsEarned: number;
  areas: AreaFigures[];
  activity: { unit: BucketUnit; buckets: ActivityBucket[] };
  leaderboard: LeaderboardRow[];
};

export const LEADERBOARD_SIZE = 10;

/**
 * The festival-wide numbers of /global-dashboard. Points, actions and activity come from the
 * ledger's rollups (AreaRollup, ActivityRollup: a few rows per area and quarter hour, kept by the
 * ledger's INSERT trigger), people and achievements from FestivalRollup and AreaRollup (kept by
 * triggers on their tables), the leaderboard from the per-user rollup: a few dozen rows, however
 * large the ledger and the festival grow.
 */
export async function computeGlobalDashboard(db: Db, now = new Date()): Promise<GlobalDashboard> {
  const [totals] = await db.$queryRaw<
    { users: number; participants: number; achievements: number }[]
  >`
    SELECT COALESCE(SUM(users), 0)::int AS users,
           COALESCE(SUM(participants), 0)::int AS participants,
           COALESCE(SUM(achievements), 0)::int AS achievements
    FROM "FestivalRollup"`;

  const ledgerByArea = await db.$queryRaw<
    { area: Area; actions: number; points: number; first: Date | null; participants: number }[]
  >`
    SELECT area, SUM(awards - reversals)::int AS actions, SUM(points)::int AS points,
           MIN("firstAt") AS first, SUM(participants)::int AS participants
    FROM "AreaRollup"
    GROUP BY area`;

  const firstActivity = ledgerByArea.reduce<Date | null>(
    (first, row) => (row.first && (!first || row.first < first) ? row.first : first),
    null,
  );
  const axis = activityAxis(firstActivity, now);
  const since = axis.buckets[0];
  const last = axis.buckets.at(-1);
  // Awards per quarter hour (UTC), summed into the festival's hours or days: every time zone's
  // hours start on a quarter hour, so each quarter falls into exactly one bucket.
  const activityRows =
    since && last
      ? await db.$queryRaw<{ at: Date; area: Area; actions: number }[]>`
        SELECT at, area, SUM(awards)::int AS actions
        FROM "ActivityRollup"
        WHERE at >= ${since} AND at < ${bucketAfter(last, axis.unit)}
        GROUP BY at, area`
      : [];

  const buckets: ActivityBucket[] = axis.buckets.map((at) => ({
    at,
    FITNESS: 0,
    ARTS: 0,
    SUSTAINABILITY: 0,
    CARE: 0,
  }));
  for (const row of activityRows) {
    const bucket = buckets[bucketIndex(axis.buckets, row.at)];
    if (bucket) bucket[row.area] += row.actions;
  }

  const areas = AREA_ORDER.map((area) => {
    const ledger = ledgerByArea.find((row) => row.area === area);
    return {
      area,
      participants: ledger?.participants ?? 0,
      actions: ledger?.actions ?? 0,
      points: ledger?.points ?? 0,
    };
  });

  return {
    generatedAt: now,
    registeredUsers: totals?.users ?? 0,
    participants: totals?.participants ?? 0,
    achievementsEarned: totals?.achievements ?? 0,
    points: areas.reduce((sum, area) => sum + area.points, 0),
    actions: areas.reduce((sum, area) => sum + area.actions, 0),
    areas,
    activity: { unit: axis.unit, buckets },
    leaderboard: await leaderboard(db, LEADERBOARD_SIZE),
  };
}

/**
 * How long the public dashboard is served from memory: a crowd costs one computation per 5 s.
 * Points do not wait for it: see `cachedGlobalDashboard`.
 */
export const DASHBOARD_TTL_MS = 5000;

const cache = createTtlCache<Db, GlobalDashboard>(DASHBOARD_TTL_MS);

/**
 * The dashboard, computed at most once per DASHBOARD_TTL_MS per database and process, and once
 * more after each leaderboard event (points changed; at most one a second, README "Live updates"):
 * the screens a push tells to refetch get the new points, not a copy up to 5 s old.
 */
export function cachedGlobalDashboard(db: Db): Promise<GlobalDashboard> {
  return cache.get(db, () => computeGlobalDashboard(db), live().latest("leaderboard"));
}

/** Forgets the cached dashboard (tests; an admin action that should show at once). */
export function clearDashboardCache(): void {
  cache.clear();
}
