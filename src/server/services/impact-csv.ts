import Papa from "papaparse";
import { safeCsvRows, type CsvRow } from "~/server/domain/impact";
import { formatStamp } from "~/shared/format";

/** At most this many rows in one export: the festival's size, with room; never unbounded. */
export const CSV_MAX_ROWS = 100_000;

export type CsvFile = { filename: string; csv: string };

/**
 * A CSV file (header row, then rows) with every text cell escaped against formula injection,
 * named after what it holds and when it was made (festival time: "…-2026-07-04-14-05.csv").
 * The header row is `header` when given (the columns' words in the requester's language, one per
 * column and in their order: README "Languages"), else the column names themselves; the columns
 * and cells are the same in every language, so a file stays readable by the same tools.
 */
export function toCsvFile(
  name: string,
  columns: readonly string[],
  rows: readonly CsvRow[],
  now = new Date(),
  header: readonly string[] = columns,
): CsvFile {
  if (header.length !== columns.length)
    throw new Error(`A CSV header needs one word per column (${columns.join(", ")}).`);
  const csv = Papa.unparse({ fields: [...header], data: safeCsvRows(columns, rows) });
  const stamp = formatStamp(now).slice(0, 16).replace(/[: ]/g, "-");
  return { filename: `${name}-${stamp}.csv`, csv };
}
