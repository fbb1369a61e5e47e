import type { Prisma } from "~/generated/prisma/client";
import { newStationToken } from "~/server/services/stations";
import type { AreaSeed, DemoPerson } from "./seed-areas";

/** The festival's stations: enough for the hunt's goal of 8 and a little choice. */
export const STATION_CATALOGUE: readonly { label: string; description: string }[] = [
  {
    label: "Recycling station",
    description: "Sort your waste into paper, plastic, glass and residual: the bins are labelled.",
  },
  {
    label: "Compost corner",
    description: "Food leftovers and compostable plates go here and feed next year's gardens.",
  },
  {
    label: "Water refill point",
    description: "Free drinking water: refill your bottle instead of buying a new one.",
  },
  {
    label: "Cup return",
    description: "Bring back your reusable cup and get your deposit.",
  },
  {
    label: "Solar stage",
    description: "The acoustic stage runs on the solar panels above it. Look up!",
  },
  {
    label: "Bike parking",
    description: "Came by bike? Park here. Cyclists save the most CO2e of all festival-goers.",
  },
  {
    label: "Repair café",
    description: "Volunteers fix clothes, bags and small electronics for free.",
  },
  {
    label: "Local food market",
    description: "Every stall sources within 50 km: ask where your food comes from.",
  },
  {
    label: "Swap shop",
    description: "Leave something you no longer need, take something you will use.",
  },
  {
    label: "Green info tent",
    description: "How the festival measures its footprint, and what changed since last year.",
  },
];

/**
 * Adds the catalogue's stations that are missing, by label, each with a fresh token. Stations
 * admins already changed, deactivated or regenerated are left alone.
 */
async function seedStations(tx: Prisma.TransactionClient): Promise<number> {
  const existing = await tx.station.findMany({
    where: { label: { in: STATION_CATALOGUE.map((station) => station.label) } },
    select: { label: true },
  });
  const present = new Set(existing.map((station) => station.label));
  const missing = STATION_CATALOGUE.map((station, index) => ({ ...station, index })).filter(
    (station) => !present.has(station.label),
  );
  if (missing.length === 0) return 0;
  const { count } = await tx.station.createMany({
    data: missing.map((station) => ({
      label: station.label,
      description: station.description,
      points: 10,
      position: (station.index + 1) * 10,
      token: newStationToken(),
    })),
  });
  return count;
}

/**
 * The demo people's scans: the activity generator wrote their station points to the ledger (no
 * more than one per station), so each of those awards gets its StationScan row under the award's
 * source id, at the award's time: the station pages, the impact dashboard and the ledger count
 * the same scans. People start at one of the first four stations (the entrances) and go round.
 */
async function seedDemoScans(
  tx: Prisma.TransactionClient,
  context: { people: readonly DemoPerson[] },
): Promise<number> {
  const stations = await tx.station.findMany({
    where: { active: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  if (stations.length === 0) return 0;
  const entries = await tx.pointEntry.findMany({
    where: {
      userId: { in: context.people.map((person) => person.id) },
      sourceType: "STATION_SCAN",
      seq: 0,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { userId: true, sourceId: true, createdAt: true },
  });
  const first = new Map(context.people.map((person, index) => [person.id, index % 4]));
  const scans: Prisma.StationScanCreateManyInput[] = [];
  const perUser = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.userId) continue;
    const count = perUser.get(entry.userId) ?? 0;
    // The generator credits at most one scan per station, so `count` stays below their number.
    if (count >= stations.length) continue;
    const station = stations[((first.get(entry.userId) ?? 0) + count) % stations.length];
    if (!station) continue;
    perUser.set(entry.userId, count + 1);
    scans.push({
      id: entry.sourceId,
      userId: entry.userId,
      stationId: station.id,
      scannedAt: entry.createdAt,
    });
  }
  const { count } = await tx.stationScan.createMany({ data: scans, skipDuplicates: true });
  return count;
}

export const stationSeed: AreaSeed = { catalogue: seedStations, demoContent: seedDemoScans };
