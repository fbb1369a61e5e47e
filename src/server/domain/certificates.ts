/** Certificate rules (DESIGN.md §6.4): who is eligible, and what a serial looks like. */

export type EligibilityRule = { minStations: number; minRefills: number };

/** A person's counts: stations scanned (once each) and bottles refilled (not deleted). */
export type SustainabilityCounts = { stations: number; refills: number };

export type Eligibility = {
  eligible: boolean;
  /** How many more stations and refills are needed (0 when reached). */
  missingStations: number;
  missingRefills: number;
};

/** Eligible with at least N stations scanned and at least M bottles refilled. */
export function certificateEligibility(
  counts: SustainabilityCounts,
  rule: EligibilityRule,
): Eligibility {
  const missingStations = Math.max(0, rule.minStations - counts.stations);
  const missingRefills = Math.max(0, rule.minRefills - counts.refills);
  return {
    eligible: missingStations === 0 && missingRefills === 0,
    missingStations,
    missingRefills,
  };
}

/** Why someone cannot get a certificate yet, in words for the admin. */
export function ineligibilityReason(eligibility: Eligibility): string | null {
  if (eligibility.eligible) return null;
  const parts: string[] = [];
  if (eligibility.missingStations > 0)
    parts.push(`${eligibility.missingStations} more station${plural(eligibility.missingStations)}`);
  if (eligibility.missingRefills > 0)
    parts.push(`${eligibility.missingRefills} more refill${plural(eligibility.missingRefills)}`);
  return `Needs ${parts.join(" and ")}.`;
}

function plural(count: number): string {
  return count === 1 ? "" : "s";
}

const SERIAL_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const SERIAL_RANDOM_LENGTH = 10;

/**
 * A serial such as "SC-2026-7KQ4-MZ2XAB": the year of issue and 10 random characters (≈ 50 bits),
 * so serials cannot be guessed in order; the database's unique key settles the rare collision.
 */
export function certificateSerialFrom(bytes: Uint8Array, issuedAt: Date): string {
  if (bytes.length < SERIAL_RANDOM_LENGTH) throw new RangeError("A serial needs 10 random bytes.");
  let random = "";
  for (let index = 0; index < SERIAL_RANDOM_LENGTH; index += 1)
    random += SERIAL_ALPHABET[(bytes[index] ?? 0) % SERIAL_ALPHABET.length];
  return `SC-${issuedAt.getUTCFullYear()}-${random.slice(0, 4)}-${random.slice(4)}`;
}

export const SERIAL_PATTERN = /^SC-\d{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{6}$/;

/** The date printed on a certificate and shown next to it: "22 November 2026" (UTC). */
export function certificateDate(issuedAt: Date): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(issuedAt);
}
