import { describe, expect, it } from "vitest";
import { withTestDatabase } from "~/test/database";
import { seedDemoFestival } from "~/test/seeds";

const now = new Date("2026-07-11T18:00:00Z");
const db = withTestDatabase((database) => seedDemoFestival(database, now));

describe("care demo content", () => {
  it("puts an approved post behind every care award of the demo people, and a few in the queue", async () => {
    const prisma = db.database.prisma;
    const awards = await prisma.pointEntry.findMany({
      where: { sourceType: "CARE_POST", seq: 0 },
      select: { sourceId: true, userId: true },
    });
    const approved = await prisma.carePost.findMany({
      where: { status: "APPROVED" },
      select: { id: true, userId: true, publishedAt: true, message: true },
    });
    expect(approved.length).toBeGreaterThan(0);
    expect(new Set(approved.map((post) => post.id))).toEqual(
      new Set(awards.map((award) => award.sourceId)),
    );
    for (const post of approved) {
      expect(awards.find((award) => award.sourceId === post.id)?.userId).toBe(post.userId);
      expect(post.publishedAt).not.toBeNull();
    }
    const pending = await prisma.carePost.findMany({ where: { status: "PENDING" } });
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.some((post) => post.filterFlagged)).toBe(true);
  });

  it("adds nothing when run again", async () => {
    const before = await db.database.prisma.carePost.count();
    await seedDemoFestival(db.database, now);
    expect(await db.database.prisma.carePost.count()).toBe(before);
  });
});
