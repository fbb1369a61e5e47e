import { Prisma } from "~/generated/prisma/client";
import { env } from "~/env";
import { IMPACT_TTL_MS, impactFigures, type ImpactFigures } from "~/server/domain/impact";
import { createTtlCache } from "~/server/infra/ttl-cache";

type Db = Prisma.TransactionClient;

export type StationFigure = {
  id: string;
  label: string;
  active: boolean;
  scans: number;
  lastScan: Date | null;
};
export type WaterPointFigure = {
  id: string;
  name: string;
  active: boolean;
  collections: number;
  bottles: number;
  lastCollection: Date | null;
};
export type HourFigure = { hour: Date; scans: number; bottles: number };

/**
 * Festival totals from the ledger: stations and bottles are the quantities of the STATION_SCAN
 * and REFILL rows (a deleted collection's reversal row is negative), certificates those of the
 * CERTIFICATE rows (a revocation subtracts). The ledger keeps a deleted account's rows, so the
 * public figures never shrink when someone leaves, and they reconcile with the points.
 */
async function ledgerTotals(db: Db) {
  const rows = await db.$queryRaw<{ sourceType: string; total: number }[]>`
    SELECT "sourceType", COALESCE(SUM(quantity), 0)::int AS total
    FROM "PointEntry"
    WHERE "sourceType" IN ('STATION_SCAN', 'REFILL', 'CERTIFICATE')
    GROUP BY "sourceType"`;
  const total = (type: string) => rows.find((row) => row.sourceType === type)?.total ?? 0;
  return {
    stationsScanned: total("STATION_SCAN"),
    bottlesRefilled: total("REFILL"),
    certificatesIssued: total("CERTIFICATE"),
  };
}

/** Scans per station, most scanned first (inactive ones only when `withInactive`). */
export async function stationFigures(db: Db, options: { withInactive: boolean; limit: number }) {
  return db.$queryRaw<StationFigure[]>`
    SELECT q.id, q.label, q.active, COUNT(s.id)::int AS scans, MAX(s."scannedAt") AS "lastScan"
    FROM "Station" q LEFT JOIN "StationScan" s ON s."stationId" = q.id
    WHERE ${options.withInactive ? Prisma.sql`TRUE` : Prisma.sql`q.active`}
    GROUP BY q.id
    ORDER BY scans DESC, q.position ASC, q.label ASC
    LIMIT ${options.limit}`;
}

/** Collections and bottles per water point, busiest first. */
export async function waterPointFigures(db: Db, options: { withInactive: boolean; limit: number }) {
  return db.$queryRaw<WaterPointFigure[]>`
    SELECT w.id, w.name, w.active, COUNT(c.id)::int AS collections,
           COALESCE(SUM(c.quantity), 0)::int AS bottles, MAX(c."createdAt") AS "lastCollection"
    FROM "WaterPoint" w
    LEFT JOIN "BottleCollection" c ON c."waterPointId" = w.id AND c."deletedAt" IS NULL
    WHERE ${options.withInactive ? Prisma.sql`TRUE` : Prisma.sql`w.active`}
    GROUP BY w.id
    ORDER BY bottles DESC, w.position ASC, w.name ASC
    LIMIT ${options.limit}`;
}

/** Scans and bottles per UTC hour in [from, to), every hour present (zeros included). */
export async function hourlyFigures(db: Db, from: Date, to: Date): Promise<HourFigure[]> {
  const [scans, bottles] = await Promise.all([
    db.$queryRaw<{ hour: Date; n: number }[]>`
      SELECT date_trunc('hour', "scannedAt") AS hour, COUNT(*)::int AS n
      FROM "StationScan" WHERE "scannedAt" >= ${from} AND "scannedAt" < ${to} GROUP BY 1`,
    db.$queryRaw<{ hour: Date; n: number }[]>`
      SELECT date_trunc('hour', "createdAt") AS hour, COALESCE(SUM(quantity), 0)::int AS n
      FROM "BottleCollection"
      WHERE "deletedAt" IS NULL AND "createdAt" >= ${from} AND "createdAt" < ${to} GROUP BY 1`,
  ]);
  const hours = new Map<number, HourFigure>();
  const start = Date.UTC(
    from.getUTCFullYear(),
    from.getUTCMonth(),
    from.getUTCDate(),
    from.getUTCHours(),
  );
  for (let at = start; at < to.getTime(); at += 3_600_000)
    hours.set(at, { hour: new Date(at), scans: 0, bottles: 0 });
  for (const row of scans) {
    const figure = hours.get(row.hour.getTime());
    if (figure) figure.scans = row.n;
  }
  for (const row of bottles) {
    const figure = hours.get(row.hour.getTime());
    if (figure) figure.bottles = row.n;
  }
  return [...hours.values()];
}

/** Scans per station and UTC hour in [from, to): the admin's detailed CSV. */
export async function stationHourRows(db: Db, from: Date, to: Date) {
  return db.$queryRaw<{ station: string; hour: Date; scans: number }[]>`
    SELECT q.label AS station, date_trunc('hour', s."scannedAt") AS hour, COUNT(*)::int AS scans
    FROM "StationScan" s JOIN "Station" q ON q.id = s."stationId"
    WHERE s."scannedAt" >= ${from} AND s."scannedAt" < ${to}
    GROUP BY q.label, 2
    ORDER BY 2 ASC, q.label ASC`;
}

export type PublicImpact = ImpactFigures & {
  generatedAt: Date;
  co2eGramsPerBottle: number;
  busiestStations: StationFigure[];
  waterPoints: WaterPointFigure[];
  /** The last 24 hours, for the chart. */
  hourly: HourFigure[];
};

export const PUBLIC_HOURS = 24;

export async function computePublicImpact(db: Db, now = new Date()): Promise<PublicImpact> {
  const to = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  const from = new Date(to.getTime() - PUBLIC_HOURS * 3_600_000);
  const [totals, busiestStations, waterPoints, hourly] = await Promise.all([
    ledgerTotals(db),
    stationFigures(db, { withInactive: false, limit: 5 }),
    waterPointFigures(db, { withInactive: false, limit: 10 }),
    hourlyFigures(db, from, to),
  ]);
  return {
    ...impactFigures(totals, env.CO2E_GRAMS_PER_BOTTLE),
    co2eGramsPerBottle: env.CO2E_GRAMS_PER_BOTTLE,
    generatedAt: now,
    busiestStations,
    waterPoints,
    hourly,
  };
}

const cache = createTtlCache<Db, PublicImpact>(IMPACT_TTL_MS);

export function cachedPublicImpact(db: Db): Promise<PublicImpact> {
  return cache.get(db, () => computePublicImpact(db));
}

/** Forgets the cached figures (tests). */
export function clearImpactCache(): void {
  cache.clear();
}
