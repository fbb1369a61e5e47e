import { PrismaPg } from "@prisma/adapter-pg";
import { TRPCError } from "@trpc/server";
import { afterAll, describe, expect, it } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { createCaller } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import { outboxMailer } from "~/test/callers";
import { closedPort } from "~/test/ports";

const unreachable = new PrismaClient({
  adapter: new PrismaPg({
    connectionString: `postgres://festival@127.0.0.1:${await closedPort()}/festival`,
    connectionTimeoutMillis: 1_000,
  }),
});
afterAll(() => unreachable.$disconnect());

function callerOnDownDatabase() {
  return createCaller(
    createInnerContext({
      database: {
        kind: "postgresql",
        prisma: unreachable,
        migrate: () => Promise.resolve({ applied: [] }),
        close: () => Promise.resolve(),
      },
      session: null,
      mailer: outboxMailer(),
      ip: "203.0.113.9",
      setCookie: () => undefined,
    }),
  );
}

async function errorOf(work: () => Promise<unknown>): Promise<TRPCError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

describe("while the database is down", () => {
  it("answers 503 SERVICE_UNAVAILABLE with a retry message, fast, instead of a 500", async () => {
    const started = Date.now();
    const error = await errorOf(() => callerOnDownDatabase().challenge.list());
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toMatch(/try again/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses sign-in with 503 too, without leaking the driver's message", async () => {
    const error = await errorOf(() =>
      callerOnDownDatabase().auth.login({
        email: "someone@festival.test",
        password: "a long password",
      }),
    );
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/);
  });
});
