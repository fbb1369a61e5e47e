import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { PointSourceType } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { localStorage } from "~/server/infra/storage/local";
import { testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedDemoFestival } from "~/test/seeds";

/** The areas' demo content, as the demo festival seeds it. */

const now = new Date("2026-07-11T18:00:00Z");
// The demo's pictures go to a temporary folder (the app's storage for this process).
const uploadDir = mkdtempSync(path.join(os.tmpdir(), "festival-seed-"));
const storage = localStorage(uploadDir);
globalThis.festivalMediaStorage = storage;
afterAll(async () => {
  globalThis.festivalMediaStorage = undefined;
  await rm(uploadDir, { recursive: true, force: true });
});
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

  it("gives the sketches and photo stories real-looking pictures, each its own, stored like uploads", async () => {
    const prisma = db.database.prisma;
    const pictured = await prisma.submission.findMany({
      where: { status: "APPROVED", mediaId: { not: null } },
      select: {
        userId: true,
        media: {
          select: {
            ownerId: true,
            storageKey: true,
            thumbnailKey: true,
            width: true,
            height: true,
          },
        },
      },
    });
    expect(pictured.length).toBeGreaterThanOrEqual(4);
    const files = await Promise.all(
      pictured.map(async ({ userId, media }) => {
        expect(media?.ownerId).toBe(userId);
        const bytes = await storage.get(media?.storageKey ?? "");
        expect(await storage.get(media?.thumbnailKey ?? "")).not.toBeNull();
        const { format, width, height } = await sharp(bytes ?? Buffer.alloc(0)).metadata();
        expect({ format, width, height }).toEqual({
          format: "webp",
          width: media?.width,
          height: media?.height,
        });
        return bytes?.toString("base64") ?? "";
      }),
    );
    expect(new Set(files).size).toBe(files.length);
    const gallery = await createCaller(testContext(db.database, null).ctx).submission.gallery({});
    expect(gallery.items.some((item) => item.media !== null)).toBe(true);
  });

  it("adds nothing when run again", async () => {
    await expectRerunAddsNothing(() => db.database.prisma.submission.count());
    await expectRerunAddsNothing(() => db.database.prisma.media.count());
  });
});
