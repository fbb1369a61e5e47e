import { deskSeed } from "../../prisma/seed-desk";
import { seedFestivalCatalogue } from "../../prisma/seed-festival";
import type { Database } from "~/server/database/open";

/** The festival's challenges and the refill desk's water points, as the demo seeds them. */
export function seedDeskCatalogue(database: Database): Promise<void> {
  return database.prisma.$transaction(async (tx) => {
    await seedFestivalCatalogue(tx);
    await deskSeed.catalogue?.(tx);
  });
}
