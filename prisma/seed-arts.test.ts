import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedDemoFestival } from "~/test/seeds";

const now = new Date("2026-07-11T18:00:00Z");
const db = withTestDatabase((database) => seedDemoFestival(database, now));

describe("arts demo content", () => {
  it("puts an approved work behind every submission award, and two poems in the queue", async () => {
    const prisma = db.database.prisma;
    const awards = await prisma.pointEntry.findMany({
      where: { sourceType: "SUBMISSION", seq: 0 },
      select: { sourceId: true, userId: true, challengeId: true },
    });
    const approved = await prisma.submission.findMany({ where: { status: "APPROVED" } });
    expect(approved.length).toBeGreaterThan(0);
    expect(new Set(approved.map((row) => row.id))).toEqual(
      new Set(awards.map((award) => award.sourceId)),
    );
    for (const row of approved) {
      const award = awards.find((entry) => entry.sourceId === row.id);
      expect([award?.userId, award?.challengeId]).toEqual([row.userId, row.challengeId]);
      expect(row.openKey).toBe(`${row.userId}:${row.challengeId}`);
    }
    expect(await prisma.submission.count({ where: { status: "PENDING" } })).toBe(2);

    const gallery = await createCaller(testContext(db.database, null).ctx).submission.gallery({});
    expect(gallery.items.length).toBeGreaterThan(0);
    expect(gallery.items.some((item) => item.author === "Anonymous")).toBe(true);
  });

  it("adds nothing when run again", async () => {
    const before = await db.database.prisma.submission.count();
    await seedDemoFestival(db.database, now);
    expect(await db.database.prisma.submission.count()).toBe(before);
  });
});
