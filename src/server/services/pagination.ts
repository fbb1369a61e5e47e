import type { Keyset } from "~/shared/pagination";

/**
 * Pages of a list, one way for every list of the app: keyset pages for lists people scroll (the
 * wall, the gallery), numbered pages for tables (the moderation queues).
 */

type Direction = "asc" | "desc";
type Beyond<T> = { lt: T } | { gt: T };

function beyond<T>(value: T, direction: Direction): Beyond<T> {
  return direction === "desc" ? { lt: value } : { gt: value };
}

/**
 * The condition "after the cursor" of a list ordered by (time, id) in `direction`: a later
 * (earlier) time, or the same time and a greater (smaller) id. `on` names the time field:
 *
 *     where: { status: "APPROVED", ...keysetAfter(cursor, "desc", (publishedAt, id) => ({ publishedAt, id })) }
 *
 * Nothing (every row) without a cursor.
 */
export function keysetAfter<Where>(
  cursor: Keyset | null | undefined,
  direction: Direction,
  on: (at: Date | Beyond<Date>, id?: Beyond<string>) => Where,
): { OR: Where[] } | Record<never, never> {
  if (!cursor) return {};
  return {
    OR: [on(beyond(cursor.at, direction)), on(cursor.at, beyond(cursor.id, direction))],
  };
}

/**
 * A page from `limit + 1` rows fetched in order: the first `limit`, and the cursor of the last one
 * when there are more.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => Keyset,
): { items: Row[]; nextCursor: Keyset | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

/** `skip` and `take` of a numbered page (page 1 first). */
export function pageWindow(input: { page: number; pageSize: number }) {
  return { skip: (input.page - 1) * input.pageSize, take: input.pageSize };
}

/**
 * One numbered page of a table and how many rows match in all, read side by side: `rows` gets
 * the page's `skip` and `take`.
 */
export async function numberedPage<Row>(
  input: { page: number; pageSize: number },
  rows: (window: { skip: number; take: number }) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, total] = await Promise.all([rows(pageWindow(input)), count()]);
  return { rows: page, total };
}

/** What a search box's text matches in a text column: any part of it, in any case. */
export type Containing = { contains: string; mode: "insensitive" };

/**
 * The `where` of a table's search box: rows matching any of the conditions `anyOf` builds from
 * the text; every row when nothing is searched.
 *
 *     where: searchIn(query.search, (text) => [{ name: text }, { email: text }])
 */
export function searchIn<Where>(
  search: string | undefined,
  anyOf: (text: Containing) => Where[],
): { OR: Where[] } | Record<never, never> {
  return search ? { OR: anyOf({ contains: search, mode: "insensitive" }) } : {};
}

/** A table's order: the column the person sorted by, then the id, so that pages never overlap. */
export function tableOrder(query: { sortBy: string; sortDirection: "asc" | "desc" }) {
  return [{ [query.sortBy]: query.sortDirection }, { id: "asc" as const }];
}
