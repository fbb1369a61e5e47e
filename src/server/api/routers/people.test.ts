import { randomBytes } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { awardNow } from "~/server/services/award";
import { ACTORS, callerAs } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedDeskCatalogue } from "~/test/seeds";

let stationIds: string[];
let waterPointId: string;

const db = withTestDatabase(async (database) => {
  const prisma = database.prisma;
  await seedDeskCatalogue(database);
  const stations = await prisma.station.createManyAndReturn({
    data: Array.from({ length: 4 }, (_, index) => ({
      label: `Station ${index + 1}`,
      token: randomBytes(18).toString("base64url"),
      position: index,
    })),
    select: { id: true },
  });
  stationIds = stations.map((station) => station.id);
  waterPointId = (await prisma.waterPoint.findFirstOrThrow({ select: { id: true } })).id;
});

/** A person with 2 scans, 3 refilled bottles and the points (and first achievement) of 3 refills. */
async function person(publicProfile: boolean, name = "Robin Public") {
  const prisma = db.database.prisma;
  const user = await prisma.user.create({
    data: { email: `${randomBytes(6).toString("hex")}@festival.test`, name, publicProfile },
    select: { id: true },
  });
  await prisma.stationScan.createMany({
    data: stationIds.slice(0, 2).map((stationId) => ({ userId: user.id, stationId })),
  });
  const collection = await prisma.bottleCollection.create({
    data: { userId: user.id, waterPointId, quantity: 3 },
    select: { id: true },
  });
  const refill = await prisma.challenge.findUniqueOrThrow({ where: { slug: "refill" } });
  await awardNow(prisma, {
    type: "REFILL",
    userId: user.id,
    challengeId: refill.id,
    collectionId: collection.id,
    quantity: 3,
  });
  return user.id;
}

async function notFoundFor(call: Promise<unknown>) {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TRPCError);
  expect(error instanceof TRPCError && error.code).toBe("NOT_FOUND");
  return error instanceof TRPCError ? error.message : "";
}

describe("people.person", () => {
  for (const actor of ACTORS)
    it(`shows ${actor} a public person: name, points, rank, achievements, cards, sustainability`, async () => {
      const userId = await person(true);
      const caller = await callerAs(db.database, actor);
      const shown = await caller.people.person({ userId });
      expect(shown.user).toEqual({ id: userId, name: "Robin Public" });
      expect(shown.standing.total).toBeGreaterThan(0);
      expect(shown.standing.rank).toBeGreaterThanOrEqual(1);
      expect(shown.achievements.map((achievement) => achievement.key)).toContain("first-challenge");
      expect(shown.achievementCount).toBeGreaterThan(shown.achievements.length);
      expect(shown.bingo.map((card) => card.href)).toEqual([
        `/challenge/fitness/bingo/easy/${userId}`,
        `/challenge/fitness/bingo/medium/${userId}`,
        `/challenge/fitness/bingo/hard/${userId}`,
      ]);
      expect(shown.sustainability).toMatchObject({
        href: `/challenge/sustainability/${userId}`,
        stations: { scanned: 2, total: 4, target: 4, completed: false },
        bottlesRefilled: 3,
      });
    });

  it("answers a private profile exactly like an unknown id, even to an admin", async () => {
    const privateId = await person(false, "Sam Private");
    const admin = await callerAs(db.database, "ADMIN");
    const privateMessage = await notFoundFor(admin.people.person({ userId: privateId }));
    const unknownMessage = await notFoundFor(admin.people.person({ userId: "c" + "0".repeat(24) }));
    expect(privateMessage).toBe(unknownMessage);
    expect(privateMessage).not.toContain("Sam");
  });

  it("refuses an id that is not one with BAD_REQUEST", async () => {
    const caller = await callerAs(db.database, "anonymous");
    const error = await caller.people.person({ userId: "x".repeat(65) }).catch((e: unknown) => e);
    expect(error instanceof TRPCError && error.code).toBe("BAD_REQUEST");
  });
});
