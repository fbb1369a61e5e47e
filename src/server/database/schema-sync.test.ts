/**
 * Proves that prisma/migrations produce exactly the schema the Prisma client is generated from:
 * 1. Prisma's own schema engine finds nothing to change between the migrations and schema.prisma;
 * 2. the database our runner migrated has the tables, columns, types, nullability, enums,
 *    indexes and foreign keys that the schema's DMMF describes, and nothing else.
 * If a migration is edited out of sync with the schema (or the schema without a migration),
 * this file fails.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "~/test/database";
import { MIGRATIONS_DIR, readMigrations } from "./migrations";
import { diffMigrationsToSchema } from "./schema-engine";
import type { SqlRunner } from "./sql-runner";

/** Migrating a new database from scratch runs every migration: slow on a busy 2-core machine. */
const MIGRATES_FROM_SCRATCH_MS = 120_000;

const SCHEMA_PATH = path.resolve("prisma/schema.prisma");

type DmmfField = {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "enum" | "object" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
};
type DmmfModel = { name: string; dbName: string | null; fields: DmmfField[] };
type DmmfIndex = {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  fields: { name: string }[];
};
type Dmmf = {
  datamodel: {
    models: DmmfModel[];
    enums: {
      name: string;
      dbName?: string | null;
      values: { name: string; dbName?: string | null }[];
    }[];
    indexes: DmmfIndex[];
  };
};

function loadDmmf(): Dmmf {
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  return JSON.parse(
    get_dmmf(JSON.stringify({ prismaSchema: [["schema.prisma", schema]] })),
  ) as Dmmf;
}

/** How PostgreSQL reports the column type Prisma chooses for a field without @db.* attributes. */
const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Decimal: "numeric(65,30)",
  Boolean: "boolean",
  DateTime: "timestamp(3) without time zone",
  Json: "jsonb",
  Bytes: "bytea",
};

function expectedType(field: DmmfField): string {
  if (field.nativeType) {
    const [name, args] = field.nativeType;
    const native: Record<string, string> = {
      Text: "text",
      Uuid: "uuid",
      Inet: "inet",
      Citext: "citext",
      SmallInt: "smallint",
      VarChar: `character varying(${args[0]})`,
      Char: `character(${args[0]})`,
      Timestamptz: `timestamp(${args[0] ?? 3}) with time zone`,
      Timestamp: `timestamp(${args[0] ?? 3}) without time zone`,
      Date: "date",
    };
    const type = native[name];
    if (!type) throw new Error(`Teach schema-sync.test.ts the PostgreSQL type of @db.${name}`);
    return field.isList ? `${type}[]` : type;
  }
  const base = field.kind === "enum" ? `"${field.type}"` : SCALAR_TYPES[field.type];
  if (!base) throw new Error(`Teach schema-sync.test.ts the PostgreSQL type of ${field.type}`);
  return field.isList ? `${base}[]` : base;
}

async function describeDatabase(sql: SqlRunner) {
  const columns = await sql.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
  }>(`
    SELECT c.relname AS table, a.attname AS column,
           format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      AND c.relname <> '_prisma_migrations'`);
  const indexes = await sql.query<{
    table: string;
    columns: string[];
    is_unique: boolean;
    is_primary: boolean;
  }>(`
    SELECT t.relname AS table, i.indisunique AS is_unique, i.indisprimary AS is_primary,
           array(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
                 ORDER BY k.ord)::text[] AS columns
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'`);
  const foreignKeys = await sql.query<{
    table: string;
    columns: string[];
    target: string;
    target_columns: string[];
  }>(`
    SELECT t.relname AS table, r.relname AS target,
           array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns,
           array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS target_columns
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_class r ON r.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'`);
  const enums = await sql.query<{ name: string; labels: string[] }>(`
    SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS labels
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
    JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' GROUP BY t.typname`);
  return { columns, indexes, foreignKeys, enums };
}

function expectationsFrom(dmmf: Dmmf) {
  const tableOf = new Map(dmmf.datamodel.models.map((m) => [m.name, m.dbName ?? m.name]));
  const columnOf = (model: DmmfModel, fieldName: string) => {
    const field = model.fields.find((f) => f.name === fieldName);
    return field?.dbName ?? fieldName;
  };
  const columns = dmmf.datamodel.models.flatMap((model) =>
    model.fields
      .filter((field) => field.kind === "scalar" || field.kind === "enum")
      .map((field) => ({
        table: tableOf.get(model.name)!,
        column: field.dbName ?? field.name,
        type: expectedType(field),
        not_null: field.isRequired || field.isList,
      })),
  );
  const modelByName = new Map(dmmf.datamodel.models.map((m) => [m.name, m]));
  const indexes = dmmf.datamodel.indexes
    .filter((index) => index.type !== "fulltext")
    .map((index) => ({
      table: tableOf.get(index.model)!,
      columns: index.fields.map((f) => columnOf(modelByName.get(index.model)!, f.name)),
      is_unique: index.type !== "normal",
      is_primary: index.type === "id",
    }));
  const foreignKeys = dmmf.datamodel.models.flatMap((model) =>
    model.fields
      .filter((field) => field.kind === "object" && field.relationFromFields?.length)
      .map((field) => ({
        table: tableOf.get(model.name)!,
        columns: field.relationFromFields!.map((name) => columnOf(model, name)),
        target: tableOf.get(field.type)!,
        target_columns: field.relationToFields!.map((name) =>
          columnOf(modelByName.get(field.type)!, name),
        ),
      })),
  );
  const enums = dmmf.datamodel.enums.map((e) => ({
    name: e.dbName ?? e.name,
    labels: e.values.map((v) => v.dbName ?? v.name),
  }));
  return { columns, indexes, foreignKeys, enums };
}

/** Rows in a canonical order (keys sorted), so database and DMMF rows line up. */
const canonical = (row: object) => JSON.stringify(row, Object.keys(row).sort());
const sortRows = <T extends object>(rows: T[]) =>
  [...rows].sort((a, b) => canonical(a).localeCompare(canonical(b)));

describe("migrations and schema.prisma", () => {
  const db = withTestDatabase();

  it("agree according to Prisma's schema engine", async () => {
    const sql = await diffMigrationsToSchema({
      migrationsDir: MIGRATIONS_DIR,
      schemaPath: SCHEMA_PATH,
    });
    expect(sql, "run `npm run db:migration -- <name>` to add the missing migration").toBe("");
  });

  it("produce the tables, columns, enums, indexes and keys the client's DMMF describes", async () => {
    const actual = await describeDatabase(db.sql);
    const expected = expectationsFrom(loadDmmf());
    expect(sortRows(actual.enums)).toEqual(sortRows(expected.enums));
    expect(sortRows(actual.columns)).toEqual(sortRows(expected.columns));
    expect(sortRows(actual.indexes)).toEqual(sortRows(expected.indexes));
    expect(sortRows(actual.foreignKeys)).toEqual(sortRows(expected.foreignKeys));
  });
});

describe("the check itself", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "festival-sync-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "notices a migration edited out of sync with the schema",
    { timeout: MIGRATES_FROM_SCRATCH_MS },
    async () => {
      const migrationsDir = path.join(dir, "migrations");
      cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
      const first = readMigrations(migrationsDir)[0]!;
      const file = path.join(migrationsDir, first.name, "migration.sql");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(/"publicProfile" BOOLEAN NOT NULL DEFAULT false,\n/, ""),
      );
      const sql = await diffMigrationsToSchema({ migrationsDir, schemaPath: SCHEMA_PATH });
      expect(sql).toMatch(/ADD COLUMN\s+"publicProfile"/);
    },
  );

  it(
    "notices a schema change that has no migration yet",
    { timeout: MIGRATES_FROM_SCRATCH_MS },
    async () => {
      const schemaPath = path.join(dir, "schema.prisma");
      writeFileSync(
        schemaPath,
        readFileSync(SCHEMA_PATH, "utf8").replace(
          /model User \{/,
          "model User {\n  nickname String?",
        ),
      );
      const sql = await diffMigrationsToSchema({ migrationsDir: MIGRATIONS_DIR, schemaPath });
      expect(sql).toMatch(/ADD COLUMN\s+"nickname" TEXT/);
    },
  );
});
