import { env } from "~/env";
import { openDatabase, type Database } from "./database/open";
import { resolveDatabaseTarget } from "./database/target";
import { getLogger } from "./infra/logger";

declare global {
  // One database per process, shared by every bundle Next.js builds (instrumentation, API
  // routes, pages) and kept across hot reloads in development.
  var festivalDatabase: Promise<Database> | undefined;
}

/** The app's database, opened and migrated once per process. */
export function getDatabase(): Promise<Database> {
  globalThis.festivalDatabase ??= (async () => {
    const database = await openDatabase(resolveDatabaseTarget(env));
    const { applied } = await database.migrate();
    getLogger().info({ database: database.kind, applied }, "database ready");
    return database;
  })();
  return globalThis.festivalDatabase;
}

export type { Database };
export type { PrismaClient } from "~/generated/prisma/client";
