/**
 * The sustainability figures' constants and words, for both sides (DESIGN.md §6.4). No zod here:
 * the public dashboard imports this and stays light; the input schemas are in `inputs.ts`.
 */
import { formatDecimal } from "../format";
import type { Locale } from "../i18n/locales";

/** A crowd on /sustainability-dashboard costs one computation per 5 seconds. */
export const IMPACT_TTL_MS = 5000;

export const HOUR_MS = 3_600_000;

/** The public dashboard's chart: the last 24 festival hours. */
export const PUBLIC_HOURS = 24;

/** The admin's window is at most two weeks of hours: a festival, with its set-up days. */
export const MAX_WINDOW_HOURS = 14 * 24;

/** The admin dashboard's periods, in hours (their words are the page's: `impact.admin.periods`). */
export const ADMIN_WINDOWS = [
  { hours: 24 },
  { hours: 48 },
  { hours: 168 },
  { hours: 336 },
] as const;

/** The admin dashboard's CSV files. */
export const IMPACT_CSV_KINDS = ["stations", "waterPoints", "hourly", "stationHours"] as const;
export type ImpactCsvKind = (typeof IMPACT_CSV_KINDS)[number];

/**
 * CO2e for people: grams below a kilogram, kilograms (one decimal) below a tonne, then tonnes
 * ("12.5 kg"; "12,5 kg" in German).
 */
export function formatCo2e(grams: number, locale?: Locale): string {
  if (grams < 1000) return `${Math.round(grams)} g`;
  if (grams < 1_000_000) return `${formatDecimal(grams / 1000, 1, locale)} kg`;
  return `${formatDecimal(grams / 1_000_000, 2, locale)} t`;
}
