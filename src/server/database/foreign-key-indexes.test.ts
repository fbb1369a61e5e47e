/**
 * Every foreign key has an index that starts with its columns. PostgreSQL does not make one by
 * itself: without it, deleting or changing the row it points at (an account, a challenge) scans
 * the whole referencing table once per row, inside the delete's transaction (noticed under R6:
 * 22,000 account deletions took 52 s while CarePost."moderatedById" had no index).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import { describe, expect, it } from "vitest";

type Field = { name: string; kind: string; relationFromFields?: string[] };
type Model = { name: string; fields: Field[]; primaryKey: { fields: string[] } | null };
type Index = { model: string; fields: { name: string }[] };
type Dmmf = { datamodel: { models: Model[]; indexes: Index[] } };

const schema = readFileSync(path.resolve("prisma/schema.prisma"), "utf8");
const dmmf = JSON.parse(
  get_dmmf(JSON.stringify({ prismaSchema: [["schema.prisma", schema]] })),
) as Dmmf;

const foreignKeys = dmmf.datamodel.models.flatMap((model) =>
  model.fields
    .filter((field) => field.kind === "object" && (field.relationFromFields?.length ?? 0) > 0)
    .map((field) => ({
      model: model.name,
      relation: field.name,
      columns: field.relationFromFields ?? [],
    })),
);

/** Whether `columns` are the leading columns of one of the model's indexes (or its key). */
function covered(model: string, columns: string[]): boolean {
  const starts = (fields: string[]) => columns.every((column, i) => fields[i] === column);
  return dmmf.datamodel.indexes.some(
    (index) => index.model === model && starts(index.fields.map((field) => field.name)),
  );
}

describe("foreign keys", () => {
  it("are found in the schema", () => {
    expect(foreignKeys.length).toBeGreaterThan(20);
  });

  it.each(foreignKeys.map((key) => [`${key.model}.${key.relation}`, key] as const))(
    "%s has an index that starts with its columns",
    (_name, key) => {
      expect(covered(key.model, key.columns), key.columns.join(", ")).toBe(true);
    },
  );
});
