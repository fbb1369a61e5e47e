import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { PointSourceType } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { SERIAL_PATTERN } from "~/server/domain/certificates";
import { localStorage } from "~/server/infra/storage/local";
import { adminImpact, festivalImpactFigures } from "~/server/services/impact";
import { deleteCollection } from "~/server/services/refills";
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

describe("sustainability demo content", () => {
  /** Every award of the type has its row under the award's source id, of the same person. */
  async function expectRowBehindEveryAward(
    sourceType: PointSourceType,
    rows: readonly { id: string; userId: string }[],
  ) {
    const awards = await firstAwards(sourceType);
    expect(awards.length).toBeGreaterThan(0);
    expect(new Map(rows.map((row) => [row.id, row.userId]))).toEqual(
      new Map(awards.map((award) => [award.sourceId, award.userId])),
    );
  }

  it("puts a scan, a logged refill and a certificate behind every such award", async () => {
    const prisma = db.database.prisma;
    await expectRowBehindEveryAward("STATION_SCAN", await prisma.stationScan.findMany());
    await expectRowBehindEveryAward("REFILL", await prisma.bottleCollection.findMany());
    await expectRowBehindEveryAward("CERTIFICATE", await prisma.certificate.findMany());
    const certificates = await prisma.certificate.findMany({ select: { serial: true } });
    for (const { serial } of certificates) expect(serial).toMatch(SERIAL_PATTERN);
  });

  it("shows on the impact dashboard's rows what its headline counts from the ledger", async () => {
    const prisma = db.database.prisma;
    const headline = await festivalImpactFigures(prisma);
    const rows = await adminImpact(prisma, {
      from: new Date(now.getTime() - 48 * 3_600_000),
      to: now,
    });
    expect(rows.totals).toMatchObject({
      stationsScanned: headline.stationsScanned,
      bottlesRefilled: headline.bottlesRefilled,
      certificatesIssued: headline.certificatesIssued,
    });
    expect(headline.bottlesRefilled).toBeGreaterThan(0);
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
    // Every hour of the demo's activity is in the chart, at every water point and station.
    expect(sum(rows.hourly.map((hour) => hour.scans))).toBe(headline.stationsScanned);
    expect(sum(rows.hourly.map((hour) => hour.bottles))).toBe(headline.bottlesRefilled);
    expect(sum(rows.waterPoints.map((point) => point.bottles))).toBe(headline.bottlesRefilled);
    expect(rows.waterPoints.every((point) => point.collections > 0)).toBe(true);
    expect(sum(rows.stations.map((station) => station.scans))).toBe(headline.stationsScanned);
  });

  it("lets an admin delete a demo refill, taking back the ledger's bottles and points", async () => {
    const prisma = db.database.prisma;
    const admin = await prisma.user.create({
      data: { email: "seed-admin@festival.test", name: "Seed Admin", role: "ADMIN" },
    });
    const collection = await prisma.bottleCollection.findFirstOrThrow({
      orderBy: { createdAt: "asc" },
    });
    const before = await festivalImpactFigures(prisma);
    await deleteCollection(prisma, admin.id, { id: collection.id, reason: "Logged twice" });
    const after = await festivalImpactFigures(prisma);
    expect(before.bottlesRefilled - after.bottlesRefilled).toBe(collection.quantity);
    const points = await prisma.pointEntry.aggregate({
      where: { sourceType: "REFILL", sourceId: collection.id },
      _sum: { amount: true },
    });
    expect(points._sum.amount).toBe(0);
  });

  it("adds nothing when run again", async () => {
    const prisma = db.database.prisma;
    await expectRerunAddsNothing(() => prisma.stationScan.count());
    await expectRerunAddsNothing(() => prisma.bottleCollection.count());
    await expectRerunAddsNothing(() => prisma.certificate.count());
  });
});
