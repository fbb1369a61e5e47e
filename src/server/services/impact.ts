import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import type { PointSourceType } from "~/generated/prisma/enums";
import { env } from "~/env";
import { impactFigures, type CsvRow, type ImpactFigures } from "~/server/domain/impact";
import { AppError } from "~/server/errors";
import { serverWords } from "~/server/i18n/translator";
import { createTtlCache } from "~/server/infra/ttl-cache";
import { certificateEligibility } from "~/shared/certificates/rules";
import type { Locale } from "~/shared/i18n/locales";
import { HOUR_MS, IMPACT_TTL_MS, PUBLIC_HOURS, type ImpactCsvKind } from "~/shared/impact/rules";
import { festivalTimeZone, startOfFestivalHour } from "~/shared/time-zone";
import { countsOf, eligibilityRule } from "./certificates";
import { allInLanguage, baseTexts } from "./content";
import { toCsvFile } from "./impact-csv";

/** The sustainability figures (DESIGN.md §6.4): the public dashboard and the admin's. */

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
type Window = { from: Date; to: Date };

/**
 * The festival's quantity per source type (stations scanned, bottles refilled, bingo lines, care
 * posts approved, …), from the ledger's per-source-type rollup (SourceRollup, kept by the
 * ledger's INSERT trigger): a reversal row is negative, so a deleted collection or an unpublished
 * post no longer counts. The ledger keeps a deleted account's rows, so these never shrink when
 * someone leaves, and they reconcile with the points. A few rows, however large the ledger grows.
 */
export async function sourceQuantities(
  db: Db,
  types: readonly PointSourceType[],
): Promise<(type: PointSourceType) => number> {
  const rows = await db.$queryRaw<{ sourceType: string; total: number }[]>`
    SELECT "sourceType", COALESCE(SUM(quantity), 0)::int AS total
    FROM "SourceRollup"
    WHERE "sourceType"::text IN (${Prisma.join(types)})
    GROUP BY "sourceType"`;
  const totals = new Map(rows.map((row) => [row.sourceType, row.total]));
  return (type) => totals.get(type) ?? 0;
}

/**
 * The festival's sustainability figures (stations, bottles, certificates and what they avoided):
 * /sustainability-dashboard's and the wall's. Certificates: a revocation subtracts.
 */
export async function festivalImpactFigures(db: Db): Promise<ImpactFigures> {
  const quantity = await sourceQuantities(db, ["STATION_SCAN", "REFILL", "CERTIFICATE"]);
  return impactFigures(
    {
      stationsScanned: quantity("STATION_SCAN"),
      bottlesRefilled: quantity("REFILL"),
      certificatesIssued: quantity("CERTIFICATE"),
    },
    env.CO2E_GRAMS_PER_BOTTLE,
  );
}

/**
 * Scans per station, most scanned first (inactive ones only when `withInactive`), with the label
 * in every language (`translations`).
 */
async function stationFigures(db: Db, options: { withInactive: boolean; limit: number }) {
  return db.$queryRaw<(StationFigure & { translations: unknown })[]>`
    SELECT q.id, q.label, q.translations, q.active, COUNT(s.id)::int AS scans,
           MAX(s."scannedAt") AS "lastScan"
    FROM "Station" q LEFT JOIN "StationScan" s ON s."stationId" = q.id
    WHERE ${options.withInactive ? Prisma.sql`TRUE` : Prisma.sql`q.active`}
    GROUP BY q.id
    ORDER BY scans DESC, q.position ASC, q.label ASC
    LIMIT ${options.limit}`;
}

/** Collections and bottles per water point, busiest first. */
async function waterPointFigures(db: Db, options: { withInactive: boolean; limit: number }) {
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

/**
 * The start of the festival hour of a stored moment (a UTC `timestamp` column), in SQL: hours
 * are counted in the festival's time zone, the same hours the dashboards show.
 */
function festivalHour(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`date_trunc('hour', ${column} AT TIME ZONE 'UTC', ${festivalTimeZone()})`;
}

/** Scans and bottles per festival hour in [from, to), every hour present (zeros included). */
async function hourlyFigures(db: Db, { from, to }: Window): Promise<HourFigure[]> {
  const [scans, bottles] = await Promise.all([
    db.$queryRaw<{ hour: Date; n: number }[]>`
      SELECT ${festivalHour(Prisma.sql`"scannedAt"`)} AS hour, COUNT(*)::int AS n
      FROM "StationScan" WHERE "scannedAt" >= ${from} AND "scannedAt" < ${to} GROUP BY 1`,
    db.$queryRaw<{ hour: Date; n: number }[]>`
      SELECT ${festivalHour(Prisma.sql`"createdAt"`)} AS hour, COALESCE(SUM(quantity), 0)::int AS n
      FROM "BottleCollection"
      WHERE "deletedAt" IS NULL AND "createdAt" >= ${from} AND "createdAt" < ${to} GROUP BY 1`,
  ]);
  const hours = new Map<number, HourFigure>();
  for (let at = startOfFestivalHour(from).getTime(); at < to.getTime(); at += HOUR_MS)
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

/** Scans per station and festival hour in [from, to): the admin's detailed CSV. */
async function stationHourRows(db: Db, { from, to }: Window) {
  return db.$queryRaw<{ station: string; hour: Date; scans: number }[]>`
    SELECT q.label AS station, ${festivalHour(Prisma.sql`s."scannedAt"`)} AS hour,
           COUNT(*)::int AS scans
    FROM "StationScan" s JOIN "Station" q ON q.id = s."stationId"
    WHERE s."scannedAt" >= ${from} AND s."scannedAt" < ${to}
    GROUP BY q.label, 2
    ORDER BY 2 ASC, q.label ASC`;
}

/** The public figures; `Station` is how the busiest stations come: as read or in a language. */
export type PublicImpact<Station = StationFigure> = ImpactFigures & {
  generatedAt: Date;
  co2eGramsPerBottle: number;
  busiestStations: Station[];
  waterPoints: WaterPointFigure[];
  /** The last 24 festival hours, for the chart. */
  hourly: HourFigure[];
};

/** /sustainability-dashboard's figures, the same for everyone (station labels in every language). */
export async function computePublicImpact(
  db: Db,
  now = new Date(),
): Promise<PublicImpact<StationFigure & { translations: unknown }>> {
  const to = new Date(startOfFestivalHour(now).getTime() + HOUR_MS);
  const from = new Date(to.getTime() - PUBLIC_HOURS * HOUR_MS);
  const [figures, busiestStations, waterPoints, hourly] = await Promise.all([
    festivalImpactFigures(db),
    stationFigures(db, { withInactive: false, limit: 5 }),
    waterPointFigures(db, { withInactive: false, limit: 10 }),
    hourlyFigures(db, { from, to }),
  ]);
  return {
    ...figures,
    co2eGramsPerBottle: env.CO2E_GRAMS_PER_BOTTLE,
    generatedAt: now,
    busiestStations,
    waterPoints,
    hourly,
  };
}

const cache = createTtlCache<Db, Awaited<ReturnType<typeof computePublicImpact>>>(IMPACT_TTL_MS);

/**
 * The public figures, served from memory for IMPACT_TTL_MS (a crowd costs one computation, every
 * language at once), with the station labels in `locale`.
 */
export async function cachedPublicImpact(db: Db, locale: Locale): Promise<PublicImpact> {
  const figures = await cache.get(db, () => computePublicImpact(db));
  return { ...figures, busiestStations: allInLanguage("station", figures.busiestStations, locale) };
}

/** Forgets the cached figures (tests). */
export function clearImpactCache(): void {
  cache.clear();
}

/** /admin/sustainability-dashboard: every station and water point, per-hour figures, totals. */
export async function adminImpact(db: PrismaClient, window: Window) {
  const [stations, waterPoints, hourly, totals] = await Promise.all([
    // The admin's figures name the stations as admins wrote them (the default language).
    stationFigures(db, { withInactive: true, limit: 1000 }).then(baseTexts),
    waterPointFigures(db, { withInactive: true, limit: 1000 }),
    hourlyFigures(db, window),
    db.$queryRaw<
      {
        scans: number;
        scanners: number;
        bottles: number;
        refillers: number;
        certificates: number;
      }[]
    >`
      SELECT (SELECT COUNT(*) FROM "StationScan")::int AS scans,
             (SELECT COUNT(DISTINCT "userId") FROM "StationScan")::int AS scanners,
             (SELECT COALESCE(SUM(quantity), 0) FROM "BottleCollection" WHERE "deletedAt" IS NULL)::int AS bottles,
             (SELECT COUNT(DISTINCT "userId") FROM "BottleCollection" WHERE "deletedAt" IS NULL)::int AS refillers,
             (SELECT COUNT(*) FROM "Certificate" WHERE "revokedAt" IS NULL)::int AS certificates`,
  ]);
  const row = totals[0] ?? { scans: 0, scanners: 0, bottles: 0, refillers: 0, certificates: 0 };
  return {
    totals: {
      ...impactFigures(
        {
          stationsScanned: row.scans,
          bottlesRefilled: row.bottles,
          certificatesIssued: row.certificates,
        },
        env.CO2E_GRAMS_PER_BOTTLE,
      ),
      scanners: row.scanners,
      refillers: row.refillers,
    },
    stations,
    waterPoints,
    hourly,
  };
}

/** One person's scans, collections and certificate: the admin's drill-down. */
export async function personImpact(db: PrismaClient, input: { userId: string }) {
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: {
      id: true,
      name: true,
      email: true,
      waterBottle: { select: { code: true } },
      certificate: { select: { serial: true, issuedAt: true, revokedAt: true } },
    },
  });
  if (!user)
    throw new AppError("NOT_FOUND", "There is no such person.", {
      text: { key: "impact.server.noPerson" },
    });
  const [scans, collections, counts] = await Promise.all([
    db.stationScan.findMany({
      where: { userId: user.id },
      orderBy: { scannedAt: "asc" },
      take: 500,
      select: { id: true, scannedAt: true, station: { select: { label: true } } },
    }),
    db.bottleCollection.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
      take: 500,
      select: {
        id: true,
        quantity: true,
        createdAt: true,
        deletedAt: true,
        waterPoint: { select: { name: true } },
      },
    }),
    countsOf(db, [user.id]),
  ]);
  const mine = counts.get(user.id) ?? { stations: 0, refills: 0 };
  return {
    user: { id: user.id, name: user.name, email: user.email, code: user.waterBottle?.code ?? null },
    ...mine,
    eligibility: certificateEligibility(mine, eligibilityRule()),
    certificate: user.certificate,
    scans: scans.map((scan) => ({
      id: scan.id,
      station: scan.station.label,
      scannedAt: scan.scannedAt,
    })),
    collections: collections.map((row) => ({
      id: row.id,
      waterPoint: row.waterPoint.name,
      quantity: row.quantity,
      createdAt: row.createdAt,
      deleted: row.deletedAt !== null,
    })),
  };
}

/** The columns of the admin dashboard's CSV files. */
type ImpactCsvColumn =
  | "station"
  | "active"
  | "scans"
  | "lastScan"
  | "waterPoint"
  | "collections"
  | "bottles"
  | "lastCollection"
  | "hour";

/**
 * The CSV files' header words in `locale` (README "Languages"): only the header row changes with
 * the language; the columns, their order and the cells stay the same, so a file stays readable by
 * the same tools.
 */
function csvHeaderWords(locale: Locale): Record<ImpactCsvColumn, string> {
  const t = serverWords({ locale, namespace: "impact" });
  return {
    station: t("csv.station"),
    active: t("csv.active"),
    scans: t("csv.scans"),
    lastScan: t("csv.lastScan"),
    waterPoint: t("csv.waterPoint"),
    collections: t("csv.collections"),
    bottles: t("csv.bottles"),
    lastCollection: t("csv.lastCollection"),
    hour: t("csv.hour"),
  };
}

/** The admin dashboard's tables as CSV files: each file's name, columns and rows. */
const CSV_FILES: Record<
  ImpactCsvKind,
  { name: string; columns: ImpactCsvColumn[]; rows(db: Db, window: Window): Promise<CsvRow[]> }
> = {
  stations: {
    name: "stations",
    columns: ["station", "active", "scans", "lastScan"],
    rows: async (db) =>
      (await stationFigures(db, { withInactive: true, limit: 1000 })).map((row) => ({
        station: row.label,
        active: row.active,
        scans: row.scans,
        lastScan: row.lastScan,
      })),
  },
  waterPoints: {
    name: "water-points",
    columns: ["waterPoint", "active", "collections", "bottles", "lastCollection"],
    rows: async (db) =>
      (await waterPointFigures(db, { withInactive: true, limit: 1000 })).map((row) => ({
        waterPoint: row.name,
        active: row.active,
        collections: row.collections,
        bottles: row.bottles,
        lastCollection: row.lastCollection,
      })),
  },
  hourly: {
    name: "sustainability-per-hour",
    columns: ["hour", "scans", "bottles"],
    rows: hourlyFigures,
  },
  stationHours: {
    name: "scans-per-station-per-hour",
    columns: ["station", "hour", "scans"],
    rows: stationHourRows,
  },
};

/**
 * One of the admin dashboard's tables as a CSV file (formula-safe cells, festival time), its
 * header in the requester's language (`ctx.locale`).
 */
export async function impactCsv(
  db: PrismaClient,
  input: Window & { kind: ImpactCsvKind },
  locale: Locale = "en",
  now = new Date(),
) {
  const file = CSV_FILES[input.kind];
  const words = csvHeaderWords(locale);
  return toCsvFile(
    file.name,
    file.columns,
    await file.rows(db, input),
    now,
    file.columns.map((column) => words[column]),
  );
}
