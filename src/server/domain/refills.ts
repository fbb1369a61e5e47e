/**
 * The refill desk's server-side rules (DESIGN.md §6.4): the challenge, drawing bottle codes, the
 * double-tap window. What the browser needs too (the code's shape) is in `~/shared/refills`.
 */
import { BOTTLE_CODE_ALPHABET, BOTTLE_CODE_LENGTH, bottles } from "~/shared/refills/rules";

/** The water-bottle challenge of the festival seed (prisma/seed-festival.ts). */
export const REFILL_CHALLENGE_SLUG = "refill";

/** A second collection for one person at one water point this soon is taken as a double tap. */
export const DOUBLE_TAP_WINDOW_MS = 5 * 60 * 1000;

/**
 * Whether a collection recorded now would repeat `previous` (the person's latest collection at
 * the same water point) as a likely double tap: strictly less than five minutes apart.
 */
export function isLikelyDoubleTap(previous: Date | null, now: Date): boolean {
  if (!previous) return false;
  const elapsed = now.getTime() - previous.getTime();
  return elapsed >= 0 && elapsed < DOUBLE_TAP_WINDOW_MS;
}

/** Whole minutes since `previous`, for the double-tap message ("2 min ago"). */
export function minutesAgo(previous: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - previous.getTime()) / 60_000));
}

/** The refusal of a likely double tap: who, how many, where and how long ago. */
export function doubleTapRefusal(
  previous: { quantity: number; createdAt: Date },
  person: string,
  waterPoint: string,
  now: Date,
): string {
  const minutes = minutesAgo(previous.createdAt, now);
  const when = minutes === 0 ? "less than a minute ago" : `${minutes} min ago`;
  return `Likely a double tap: ${person} already had ${bottles(previous.quantity)} recorded at ${waterPoint} ${when}. Choose "Record anyway" if this is a new refill.`;
}

/** A code from random bytes (one byte per character; the slight bias does not matter here). */
export function bottleCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < BOTTLE_CODE_LENGTH)
    throw new RangeError("A bottle code needs 8 random bytes.");
  let code = "";
  for (let index = 0; index < BOTTLE_CODE_LENGTH; index += 1)
    code += BOTTLE_CODE_ALPHABET[(bytes[index] ?? 0) % BOTTLE_CODE_ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
