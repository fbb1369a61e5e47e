import { z } from "~/shared/zod";
import { MAX_REFILL_QUANTITY } from "~/shared/points";

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

/** Whole minutes since `previous`, for the double-tap message ("2 minutes ago"). */
export function minutesAgo(previous: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - previous.getTime()) / 60_000));
}

/**
 * Bottle codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as two
 * groups of four. 31^8 ≈ 8.5·10^11 codes, so a collision on creation is rare and just retried.
 */
export const BOTTLE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 8;

/** A code from random bytes (one byte per character; the slight bias does not matter here). */
export function bottleCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new RangeError("A bottle code needs 8 random bytes.");
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index += 1)
    code += BOTTLE_CODE_ALPHABET[(bytes[index] ?? 0) % BOTTLE_CODE_ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The stored form ("ABCD-2345") of what someone typed or a scanner read: case, spaces and dashes
 * do not matter. Null when it cannot be a bottle code, so the lookup is never even tried.
 */
export function normalizeBottleCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  if (compact.length !== CODE_LENGTH) return null;
  for (const character of compact) if (!BOTTLE_CODE_ALPHABET.includes(character)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

const id = z.string().min(1).max(64);

/** The quantity field: 1–20 bottles. */
export const quantitySchema = z
  .number({ error: "Enter how many bottles." })
  .int("Whole bottles only.")
  .min(1, "At least 1 bottle.")
  .max(MAX_REFILL_QUANTITY, `At most ${MAX_REFILL_QUANTITY} bottles at once.`);

export const recordCollectionSchema = z.object({
  userId: id,
  waterPointId: z
    .string({ error: "Choose a water point." })
    .min(1, "Choose a water point.")
    .max(64),
  quantity: quantitySchema,
  note: z.string().trim().max(280, "At most 280 characters.").default(""),
  /** Staff confirmed that a collection within the double-tap window is a new refill. */
  override: z.boolean().default(false),
});

export const deleteReasonSchema = z
  .string()
  .trim()
  .min(3, "Say why, in at least 3 characters.")
  .max(300, "At most 300 characters.");

export const waterPointNameSchema = z
  .string()
  .trim()
  .min(2, "At least 2 characters.")
  .max(80, "At most 80 characters.");

/** What the bottle's QR encodes: the code itself, so any scanner (camera, USB) types it. */
export function bottleQrText(code: string): string {
  return code;
}
