/** Impact figures of DESIGN.md §6.4, from counts the database aggregates, and safe CSV cells. */
import { formatStamp } from "~/shared/format";

export type ImpactTotals = {
  stationsScanned: number;
  bottlesRefilled: number;
  certificatesIssued: number;
};

export type ImpactFigures = ImpactTotals & {
  /** One single-use 0.5 L bottle avoided per bottle collected. */
  singleUseBottlesAvoided: number;
  /** Grams of CO2e avoided: bottles avoided × the configured grams per bottle. */
  co2eGramsAvoided: number;
};

export function impactFigures(totals: ImpactTotals, co2eGramsPerBottle: number): ImpactFigures {
  const singleUseBottlesAvoided = totals.bottlesRefilled;
  return {
    ...totals,
    singleUseBottlesAvoided,
    co2eGramsAvoided: Math.round(singleUseBottlesAvoided * co2eGramsPerBottle),
  };
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell safe to open in a spreadsheet: text starting with = + - @ (or a tab/carriage return)
 * gets a leading apostrophe, so it shows as text instead of running as a formula. Numbers are
 * left alone, negative ones included, since they are not text a person wrote. Moments are
 * written in the festival's time zone ("2026-07-04 14:05:09"), as every screen shows them.
 */
export function safeCsvCell(
  value: string | number | boolean | Date | null | undefined,
): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value instanceof Date) return formatStamp(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvRow = Record<string, string | number | boolean | Date | null | undefined>;

/** Rows made safe for a CSV export, with the columns in the given order. */
export function safeCsvRows(
  columns: readonly string[],
  rows: readonly CsvRow[],
): (string | number)[][] {
  return rows.map((row) => columns.map((column) => safeCsvCell(row[column])));
}
