import { createHash } from "node:crypto";
import { RateLimiterPrisma } from "rate-limiter-flexible";
import type { PrismaClient } from "~/generated/prisma/client";
import { tooManyRequests } from "~/server/errors";

/**
 * Every limit in one place: points per window (seconds). Stored in the database, so they hold
 * across app instances. Sign-in is limited per email *and IP* (plus a looser per-IP limit), so a
 * stranger cannot lock a real user out by failing on purpose from elsewhere.
 */
export const LIMITS = {
  signInByEmailAndIp: { points: 10, duration: 15 * 60 },
  // Per IP limits are generous: a festival's phones share a few addresses (venue Wi-Fi, carrier
  // NAT). The per-email and per-user limits protect accounts.
  signInByIp: { points: 1000, duration: 15 * 60 },
  registerByIp: { points: 300, duration: 60 * 60 },
  emailLinkByIp: { points: 200, duration: 60 * 60 },
  emailLinkByEmail: { points: 5, duration: 60 * 60 },
  // Every registration is confirmed by a mailed link, so a venue's address uses hundreds of links
  // in a quarter of an hour; the 256-bit tokens cannot be guessed, this only bounds the work.
  tokenUseByIp: { points: 600, duration: 15 * 60 },
  passwordCheckByUser: { points: 10, duration: 15 * 60 },
  /**
   * Certificate checks (/certificates/verify/{serial}): a person checks a few; a venue's address
   * many. Serials carry ≈ 50 random bits, so this only bounds the work of a guessing script.
   */
  certificateCheckByIp: { points: 300, duration: 15 * 60 },
  /** Station scans: people walk between stations, so 20 a minute is only ever a burst. */
  stationScanByUser: { points: 20, duration: 60 },
  // Bursts per user, sized for a person, not a script (the daily counts stay where they are):
  /** Care posts: writing even a short note takes a person 15 s or more; 5 a minute is a rush. */
  carePostByUser: { points: 5, duration: 60 },
  /** Reports: each one is a dialog and a reason; 10 in 10 minutes is someone cleaning the wall. */
  careReportByUser: { points: 10, duration: 10 * 60 },
  /** Submissions (uploads): picking and sending a photo takes a while; 10 in 10 minutes is plenty. */
  uploadByUser: { points: 10, duration: 10 * 60 },
  /**
   * Bingo taps: a 5×5 card has 24 cells; marking every one, clearing the card and marking it again
   * is 72 taps, which a quick thumb manages in a minute. 90 leaves room for that; a script taps
   * hundreds a second.
   */
  bingoTapByUser: { points: 90, duration: 60 },
  /** Team joins: a person joins a team or two; 10 a minute stops trying join codes in bulk. */
  teamJoinByUser: { points: 10, duration: 60 },
  /** New teams: a person creates a team or two; 5 in 10 minutes stops churning names by script. */
  teamCreateByUser: { points: 5, duration: 10 * 60 },
  /** New join codes: a captain replaces a leaked code now and then; 5 in 10 minutes. */
  teamCodeByUser: { points: 5, duration: 10 * 60 },
  /**
   * Failed sign-ins per account from every address together (see `signInLockoutFor`): after
   * 10 in 15 minutes the account waits, and each failure after a wait doubles the next one.
   */
  signInFailuresByEmail: { points: 10, duration: 15 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export type RateLimits = {
  /**
   * Counts one attempt; over the limit it throws `tooManyRequests` (an `AppError`
   * TOO_MANY_REQUESTS with `retryAfterSeconds`).
   */
  consume(limit: LimitName, key: string): Promise<void>;
  /** Forgets the attempts, e.g. after a successful sign-in. */
  reset(limit: LimitName, key: string): Promise<void>;
};

// Keys hold emails and IPs: store only their hash.
export const keyOf = (limit: LimitName, key: string) =>
  `${limit}:${createHash("sha256").update(key.toLowerCase()).digest("base64url")}`;

const byClient = new WeakMap<PrismaClient, RateLimits>();

/** rate-limiter-flexible's default key prefix: `consume` writes the rows its store reads. */
const STORE_PREFIX = "rlflx";

/**
 * Counts one point against `limit` for `storeKey` in one statement: rate-limiter-flexible's
 * RateLimiterPrisma sends two (a DELETE of the expired row, then the upsert), on every request.
 * Same row, same rules: an expired window starts again at one point with a new expiry, a live
 * one adds a point. Times are the app's clock stored as UTC, as Prisma and the library store them.
 */
async function consumeInStore(
  prisma: PrismaClient,
  limit: LimitName,
  storeKey: string,
): Promise<{ points: number; msBeforeNext: number }> {
  const now = new Date();
  const nowUtc = now.toISOString();
  const expireUtc = new Date(now.getTime() + LIMITS[limit].duration * 1000).toISOString();
  const [row] = await prisma.$queryRaw<{ points: number; msBeforeNext: number | null }[]>`
    INSERT INTO "RateLimiterFlexible" AS stored ("key", "points", "expire")
    VALUES (${storeKey}, 1, CAST(${expireUtc} AS timestamptz) AT TIME ZONE 'UTC')
    ON CONFLICT ("key") DO UPDATE SET
      "points" = CASE WHEN stored."expire" <= CAST(${nowUtc} AS timestamptz) AT TIME ZONE 'UTC'
        THEN EXCLUDED."points" ELSE stored."points" + EXCLUDED."points" END,
      "expire" = CASE WHEN stored."expire" <= CAST(${nowUtc} AS timestamptz) AT TIME ZONE 'UTC'
        THEN EXCLUDED."expire" ELSE stored."expire" END
    RETURNING "points", CAST(EXTRACT(EPOCH FROM
      ("expire" - CAST(${nowUtc} AS timestamptz) AT TIME ZONE 'UTC')) * 1000 AS double precision)
      AS "msBeforeNext"`;
  if (!row) throw new Error("the rate-limit upsert returned no row");
  return { points: row.points, msBeforeNext: Math.max(row.msBeforeNext ?? 0, 0) };
}

export function rateLimitsFor(prisma: PrismaClient): RateLimits {
  const existing = byClient.get(prisma);
  if (existing) return existing;
  const limiters = new Map<LimitName, RateLimiterPrisma>();
  const limiter = (limit: LimitName) => {
    let found = limiters.get(limit);
    if (!found) {
      found = new RateLimiterPrisma({ storeClient: prisma, ...LIMITS[limit] });
      limiters.set(limit, found);
    }
    return found;
  };
  const rateLimits: RateLimits = {
    async consume(limit, key) {
      // The library's limiter still deletes long-expired rows every few minutes (and resets).
      limiter(limit);
      const counted = await consumeInStore(prisma, limit, `${STORE_PREFIX}:${keyOf(limit, key)}`);
      if (counted.points > LIMITS[limit].points) throw tooManyRequests(counted.msBeforeNext / 1000);
    },
    async reset(limit, key) {
      await limiter(limit).delete(keyOf(limit, key));
    },
  };
  byClient.set(prisma, rateLimits);
  return rateLimits;
}
