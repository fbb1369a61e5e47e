import { randomBytes } from "node:crypto";
import { bottleCodeFrom, REFILL_CHALLENGE_SLUG } from "~/server/domain/refills";
import type { AreaSeed } from "./seed-areas";

/** The festival's water points; admins rename, reorder and close them on the collections page. */
export const WATER_POINTS: readonly { name: string; position: number }[] = [
  { name: "Main stage fountain", position: 10 },
  { name: "Food court tap", position: 20 },
  { name: "Family meadow", position: 30 },
  { name: "Campsite refill station", position: 40 },
];

export const deskSeed: AreaSeed = {
  /** Adds the water points that are missing by name; never touches ones admins changed. */
  async catalogue(tx) {
    const created = await tx.waterPoint.createMany({
      data: WATER_POINTS.map((point) => ({ ...point })),
      skipDuplicates: true,
    });
    return created.count;
  },

  /**
   * Demo people who joined the refill challenge get their bottle code, as joining in the app
   * would give them, and each refill the activity generator wrote to the ledger gets its
   * BottleCollection row under the award's source id, at the award's time and quantity, logged
   * by a moderator (else an admin): the collections log, the impact dashboard's water points and
   * hours, and a deletion's reversal all find the bottles the ledger counts.
   */
  async demoContent(tx, { people }) {
    const userIds = people.map((person) => person.id);
    const joined = await tx.participation.findMany({
      where: { userId: { in: userIds }, challenge: { slug: REFILL_CHALLENGE_SLUG } },
      select: { userId: true },
    });
    const bottles = await tx.waterBottle.createMany({
      data: joined.map(({ userId }) => ({ userId, code: bottleCodeFrom(randomBytes(8)) })),
      skipDuplicates: true,
    });
    const points = await tx.waterPoint.findMany({
      where: { active: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    const refills = await tx.pointEntry.findMany({
      where: { userId: { in: userIds }, sourceType: "REFILL", seq: 0 },
      orderBy: [{ createdAt: "asc" }, { sourceId: "asc" }],
      select: { userId: true, sourceId: true, quantity: true, createdAt: true },
    });
    const staff = await tx.user.findFirst({
      where: { role: { in: ["MODERATOR", "ADMIN"] } },
      orderBy: [{ role: "asc" }, { createdAt: "asc" }],
      select: { id: true },
    });
    const collections = refills.flatMap((refill, index) => {
      // The first water points are the busiest: of every ten refills 4, 3, 2 and 1.
      const point = points[BUSY_SHARE[index % BUSY_SHARE.length] ?? 0] ?? points[0];
      if (!refill.userId || !point) return [];
      return [
        {
          id: refill.sourceId,
          userId: refill.userId,
          waterPointId: point.id,
          quantity: refill.quantity,
          recordedById: staff?.id ?? null,
          createdAt: refill.createdAt,
        },
      ];
    });
    const logged = await tx.bottleCollection.createMany({
      data: collections,
      skipDuplicates: true,
    });
    return bottles.count + logged.count;
  },
};

/** Which water point (by position) each of ten refills in a row goes to. */
const BUSY_SHARE = [0, 1, 0, 2, 1, 0, 3, 1, 2, 0];
