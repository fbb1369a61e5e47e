import { describe, expect, it } from "vitest";
import type { Keyset } from "~/shared/pagination";
import {
  keysetAfter,
  keysetPage,
  numberedPage,
  pageWindow,
  searchIn,
  tableOrder,
} from "./pagination";

type Where = ReturnType<
  typeof keysetAfter<{
    time: Date | { lt: Date } | { gt: Date };
    id?: { lt: string } | { gt: string };
  }>
>;

const at = (minute: number) => new Date(Date.UTC(2026, 6, 11, 12, minute));

/** Rows in the order a list sends them, and the condition keysetAfter builds, applied in memory. */
function pagesOf(
  rows: readonly { at: Date; id: string }[],
  direction: "asc" | "desc",
  limit: number,
) {
  const compare = (a: number | string, b: number | string) =>
    direction === "desc" ? a < b : a > b;
  const seen: string[] = [];
  let cursor: Keyset | null = null;
  for (let guard = 0; guard < 20; guard++) {
    const where: Where = keysetAfter(cursor, direction, (time, id) => ({ time, id }));
    const matches = (row: Keyset): boolean =>
      !("OR" in where) ||
      where.OR.some(({ time, id }) => {
        const timeOk =
          time instanceof Date
            ? row.at.getTime() === time.getTime()
            : compare(row.at.getTime(), ("lt" in time ? time.lt : time.gt).getTime());
        const idOk = !id || compare(row.id, "lt" in id ? id.lt : id.gt);
        return timeOk && idOk;
      });
    const page: { items: Keyset[]; nextCursor: Keyset | null } = keysetPage(
      rows.filter(matches).slice(0, limit + 1),
      limit,
      (row) => row,
    );
    seen.push(...page.items.map((row) => row.id));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

describe("keyset pages", () => {
  // Newest first, with ties on the time broken by the id.
  const newestFirst = [
    { at: at(5), id: "e" },
    { at: at(4), id: "d2" },
    { at: at(4), id: "d1" },
    { at: at(4), id: "d0" },
    { at: at(2), id: "b" },
    { at: at(1), id: "a" },
  ];

  it("walks a list page by page without gaps or repeats, ties on the time included", () => {
    for (const limit of [1, 2, 3, 5, 6, 10])
      expect(pagesOf(newestFirst, "desc", limit)).toEqual(newestFirst.map((row) => row.id));
    const oldestFirst = [...newestFirst].reverse();
    for (const limit of [1, 2, 4])
      expect(pagesOf(oldestFirst, "asc", limit)).toEqual(oldestFirst.map((row) => row.id));
  });

  it("asks for everything without a cursor, and gives no cursor on the last page", () => {
    expect(keysetAfter(null, "desc", (time) => ({ time }))).toEqual({});
    expect(keysetPage([1, 2], 2, () => ({ at: at(0), id: "x" })).nextCursor).toBeNull();
    expect(keysetPage([1, 2, 3], 2, (row) => ({ at: at(row), id: `${row}` }))).toEqual({
      items: [1, 2],
      nextCursor: { at: at(2), id: "2" },
    });
  });

  it("builds the condition after the cursor in the list's direction", () => {
    expect(keysetAfter({ at: at(4), id: "d1" }, "desc", (time, id) => ({ time, id }))).toEqual({
      OR: [{ time: { lt: at(4) } }, { time: at(4), id: { lt: "d1" } }],
    });
  });
});

describe("numbered pages", () => {
  it("skips the pages before", () => {
    expect(pageWindow({ page: 1, pageSize: 20 })).toEqual({ skip: 0, take: 20 });
    expect(pageWindow({ page: 3, pageSize: 50 })).toEqual({ skip: 100, take: 50 });
  });
});

describe("table pages", () => {
  it("reads the page's window and the total side by side", async () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    const page = await numberedPage(
      { page: 3, pageSize: 20 },
      ({ skip, take }) => Promise.resolve(rows.slice(skip, skip + take)),
      () => Promise.resolve(rows.length),
    );
    expect(page).toEqual({ rows: [40, 41, 42, 43, 44], total: 45 });
  });

  it("searches any of the columns in any case, and everything without a search", () => {
    expect(searchIn("Ann", (text) => [{ name: text }, { email: text }])).toEqual({
      OR: [
        { name: { contains: "Ann", mode: "insensitive" } },
        { email: { contains: "Ann", mode: "insensitive" } },
      ],
    });
    expect(searchIn(undefined, (text) => [{ name: text }])).toEqual({});
    expect(searchIn("", (text) => [{ name: text }])).toEqual({});
  });

  it("orders by the sorted column, then by id so that pages never overlap", () => {
    expect(tableOrder({ sortBy: "name", sortDirection: "desc" })).toEqual([
      { name: "desc" },
      { id: "asc" },
    ]);
  });
});
