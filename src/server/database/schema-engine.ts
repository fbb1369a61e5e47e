import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type * as SchemaEngineGlue from "@prisma/schema-engine-wasm/schema_engine_bg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { readMigrations } from "./migrations";

/**
 * Prisma's schema engine compiled to WebAssembly, driven directly. The Prisma CLI would need
 * its native engine, which cannot be downloaded on these machines; the engine's `diff` is all
 * that creating and checking migrations needs. Its shadow database is an in-memory PGlite.
 * Used by scripts and tests only, never by the running app.
 */
type SchemaEngineModule = typeof SchemaEngineGlue;

let enginePromise: Promise<SchemaEngineModule> | undefined;

function loadEngineModule(): Promise<SchemaEngineModule> {
  enginePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const glue: SchemaEngineModule = await import(pathToFileURL(gluePath).href);
    // Node 20 cannot import .wasm as an ES module, so instantiate it by hand.
    const bytes = readFileSync(gluePath.replace(/\.js$/, ".wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start === "function") start();
    return glue;
  })();
  return enginePromise;
}

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * The SQL that takes a database from "every migration in `migrationsDir` applied" to what
 * `schemaPath` describes. An empty string means the migrations and the schema agree.
 */
export async function diffMigrationsToSchema(options: {
  migrationsDir: string;
  schemaPath: string;
}): Promise<string> {
  const engineModule = await loadEngineModule();
  const shadow = new PGlite();
  try {
    const engine = await engineModule.SchemaEngine.new(
      { datamodels: undefined },
      () => undefined,
      bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(shadow)),
    );
    const lockPath = path.join(options.migrationsDir, "migration_lock.toml");
    const migrations = existsSync(options.migrationsDir)
      ? readMigrations(options.migrationsDir)
      : [];
    const result = await engine.diff({
      from: {
        tag: "migrations",
        baseDir: options.migrationsDir,
        lockfile: {
          path: "migration_lock.toml",
          content: existsSync(lockPath)
            ? readFileSync(lockPath, "utf8")
            : 'provider = "postgresql"\n',
        },
        shadowDbInitScript: "",
        migrationDirectories: migrations.map((migration) => ({
          path: migration.name,
          migrationFile: { path: "migration.sql", content: { tag: "ok", value: migration.sql } },
        })),
      },
      to: {
        tag: "schemaDatamodel",
        files: [{ path: options.schemaPath, content: readFileSync(options.schemaPath, "utf8") }],
      },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    engine.free();
    const script = result.stdout ?? "";
    return /^\s*(-- This is an empty migration\.)?\s*$/.test(script) ? "" : script;
  } finally {
    await shadow.close();
  }
}
