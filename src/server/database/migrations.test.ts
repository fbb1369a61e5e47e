import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "~/test/database";
import { DatabaseStartupError } from "./errors";
import {
  applyMigrations,
  checksumOf,
  MIGRATIONS_DIR,
  readMigrations,
  type Migration,
} from "./migrations";

const db = withTestDatabase();

const migration = (name: string, sql: string): Migration => ({
  name,
  sql,
  checksum: checksumOf(sql),
});

describe("applyMigrations", () => {
  it("finds every migration of the repository already applied, and applies nothing twice", async () => {
    expect(await applyMigrations(db.sql, readMigrations())).toEqual({ applied: [] });
  });

  it("keeps Prisma's bookkeeping: one finished row per migration with its sha256", async () => {
    const rows = await db.sql.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date;
    }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.migration_name)).toEqual(readMigrations().map((m) => m.name));
    for (const row of rows) {
      const sql = readFileSync(
        path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"),
        "utf8",
      );
      expect(row.checksum).toBe(checksumOf(sql));
      expect(row.finished_at).toBeInstanceOf(Date);
    }
  });

  it("applies a new migration once and records it", async () => {
    const next = [
      ...readMigrations(),
      migration("29990101000000_probe", 'CREATE TABLE "Probe" ("id" INTEGER PRIMARY KEY);'),
    ];
    expect(await applyMigrations(db.sql, next)).toEqual({ applied: ["29990101000000_probe"] });
    expect(await applyMigrations(db.sql, next)).toEqual({ applied: [] });
    await db.sql.exec('INSERT INTO "Probe" VALUES (1)');
  });

  it("rolls back a failing migration whole, bookkeeping included", async () => {
    const broken = migration(
      "29990102000000_broken",
      'CREATE TABLE "HalfDone" ("id" INTEGER);\nALTER TABLE "NoSuchTable" ADD COLUMN "x" INTEGER;',
    );
    const all = [
      ...readMigrations(),
      migration("29990101000000_probe", 'CREATE TABLE "Probe" ("id" INTEGER PRIMARY KEY);'),
      broken,
    ];
    await expect(applyMigrations(db.sql, all)).rejects.toThrow(
      /Migration 29990102000000_broken failed and was rolled back \(.*NoSuchTable.*\)/,
    );
    const tables = await db.sql.query(`SELECT 1 FROM pg_tables WHERE tablename = 'HalfDone'`);
    expect(tables).toHaveLength(0);
    const rows = await db.sql.query(
      `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990102000000_broken'`,
    );
    expect(rows).toHaveLength(0);
  });

  it("refuses to start when an applied migration was edited", async () => {
    const edited = readMigrations().map((m, index) =>
      index === 0 ? migration(m.name, `${m.sql}\n-- edited`) : m,
    );
    await expect(applyMigrations(db.sql, edited)).rejects.toThrow(DatabaseStartupError);
    await expect(applyMigrations(db.sql, edited)).rejects.toThrow(
      /was edited after it was applied/,
    );
  });

  it("refuses to start when the database knows a migration the checkout does not", async () => {
    await expect(applyMigrations(db.sql, readMigrations().slice(1))).rejects.toThrow(
      /not in prisma\/migrations/,
    );
  });
});

describe("readMigrations", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "festival-migrations-"));
    for (const name of ["20200102_b", "20200101_a"]) {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "migration.sql"), `-- ${name}`);
    }
    mkdirSync(path.join(dir, "20200103_empty_folder"));
    writeFileSync(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists migration folders in name order and skips anything else", () => {
    expect(readMigrations(dir).map((m) => m.name)).toEqual(["20200101_a", "20200102_b"]);
  });

  it("says clearly when there is no migrations folder", () => {
    expect(() => readMigrations(path.join(dir, "missing"))).toThrow(/No migrations folder/);
  });

  it("copies of the repository's migrations read the same", () => {
    const copy = path.join(dir, "copy");
    cpSync(MIGRATIONS_DIR, copy, { recursive: true });
    expect(readMigrations(copy)).toEqual(readMigrations());
  });
});
