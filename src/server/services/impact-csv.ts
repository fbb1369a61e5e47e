import Papa from "papaparse";
import { safeCsvRows, type CsvRow } from "~/server/domain/impact";

/** At most this many rows in one export: the festival's size, with room; never unbounded. */
export const CSV_MAX_ROWS = 100_000;

export type CsvFile = { filename: string; csv: string };

/** A CSV file (header row, then rows) with every text cell escaped against formula injection. */
export function toCsvFile(
  name: string,
  columns: readonly string[],
  rows: readonly CsvRow[],
  now = new Date(),
): CsvFile {
  const csv = Papa.unparse({ fields: [...columns], data: safeCsvRows(columns, rows) });
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, "-");
  return { filename: `${name}-${stamp}.csv`, csv };
}
