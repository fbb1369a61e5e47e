import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import type { PrismaClient } from "~/generated/prisma/client";
import { tooManyRequests } from "~/server/errors";
import { keyOf, LIMITS } from "~/server/infra/rate-limit";

/**
 * The per-account limit on failed sign-ins, on top of the per-IP ones: guesses at one account
 * from many addresses (a botnet) are counted together, keyed by the email as typed, whether or
 * not it has an account, so the answer never tells.
 *
 * - `LIMITS.signInFailuresByEmail` failures within its window lock the account for
 *   `FIRST_WAIT_SECONDS`; every failure after a wait ends locks it again for twice the previous
 *   wait (up to `MAX_WAIT_SECONDS`), until a day passes without a lockout.
 * - Each attempt takes a point before the password is checked (so a burst of parallel guesses
 *   cannot slip past the count) and a correct password gives its own point back: only failures
 *   count, and a success resets nothing. During a wait even the right password is refused.
 * - What unlocks early is proof of the mailbox: a password reset by mail (`clear`). Sign-in links
 *   are never locked, so the owner can still get in while someone guesses.
 */

const FIRST_WAIT_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 24 * 60 * 60;
/** How long lockouts are remembered after the last wait ends (their count doubles the next). */
const MEMORY_SECONDS = 24 * 60 * 60;

export type SignInLockout = {
  /** Before checking a password: throws TOO_MANY_REQUESTS with the wait while locked. */
  begin(email: string): Promise<void>;
  /** The password was right. */
  succeeded(email: string): Promise<void>;
  /** The password was wrong (or the account unknown). */
  failed(email: string): Promise<void>;
  /** The mailbox's owner proved themselves (password reset): forget failures and lockouts. */
  clear(email: string): Promise<void>;
};

/** "14 minutes", "2 hours", "45 seconds": the wait in the words the form shows. */
/** A wait in the unit people read it in: seconds under a minute, minutes under two hours. */
export function waitParts(seconds: number): { unit: "second" | "minute" | "hour"; count: number } {
  if (seconds < 60) return { unit: "second", count: seconds };
  if (seconds < 2 * 60 * 60) return { unit: "minute", count: Math.ceil(seconds / 60) };
  return { unit: "hour", count: Math.ceil(seconds / 3600) };
}

export function formatWait(seconds: number): string {
  const { unit, count } = waitParts(seconds);
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

function lockedMessage(seconds: number): string {
  return (
    `Too many failed sign-ins for this email address. Try again in ${formatWait(seconds)}, ` +
    "or sign in with a link sent to it by email."
  );
}

const byClient = new WeakMap<PrismaClient, SignInLockout>();

export function signInLockoutFor(prisma: PrismaClient): SignInLockout {
  const existing = byClient.get(prisma);
  if (existing) return existing;
  const limit = LIMITS.signInFailuresByEmail;
  const failures = new RateLimiterPrisma({ storeClient: prisma, ...limit });
  const lockouts = new RateLimiterPrisma({
    storeClient: prisma,
    points: Number.MAX_SAFE_INTEGER,
    duration: MEMORY_SECONDS,
  });
  const failureKey = (email: string) => keyOf("signInFailuresByEmail", email);
  const lockoutKey = (email: string) => `${failureKey(email)}:lockouts`;

  const lockout: SignInLockout = {
    async begin(email) {
      try {
        await failures.consume(failureKey(email));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw tooManyRequests(seconds, lockedMessage(seconds), {
          key: "auth.server.locked",
          values: waitParts(seconds),
        });
      }
    },
    async succeeded(email) {
      await failures.reward(failureKey(email), 1);
    },
    async failed(email) {
      const [counted, remembered] = await Promise.all([
        failures.get(failureKey(email)),
        lockouts.get(lockoutKey(email)),
      ]);
      const earlier = remembered?.consumedPoints ?? 0;
      if ((counted?.consumedPoints ?? 0) < limit.points && earlier === 0) return;
      const wait = Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** earlier);
      await failures.block(failureKey(email), wait);
      await lockouts.set(lockoutKey(email), earlier + 1, wait + MEMORY_SECONDS);
    },
    async clear(email) {
      await Promise.all([failures.delete(failureKey(email)), lockouts.delete(lockoutKey(email))]);
    },
  };
  byClient.set(prisma, lockout);
  return lockout;
}
