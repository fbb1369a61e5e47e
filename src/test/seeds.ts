import { seedDemoPictures } from "../../prisma/seed-arts";
import { deskSeed } from "../../prisma/seed-desk";
import { seedFestival, seedFestivalCatalogue } from "../../prisma/seed-festival";
import type { Prisma } from "~/generated/prisma/client";
import type { Database } from "~/server/database/open";
import { withTestDatabase } from "./database";

/** A seed step that runs inside the catalogue's transaction (an area's catalogue, the FAQ, …). */
type SeedStep = ((tx: Prisma.TransactionClient) => Promise<unknown>) | undefined;

/** The festival's challenges, as the seed writes them, then `more` in the same transaction. */
export function seedCatalogue(database: Database, ...more: SeedStep[]): Promise<void> {
  return database.prisma.$transaction(async (tx) => {
    await seedFestivalCatalogue(tx);
    for (const step of more) await step?.(tx);
  });
}

/** The festival's challenges and the refill desk's water points, as the demo seeds them. */
export function seedDeskCatalogue(database: Database): Promise<void> {
  return seedCatalogue(database, deskSeed.catalogue);
}

/** The whole demo festival (catalogues, demo people and their activity), as of `now`. */
export async function seedDemoFestival(database: Database, now?: Date): Promise<void> {
  await database.prisma.$transaction((tx) => seedFestival(tx, { demoPeople: true, now }), {
    timeout: 120_000,
  });
  await seedDemoPictures(database.prisma);
}

/** The id of each challenge by slug; throws on a slug the database does not have. */
export async function challengeIds(database: Database): Promise<(slug: string) => string> {
  const rows = await database.prisma.challenge.findMany({ select: { id: true, slug: true } });
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug) => {
    const id = ids.get(slug);
    if (!id) throw new Error(`no challenge ${slug}`);
    return id;
  };
}

/**
 * The test file's database (see `withTestDatabase`) with the festival's challenges, and `idOf`, the
 * id of a challenge by slug once the tests run.
 */
export function withCatalogueDatabase() {
  let ids: ((slug: string) => string) | undefined;
  const db = withTestDatabase(async (database) => {
    await seedCatalogue(database);
    ids = await challengeIds(database);
  });
  const idOf = (slug: string) => {
    if (!ids) throw new Error("the catalogue is seeded in beforeAll: use it inside a test");
    return ids(slug);
  };
  return { db, idOf };
}
