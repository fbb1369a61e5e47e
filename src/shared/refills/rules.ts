/**
 * The refill desk's rules both sides use (DESIGN.md §6.4): what a bottle code looks like, how
 * whatever a person types or a scanner reads becomes one, and how bottles are counted in words.
 * No zod here; the input schemas are in `inputs.ts`.
 */
import { formatCount } from "../format";

/**
 * Bottle codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as two
 * groups of four. 31^8 ≈ 8.5·10^11 codes, so a collision on creation is rare and just retried.
 */
export const BOTTLE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const BOTTLE_CODE_LENGTH = 8;

/**
 * The stored form ("ABCD-2345") of what someone typed or a scanner read: case, spaces and dashes
 * do not matter. Null when it cannot be a bottle code, so the lookup is never even tried.
 */
export function normalizeBottleCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  if (compact.length !== BOTTLE_CODE_LENGTH) return null;
  for (const character of compact) if (!BOTTLE_CODE_ALPHABET.includes(character)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

/** What the bottle's QR code encodes: the code itself, so any scanner (camera, USB) types it. */
export function bottleQrText(code: string): string {
  return code;
}

/** "1 bottle", "3 bottles" */
export function bottles(count: number): string {
  return formatCount(count, "bottle", "bottles");
}
