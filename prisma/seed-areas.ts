import type { Prisma } from "~/generated/prisma/client";
import { artsSeed } from "./seed-arts";
import { bingoSeed } from "./seed-bingo";
import { careSeed } from "./seed-care";
import { certificateSeed } from "./seed-certificates";
import { deskSeed } from "./seed-desk";
import { stationSeed } from "./seed-stations";

export type DemoPerson = { id: string; email: string };

/**
 * What one area adds to the festival seed. Both parts are idempotent and return how many rows
 * they created.
 * - `catalogue`: what the area needs to be playable (bingo tasks, stations, water points); runs
 *   in every deployment, production included, and never overwrites what admins changed.
 * - `demoContent`: activity of the demo participants created in this run (posts, submissions);
 *   only with demo people, never in production.
 */
export type AreaSeed = {
  catalogue?: (tx: Prisma.TransactionClient) => Promise<number>;
  demoContent?: (
    tx: Prisma.TransactionClient,
    context: { people: readonly DemoPerson[]; now: Date },
  ) => Promise<number>;
};

const AREA_SEEDS: readonly AreaSeed[] = [
  bingoSeed,
  stationSeed,
  deskSeed,
  certificateSeed,
  careSeed,
  artsSeed,
];

export async function seedAreaCatalogues(tx: Prisma.TransactionClient): Promise<number> {
  let created = 0;
  for (const seed of AREA_SEEDS) created += (await seed.catalogue?.(tx)) ?? 0;
  return created;
}

export async function seedAreaDemoContent(
  tx: Prisma.TransactionClient,
  context: { people: readonly DemoPerson[]; now: Date },
): Promise<number> {
  let created = 0;
  for (const seed of AREA_SEEDS) created += (await seed.demoContent?.(tx, context)) ?? 0;
  return created;
}
