import { TRPCError, type AnyProcedure } from "@trpc/server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createSession, testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { allProcedures, callByPath } from "~/test/procedures";
import type { AuthSession } from "~/server/auth/session";

/**
 * Every procedure's input, fed with generated hostile values: wrong types, huge and odd strings,
 * extreme numbers, deep nesting, prototype-pollution keys, and objects with the schema's own keys
 * holding such values. An invalid input must be refused with BAD_REQUEST (never a 500), must not
 * change the database, and must not pollute Object.prototype.
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 25);
/** A fixed seed keeps CI reproducible; set HOSTILE_SEED (and more runs) to explore further. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_122);

let admin: AuthSession;

const db = withTestDatabase(async (database) => {
  await seedCatalogue(database);
  admin = await createSession(database, "ADMIN");
});

const hostileScalars = fc.oneof(
  fc.constantFrom<unknown>(
    "",
    " ",
    "a".repeat(1_000_000),
    "💥".repeat(20_000),
    "\u0000",
    "\u202E\u200B\uFEFF",
    "<img src=x onerror=alert(1)>",
    '\' OR 1=1; DROP TABLE "User"; --',
    "../../etc/passwd",
    "%00",
    "__proto__",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    0.5,
    -1,
    null,
    true,
    [],
    {},
    new Date(Number.NaN),
    new Date(8.64e15),
  ),
  fc.string({ maxLength: 300, unit: "grapheme" }),
  fc.integer(),
  fc.double(),
  fc.bigInt(),
);

/** Objects that set __proto__, constructor or prototype as own keys, as JSON.parse would. */
const pollutingObjects = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  JSON.parse('{"prototype": {"polluted": true}, "__proto__": null}'),
);

function deeplyNested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = { a: [value] };
  return value;
}

function objectKeysOf(parsers: readonly unknown[]): string[] {
  const keys = new Set<string>();
  for (const parser of parsers) {
    if (parser instanceof z.ZodObject) for (const key of Object.keys(parser.shape)) keys.add(key);
  }
  return [...keys];
}

function hostileInputs(keys: string[]): fc.Arbitrary<unknown> {
  const shaped =
    keys.length === 0
      ? fc.constant<unknown>(undefined)
      : fc.dictionary(fc.constantFrom(...keys), fc.oneof(hostileScalars, pollutingObjects), {
          minKeys: 1,
        });
  return fc.oneof(
    fc.anything({ maxDepth: 3, withBigInt: true, withDate: true, withNullPrototype: true }),
    hostileScalars,
    pollutingObjects,
    fc.constant(deeplyNested(2_000)),
    shaped,
    shaped.map((value) =>
      typeof value === "object" && value !== null
        ? { ...value, ...JSON.parse('{"__proto__": {"polluted": true}}') }
        : value,
    ),
  );
}

function isValid(parsers: readonly unknown[], input: unknown): boolean {
  return parsers.every(
    (parser) => !(parser instanceof z.ZodType) || parser.safeParse(input).success,
  );
}

async function rowCounts(): Promise<string> {
  const tables = await db.sql.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('_prisma_migrations', 'RateLimiterFlexible') ORDER BY table_name",
  );
  const parts = tables.map((row) => `(SELECT count(*) FROM "${row.table_name}")::text`);
  const [row] = await db.sql.query<{ counts: string }>(
    `SELECT concat_ws(',', ${parts.join(", ")}) AS counts`,
  );
  return row?.counts ?? "";
}

const withInput = allProcedures().filter(
  ({ procedure }) => (procedure._def.inputs as readonly unknown[]).length > 0,
);

describe("hostile input", () => {
  it("finds procedures with input to attack", () => {
    expect(withInput.length).toBeGreaterThan(20);
  });

  for (const { path, procedure } of withInput) {
    it(`${path} refuses what its schema refuses, with BAD_REQUEST and no change`, async () => {
      const parsers: readonly unknown[] = procedure._def.inputs;
      const before = await rowCounts();
      let acceptedSome = false;
      await fc.assert(
        fc.asyncProperty(hostileInputs(objectKeysOf(parsers)), async (input) => {
          const valid = isValid(parsers, input);
          acceptedSome ||= valid;
          const code = await codeOf(procedure, path, input);
          if (valid) expect(code).not.toBe("INTERNAL_SERVER_ERROR");
          else expect(code).toBe("BAD_REQUEST");
        }),
        { numRuns: RUNS, seed: SEED },
      );
      if (!acceptedSome) expect(await rowCounts()).toBe(before);
      expect(Object.prototype).not.toHaveProperty("polluted");
    });
  }
});

async function codeOf(procedure: AnyProcedure, path: string, input: unknown): Promise<string> {
  const { ctx } = testContext(db.database, admin);
  try {
    await callByPath(ctx, path, procedure, input);
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}
