import { Prisma } from "~/generated/prisma/client";

/**
 * SQL for a moment as the schema's DateTime columns hold it (timestamp without time zone, in
 * UTC): raw SQL passes a date as ISO text through this, whatever the session's time zone.
 */
export function utcTimestamp(at: Date): Prisma.Sql {
  return Prisma.sql`CAST(${at.toISOString()} AS timestamptz) AT TIME ZONE 'UTC'`;
}
