import { describe, expect, it } from "vitest";
import { RateLimiterPrisma } from "rate-limiter-flexible";
import { isAppError } from "~/server/errors";
import { withTestDatabase } from "~/test/database";
import { statementsDuring } from "~/test/statements";
import { keyOf, LIMITS, rateLimitsFor } from "./rate-limit";

const db = withTestDatabase();

const LIMIT = "stationScanByUser";
const { points, duration } = LIMITS[LIMIT];

async function storedRow(key: string) {
  const [row] = await db.sql.query<{ points: number; expire: Date | null }>(
    `SELECT "points", "expire" FROM "RateLimiterFlexible" WHERE "key" = $1`,
    [`rlflx:${keyOf(LIMIT, key)}`],
  );
  return row;
}

describe("counting against a limit", () => {
  it("allows `points` in a window, then refuses with the wait until it ends", async () => {
    const limits = rateLimitsFor(db.database.prisma);
    for (let i = 0; i < points; i++) await limits.consume(LIMIT, "user-a");
    const error = await limits.consume(LIMIT, "user-a").then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!isAppError(error, "TOO_MANY_REQUESTS")) throw new Error(`not refused: ${String(error)}`);
    expect(error.retryAfterSeconds).toBeGreaterThan(duration - 5);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(duration);
    // Another key has its own count.
    await expect(limits.consume(LIMIT, "user-b")).resolves.toBeUndefined();
  });

  it("starts a new window once the stored one expired", async () => {
    const limits = rateLimitsFor(db.database.prisma);
    for (let i = 0; i < points; i++) await limits.consume(LIMIT, "user-c");
    await db.sql.query(
      `UPDATE "RateLimiterFlexible" SET "expire" = "expire" - interval '1 hour' WHERE "key" = $1`,
      [`rlflx:${keyOf(LIMIT, "user-c")}`],
    );
    await expect(limits.consume(LIMIT, "user-c")).resolves.toBeUndefined();
    const row = await storedRow("user-c");
    expect(row?.points).toBe(1);
  });

  it("stores what rate-limiter-flexible reads: its count, and reset clears it", async () => {
    const limits = rateLimitsFor(db.database.prisma);
    for (let i = 0; i < 3; i++) await limits.consume(LIMIT, "user-d");
    const library = new RateLimiterPrisma({ storeClient: db.database.prisma, ...LIMITS[LIMIT] });
    const seen = await library.get(keyOf(LIMIT, "user-d"));
    expect(seen?.consumedPoints).toBe(3);
    expect(seen?.msBeforeNext).toBeGreaterThan((duration - 5) * 1000);
    await limits.reset(LIMIT, "user-d");
    expect(await storedRow("user-d")).toBeUndefined();
  });

  it("counts with one SQL statement", async () => {
    const limits = rateLimitsFor(db.database.prisma);
    await limits.consume(LIMIT, "user-e");
    const statements = await statementsDuring(() => limits.consume(LIMIT, "user-e"));
    expect(statements, statements.join("\n")).toHaveLength(1);
  });
});
