import { PGlite } from "@electric-sql/pglite";
import { afterAll } from "vitest";
import { readMigrations } from "~/server/database/migrations";
import { pgliteRunner } from "~/server/database/sql-runner";

/**
 * For the test of a data migration, `name`: a blank PGlite database of the file's own (closed
 * after its tests), raw SQL on it, every migration, and those before the one under test.
 */
export function withMigrationUnderTest(name: string) {
  const pglite = new PGlite();
  afterAll(() => pglite.close());
  const migrations = readMigrations();
  return {
    runner: pgliteRunner(pglite),
    migrations,
    before: migrations.filter((migration) => migration.name < name),
  };
}
