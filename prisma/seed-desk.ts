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
   * would give them. Their synthetic refills live in the ledger only (activity-generator).
   */
  async demoContent(tx, { people }) {
    const joined = await tx.participation.findMany({
      where: {
        userId: { in: people.map((person) => person.id) },
        challenge: { slug: REFILL_CHALLENGE_SLUG },
      },
      select: { userId: true },
    });
    const created = await tx.waterBottle.createMany({
      data: joined.map(({ userId }) => ({ userId, code: bottleCodeFrom(randomBytes(8)) })),
      skipDuplicates: true,
    });
    return created.count;
  },
};
