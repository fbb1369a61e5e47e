/**
 * The admin area's tables: what each one sorts by and the inputs of its list procedures, the
 * same for the screen's table state and the server's query.
 */
import { Role } from "~/generated/prisma/enums";
import { idSchema } from "~/shared/challenges/inputs";
import { z } from "~/shared/zod";

/** Server-side table paging: bounded page sizes and search strings, sorted by one of `columns`. */
export function tableQuerySchema<const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
) {
  return z.object({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(100).default(""),
    sortBy: z.enum(columns).default(columns[0]),
    sortDirection: z.enum(["asc", "desc"]).default("asc"),
  });
}

/** A type guard for a table's sortable columns (mantine-datatable names them by string). */
export function columnOf<const Columns extends readonly string[]>(columns: Columns) {
  return (value: string): value is Columns[number] => columns.some((column) => column === value);
}

export const CHALLENGE_COLUMNS = [
  "position",
  "title",
  "area",
  "kind",
  "points",
  "published",
  "updatedAt",
] as const;
export type ChallengeColumn = (typeof CHALLENGE_COLUMNS)[number];

export const challengeListInput = tableQuerySchema(CHALLENGE_COLUMNS);

export const USER_COLUMNS = ["createdAt", "name", "email", "role"] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/** Newest first unless asked otherwise; optionally one role only. */
export const userListInput = tableQuerySchema(USER_COLUMNS).extend({
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
  role: z.enum(Role).nullable().default(null),
});

/** Gives a user a role (never one's own; never the last admin away). */
export const setRoleInput = z.object({ userId: idSchema, role: z.enum(Role) });

export const AUDIT_COLUMNS = ["createdAt"] as const;
export type AuditColumn = (typeof AUDIT_COLUMNS)[number];

/** Newest first unless asked otherwise. */
export const auditListInput = tableQuerySchema(AUDIT_COLUMNS).extend({
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
});

export type ChallengeListQuery = z.infer<typeof challengeListInput>;
export type UserListQuery = z.infer<typeof userListInput>;
export type AuditListQuery = z.infer<typeof auditListInput>;
