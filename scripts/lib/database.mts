import { isDatabaseStartupError } from "../../src/server/database/errors";
import { openDatabase, type Database } from "../../src/server/database/open";
import { resolveDatabaseTarget, type DatabaseTarget } from "../../src/server/database/target";

/** The database the environment names, exactly as the app resolves it. */
export function targetFromEnv(): DatabaseTarget {
  return resolveDatabaseTarget({
    DATABASE_URL: process.env.DATABASE_URL,
    PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR,
  });
}

/**
 * Opens the database the environment names (as the app would), runs `work`, closes it. A
 * database problem ends the command with the one clear line the app would print.
 */
export async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  let database: Database | undefined;
  try {
    database = await openDatabase(targetFromEnv());
    return await work(database);
  } catch (error) {
    if (isDatabaseStartupError(error)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  } finally {
    await database?.close();
  }
}

export function describeTarget(): string {
  const target = targetFromEnv();
  return target.kind === "pglite" ? `embedded database in ${target.dataDir}` : "PostgreSQL server";
}
