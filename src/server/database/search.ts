import { Prisma } from "~/generated/prisma/client";

/**
 * A raw-SQL condition: any of `columns` contains `search` (case-insensitive, `%` and `_` taken
 * literally); TRUE for an empty search. For the aggregate queries Prisma's `contains` cannot be
 * used in.
 */
export function anyColumnContains(search: string, columns: readonly Prisma.Sql[]): Prisma.Sql {
  if (!search) return Prisma.sql`TRUE`;
  const like = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return Prisma.join(
    columns.map((column) => Prisma.sql`${column} ILIKE ${like}`),
    " OR ",
    "(",
    ")",
  );
}
