import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations, readMigrations } from "~/server/database/migrations";
import { pgClientRunner, pgliteRunner } from "~/server/database/sql-runner";
import { TEMPLATE_DATABASE } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite database (the default leg). */
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one database before any test runs; every test file then gets a copy of it, so each
 * file starts from a fresh, fully migrated database in milliseconds instead of seconds.
 * With TEST_DATABASE_URL (the PostgreSQL leg) the copy is a CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const template = new pg.Client({ connectionString: url.toString() });
    await template.connect();
    await applyMigrations(pgClientRunner(template), readMigrations());
    await template.end();
    project.provide("pgliteSnapshot", "");
    return;
  }

  const pglite = new PGlite();
  await applyMigrations(pgliteRunner(pglite), readMigrations());
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), "festival-test-"));
  const snapshot = path.join(dir, "migrated.tar");
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", snapshot);
  return () => rmSync(dir, { recursive: true, force: true });
}
