/**
 * The sustainability certificate's rules, for both sides (DESIGN.md §6.4): who is eligible, and
 * where a person stands (their words are the "certificates" messages). No zod here; the input
 * schemas are in `inputs.ts`.
 */

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

/** Where a person stands: eligible (no valid certificate yet), issued, or revoked. */
export type CertificateStatus = "eligible" | "issued" | "revoked";
/** The certificate desk's filter: one status, or all three. */
export type CertificateStatusFilter = CertificateStatus | "all";

export const CERTIFICATE_STATUS_FILTERS = ["eligible", "issued", "revoked", "all"] as const;

/** A row's status from its certificate: none yet, valid, or revoked. */
export function certificateStatusOf(certificate: {
  serial: string | null;
  revokedAt: Date | null;
}): CertificateStatus {
  if (!certificate.serial) return "eligible";
  return certificate.revokedAt ? "revoked" : "issued";
}

/** At most this many people per issue request; the desk sends larger selections in batches. */
export const MAX_ISSUE_BATCH = 500;

/** The public page that confirms a certificate's serial; the PDF links to it. */
export function certificateVerifyPath(serial: string): string {
  return `/certificates/verify/${encodeURIComponent(serial)}`;
}
