import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { createTestDatabase } from "~/test/database";
import { closedPort } from "~/test/ports";
import { isDatabaseUnavailable, isUnstorableText } from "./availability";

/** The error a real query raises. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("the query succeeded");
}

describe("isUnstorableText", () => {
  it("recognises PostgreSQL refusing a NUL byte, through Prisma's error", async () => {
    const db = await createTestDatabase();
    const error = await errorOf(() =>
      db.database.prisma.user.findUnique({ where: { id: "\u0000" } }),
    );
    await db.close();
    expect(isUnstorableText(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("leaves other refusals alone", () => {
    expect(isUnstorableText({ code: "23505" })).toBe(false);
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises Prisma's error when no PostgreSQL server listens", async () => {
    const port = await closedPort();
    const prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: `postgres://nobody@127.0.0.1:${port}/none` }),
    });
    const error = await errorOf(() => prisma.user.count());
    await prisma.$disconnect();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises PostgreSQL shutting down and pool timeouts", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(
      isDatabaseUnavailable({ code: "P2024", message: "Timed out fetching a connection" }),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("wrapped", { cause: { kind: "ConnectionClosed" } })),
    ).toBe(true);
  });

  it("leaves bugs and refused data alone", () => {
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable({ code: "P2002", message: "Unique constraint failed" })).toBe(
      false,
    );
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
