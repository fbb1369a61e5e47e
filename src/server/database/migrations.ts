import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseStartupError } from "./errors";
import type { SqlRunner } from "./sql-runner";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");

export type Migration = { name: string; sql: string; checksum: string };

type AppliedRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

/** Any constant shared by every instance: they serialise on it so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 72707369;

/** Prisma's own bookkeeping table, so `prisma migrate deploy` stays interchangeable. */
const BOOKKEEPING_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function checksumOf(sql: string): string {
  return createHash("sha256").update(sql).digest("hex");
}

/** The migrations folder in order: each subfolder holds one migration.sql. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(/* turbopackIgnore: true */ dir)) {
    throw new DatabaseStartupError(
      `No migrations folder at ${dir}: run the app from the project folder.`,
    );
  }
  return readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: checksumOf(sql) };
    });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}

/**
 * Applies every pending migration, each in its own transaction together with its bookkeeping
 * row: a migration is either applied whole and recorded, or not at all.
 */
export async function applyMigrations(
  runner: SqlRunner,
  migrations: Migration[],
): Promise<{ applied: string[] }> {
  await runner.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await runner.exec(BOOKKEEPING_DDL);
    const rows = await runner.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const byName = new Map(migrations.map((migration) => [migration.name, migration]));
    const done = new Set<string>();
    for (const row of rows) {
      if (row.rolled_back_at) continue;
      if (!row.finished_at) {
        throw new DatabaseStartupError(
          `Migration ${row.migration_name} was started by another tool and never finished: ` +
            "repair the database, then mark it with `prisma migrate resolve`.",
        );
      }
      const migration = byName.get(row.migration_name);
      if (!migration) {
        throw new DatabaseStartupError(
          `The database has migration ${row.migration_name}, which is not in prisma/migrations: ` +
            "this checkout is older than the database.",
        );
      }
      if (migration.checksum !== row.checksum) {
        throw new DatabaseStartupError(
          `Migration ${row.migration_name} was edited after it was applied: ` +
            "restore the file and put the change in a new migration (npm run db:migration -- <name>).",
        );
      }
      done.add(row.migration_name);
    }

    const pending = migrations.filter((migration) => !done.has(migration.name));
    for (const migration of pending) {
      try {
        await runner.transaction(async (tx) => {
          await tx.exec(migration.sql);
          await tx.query(
            `INSERT INTO "_prisma_migrations"
               (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
             VALUES ($1, $2, $3, now(), now(), 1)`,
            [randomUUID(), migration.checksum, migration.name],
          );
        });
      } catch (error) {
        throw new DatabaseStartupError(
          `Migration ${migration.name} failed and was rolled back (${describe(error)}): ` +
            "fix its migration.sql and start again.",
        );
      }
    }
    return { applied: pending.map((migration) => migration.name) };
  } finally {
    await runner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}
