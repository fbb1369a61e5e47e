/**
 * Input pieces many procedures share: a row's id as the client sends it back, a page of a
 * server-side table, its search, and the reason of a step someone else reads (a revoked
 * certificate, a deleted collection).
 */
import { pageFields } from "./pagination";
import { z } from "./zod";

export const rowId = z.string().min(1).max(64);

/** A page of an admin table as `useTableState` sends it (20 rows unless it says otherwise). */
export const tablePageFields = {
  ...pageFields,
  pageSize: z.number().int().min(1).max(100).default(20),
};

/** What a table's search box sends: trimmed, empty for "everything". */
export const searchField = z.string().trim().max(100).default("");

/** The longest reason a step takes. */
export const REASON_MAX_LENGTH = 300;

export const reasonSchema = z
  .string()
  .trim()
  .min(3, "Say why, in at least 3 characters.")
  .max(REASON_MAX_LENGTH, `At most ${REASON_MAX_LENGTH} characters.`);
