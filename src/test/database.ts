import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, inject } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { applyMigrations, readMigrations } from "~/server/database/migrations";
import type { Database } from "~/server/database/open";
import { pgClientRunner, pgliteRunner, type SqlRunner } from "~/server/database/sql-runner";
import { TEMPLATE_DATABASE } from "./constants";

export type TestDatabase = {
  database: Database;
  /** Raw SQL on the same database, for assertions Prisma cannot express. */
  sql: SqlRunner;
  close(): Promise<void>;
};

/** A test file's database while its tests run (the file's hooks open and close it). */
export type OpenTestDatabase = Pick<TestDatabase, "database" | "sql">;

/**
 * The test file's own database (see `createTestDatabase`): opened before its tests, then
 * `setup` (seeds, rows the tests share) runs on it; closed after them.
 */
export function withTestDatabase(
  setup?: (database: Database) => Promise<unknown>,
): OpenTestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase();
    await setup?.(opened.database);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error("the test database opens in beforeAll: use it inside a test");
    return opened;
  };
  return {
    get database() {
      return current().database;
    },
    get sql() {
      return current().sql;
    },
  };
}

/**
 * A fresh, migrated database of its own for one test file: a PGlite copy of the migrated
 * snapshot, or, in the PostgreSQL leg (TEST_DATABASE_URL), a new database on that server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);

  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return testDatabase("pglite", prisma, pgliteRunner(pglite), () => pglite.close());
}

/**
 * The database as the app sees it, plus raw SQL on it. Its own `close` is a no-op so that code
 * under test cannot close it; the test file closes it with `TestDatabase.close`.
 */
function testDatabase(
  kind: Database["kind"],
  prisma: PrismaClient,
  sql: SqlRunner,
  closeConnection: () => Promise<void>,
): TestDatabase {
  return {
    database: {
      kind,
      prisma,
      migrate: () => applyMigrations(sql, readMigrations()),
      close: async () => undefined,
    },
    sql,
    close: async () => {
      await prisma.$disconnect();
      await closeConnection();
    },
  };
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `festival_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return testDatabase("postgresql", prisma, pgClientRunner(client), async () => {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
}
