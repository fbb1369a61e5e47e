/**
 * Ranking and the dashboard's time axis. The database computes totals and ranks (SQL SUM and
 * ROW_NUMBER in src/server/services/standings.ts); these pure versions state the rules and let
 * tests check the SQL against them.
 */
import { nextFestivalDay, startOfFestivalDay, startOfFestivalHour } from "~/shared/time-zone";

/** A user's standing: their ledger total and when they last changed it (reached it). */
export type Standing = { userId: string; total: number; reachedAt: Date | null };

/**
 * Higher total first; on a tie whoever reached the total first; then by user id, so no two users
 * ever share a rank and the order never depends on the database's mood.
 */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.total !== b.total) return b.total - a.total;
  const aTime = a.reachedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bTime = b.reachedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** Who is ranked: users with a positive total. */
export function isRanked(standing: Standing): boolean {
  return standing.total > 0;
}

/** Everyone ranked, in order, with each user's position for quick lookup. */
export type Ranking = {
  standings: readonly Standing[];
  positions: ReadonlyMap<string, number>;
};

/** A ranking from standings in any order: sorted by compareStandings, positive totals only. */
export function createRanking(standings: readonly Standing[]): Ranking {
  const sorted = standings.filter(isRanked).sort(compareStandings);
  return { standings: sorted, positions: new Map(sorted.map((s, index) => [s.userId, index])) };
}

/**
 * A user's rank against a ranking of everyone that may be a few seconds old, given the user's own
 * fresh standing: their entry in the ranking, if any, is ignored, and they are placed where their
 * fresh standing sorts. A binary search: a few dozen comparisons whatever the festival's size.
 */
export function rankWithin(
  ranking: Ranking,
  own: Standing,
): { rank: number | null; rankedUsers: number } {
  const list = ranking.standings;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const entry = list[middle];
    if (entry && compareStandings(entry, own) < 0) low = middle + 1;
    else high = middle;
  }
  const stale = ranking.positions.get(own.userId);
  const ahead = low - (stale !== undefined && stale < low ? 1 : 0);
  const others = list.length - (stale !== undefined ? 1 : 0);
  return isRanked(own)
    ? { rank: ahead + 1, rankedUsers: others + 1 }
    : { rank: null, rankedUsers: others };
}

export type BucketUnit = "hour" | "day";

const HOUR_MS = 3_600_000;
/** Up to two days of activity show per hour; longer festivals per day. */
export const HOURLY_SPAN_MS = 48 * HOUR_MS;
export const MAX_DAY_BUCKETS = 30;

/** The start of the festival's hour or day (its midnight, in FESTIVAL_TIME_ZONE) `date` lies in. */
export function bucketStart(date: Date, unit: BucketUnit): Date {
  return unit === "hour" ? startOfFestivalHour(date) : startOfFestivalDay(date);
}

/** The bucket after the one starting at `start`: an hour later, or the next festival midnight. */
export function bucketAfter(start: Date, unit: BucketUnit): Date {
  return unit === "hour" ? new Date(start.getTime() + HOUR_MS) : nextFestivalDay(start);
}

/**
 * The buckets of the activity chart, on the festival's clocks: from the first activity (or 30 days
 * back) to now, per hour or per day (a day is 23 or 25 hours when the clocks change).
 */
export function activityAxis(
  firstActivity: Date | null,
  now: Date,
): { unit: BucketUnit; buckets: Date[] } {
  if (!firstActivity) return { unit: "hour", buckets: [] };
  const unit: BucketUnit =
    now.getTime() - firstActivity.getTime() <= HOURLY_SPAN_MS ? "hour" : "day";
  const end = bucketStart(now, unit).getTime();
  // No need to walk a year of days to keep the last 30 (a day is at most 25 hours).
  const from = Math.max(firstActivity.getTime(), end - (MAX_DAY_BUCKETS + 1) * 25 * HOUR_MS);
  const buckets: Date[] = [];
  for (let at = bucketStart(new Date(from), unit); at.getTime() <= end; at = bucketAfter(at, unit))
    buckets.push(at);
  return { unit, buckets: unit === "day" ? buckets.slice(-MAX_DAY_BUCKETS) : buckets };
}

/**
 * The index of the bucket `at` falls in (the last one starting at or before it), or -1 when it is
 * before the first. `starts` is in ascending order.
 */
export function bucketIndex(starts: readonly Date[], at: Date): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle]?.getTime() ?? Number.POSITIVE_INFINITY) <= at.getTime()) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}
