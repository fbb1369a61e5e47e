/**
 * Ranking and the dashboard's time axis. The database computes totals and ranks (SQL SUM and
 * ROW_NUMBER in src/server/services/standings.ts); these pure versions state the rules and let
 * tests check the SQL against them.
 */

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

export type BucketUnit = "hour" | "day";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Up to two days of activity show per hour; longer festivals per day. */
export const HOURLY_SPAN_MS = 48 * HOUR_MS;
export const MAX_DAY_BUCKETS = 30;

export function truncate(date: Date, unit: BucketUnit): Date {
  const d = new Date(date);
  d.setUTCMinutes(0, 0, 0);
  if (unit === "day") d.setUTCHours(0);
  return d;
}

/** The buckets of the activity chart: from the first activity (or 30 days back) to now. */
export function activityAxis(
  firstActivity: Date | null,
  now: Date,
): { unit: BucketUnit; buckets: Date[] } {
  if (!firstActivity) return { unit: "hour", buckets: [] };
  const unit: BucketUnit =
    now.getTime() - firstActivity.getTime() <= HOURLY_SPAN_MS ? "hour" : "day";
  const step = unit === "hour" ? HOUR_MS : DAY_MS;
  const end = truncate(now, unit).getTime();
  const earliest = end - (MAX_DAY_BUCKETS - 1) * DAY_MS;
  let start = truncate(firstActivity, unit).getTime();
  if (unit === "day" && start < earliest) start = earliest;
  const buckets: Date[] = [];
  for (let time = start; time <= end; time += step) buckets.push(new Date(time));
  return { unit, buckets };
}
