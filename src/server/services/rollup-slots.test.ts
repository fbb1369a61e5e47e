import { describe, expect, it } from "vitest";
import type { Prisma } from "~/generated/prisma/client";
import { withTestDatabase } from "~/test/database";

/**
 * The shared rollup rows (per area, per source type, per quarter hour, the festival's counts and
 * the users per total) are written to the writing connection's slot (migration
 * 20261129030000_rollup_slots, README "Rollups"). Each live connection holds a slot of its own,
 * so awards on two connections never wait for each other on those rows; slots stay few.
 */

const db = withTestDatabase(async (database) => {
  await database.prisma.user.createMany({
    data: ["slot-a", "slot-b"].map((id) => ({ id, email: `${id}@slots.test`, name: id })),
  });
});

const slotOf = async (tx: Prisma.TransactionClient) => {
  const [row] = await tx.$queryRaw<{ slot: number }[]>`SELECT "rollup_slot"() AS slot`;
  return row?.slot;
};

/** A station scan's ledger row for `userId` (the area's rollup row is locked until commit). */
const award = (tx: Prisma.TransactionClient, userId: string) =>
  tx.pointEntry.create({
    data: {
      userId,
      area: "SUSTAINABILITY",
      amount: 10,
      reason: "Station scan",
      sourceType: "STATION_SCAN",
      sourceId: `${userId}-${Date.now()}`,
    },
  });

describe("rollup slots", () => {
  it("stay with their connection, also after a transaction that rolled back", async () => {
    const sql = db.sql;
    const [first] = await sql.query<{ slot: number }>(`SELECT "rollup_slot"() AS slot`);
    await sql.query("BEGIN");
    await sql.query(`SELECT "rollup_slot"()`);
    await sql.query("ROLLBACK");
    const [again] = await sql.query<{ slot: number }>(`SELECT "rollup_slot"() AS slot`);
    expect(first?.slot).toBeGreaterThanOrEqual(0);
    expect(first?.slot).toBeLessThan(64);
    expect(again?.slot).toBe(first?.slot);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "differ between live connections, so two awards in one area do not wait for each other (PostgreSQL)",
    async () => {
      const prisma = db.database.prisma;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstSlot: number | undefined;
      let awarded = () => {};
      const firstAwarded = new Promise<void>((resolve) => (awarded = resolve));
      // The first award stays open (its area row locked) while the second one runs.
      const first = prisma.$transaction(
        async (tx) => {
          firstSlot = await slotOf(tx);
          await award(tx, "slot-a");
          awarded();
          await held;
        },
        { timeout: 20_000 },
      );
      await firstAwarded;
      try {
        const secondSlot = await prisma.$transaction(async (tx) => {
          // Waiting for the first award's row would fail here instead of hanging.
          await tx.$executeRaw`SET LOCAL lock_timeout = '2s'`;
          const slot = await slotOf(tx);
          await award(tx, "slot-b");
          return slot;
        });
        expect(secondSlot).not.toBe(firstSlot);
      } finally {
        release();
        await first;
      }
      const totals = await prisma.userRollup.findMany({
        where: { userId: { in: ["slot-a", "slot-b"] } },
        select: { total: true },
      });
      expect(totals.map((row) => row.total)).toEqual([10, 10]);
    },
  );
});
