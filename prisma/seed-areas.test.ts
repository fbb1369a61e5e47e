import { describe, expect, it } from "vitest";
import type { PointSourceType } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedDemoFestival } from "~/test/seeds";

/** The areas' demo content, as the demo festival seeds it. */

const now = new Date("2026-07-11T18:00:00Z");
const db = withTestDatabase((database) => seedDemoFestival(database, now));

/** The first award of each source of the type: which source, whose, in which challenge. */
function firstAwards(sourceType: PointSourceType) {
  return db.database.prisma.pointEntry.findMany({
    where: { sourceType, seq: 0 },
    select: { sourceId: true, userId: true, challengeId: true },
  });
}

/** The demo seed, run again, leaves the count as it was. */
async function expectRerunAddsNothing(count: () => Promise<number>) {
  const before = await count();
  await seedDemoFestival(db.database, now);
  expect(await count()).toBe(before);
}

describe("care demo content", () => {
  it("puts an approved post behind every care award of the demo people, and a few in the queue", async () => {
    const prisma = db.database.prisma;
    const awards = await firstAwards("CARE_POST");
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
    await expectRerunAddsNothing(() => db.database.prisma.carePost.count());
  });
});

describe("arts demo content", () => {
  it("puts an approved work behind every submission award, and two poems in the queue", async () => {
    const prisma = db.database.prisma;
    const awards = await firstAwards("SUBMISSION");
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
    await expectRerunAddsNothing(() => db.database.prisma.submission.count());
  });
});
