/**
 * Certificate rules of the server (DESIGN.md §6.4): why someone is not eligible yet, and what a
 * serial looks like. Eligibility itself is in `~/shared/certificates`.
 */
import type { Eligibility } from "~/shared/certificates/rules";
import { formatCount, formatStamp } from "~/shared/format";

/** Why someone cannot get a certificate yet, in words for the admin. */
export function ineligibilityReason(eligibility: Eligibility): string | null {
  if (eligibility.eligible) return null;
  const parts: string[] = [];
  if (eligibility.missingStations > 0)
    parts.push(formatCount(eligibility.missingStations, "more station", "more stations"));
  if (eligibility.missingRefills > 0)
    parts.push(formatCount(eligibility.missingRefills, "more refill", "more refills"));
  return `Needs ${parts.join(" and ")}.`;
}

const SERIAL_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const SERIAL_RANDOM_LENGTH = 10;

/**
 * A serial such as "SC-2026-7KQ4-MZ2XAB": the year of issue (festival time) and 10 random characters (≈ 50 bits),
 * so serials cannot be guessed in order; the database's unique key settles the rare collision.
 */
export function certificateSerialFrom(bytes: Uint8Array, issuedAt: Date): string {
  if (bytes.length < SERIAL_RANDOM_LENGTH) throw new RangeError("A serial needs 10 random bytes.");
  let random = "";
  for (let index = 0; index < SERIAL_RANDOM_LENGTH; index += 1)
    random += SERIAL_ALPHABET[(bytes[index] ?? 0) % SERIAL_ALPHABET.length];
  return `SC-${formatStamp(issuedAt).slice(0, 4)}-${random.slice(0, 4)}-${random.slice(4)}`;
}

export const SERIAL_PATTERN = /^SC-\d{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{6}$/;
