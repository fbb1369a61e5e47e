import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { env } from "~/env";
import { adminProcedure, createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { certificateEligibility } from "~/server/domain/certificates";
import { impactFigures } from "~/server/domain/impact";
import { countsOf, eligibilityRule } from "~/server/services/certificates";
import { toCsvFile } from "~/server/services/impact-csv";
import {
  cachedPublicImpact,
  hourlyFigures,
  stationFigures,
  stationHourRows,
  waterPointFigures,
} from "~/server/services/impact";

const HOUR = 3_600_000;
/** The admin's window is at most two weeks of hours: a festival, with its set-up days. */
const MAX_WINDOW_HOURS = 14 * 24;

const windowSchema = z
  .object({ from: z.date(), to: z.date() })
  .refine((window) => window.from < window.to, {
    path: ["to"],
    message: "The end must be after the start.",
  })
  .refine((window) => window.to.getTime() - window.from.getTime() <= MAX_WINDOW_HOURS * HOUR, {
    path: ["from"],
    message: "At most 14 days at once.",
  });

/** Public and admin sustainability figures (DESIGN.md §6.4). */
export const impactRouter = createTRPCRouter({
  /** /sustainability-dashboard: the same for everyone, served from memory for 5 seconds. */
  public: publicProcedure.query(({ ctx }) => cachedPublicImpact(ctx.db)),

  /** /admin/sustainability-dashboard: every station and water point, per-hour figures. */
  admin: adminProcedure.input(windowSchema).query(async ({ ctx, input }) => {
    const [stations, waterPoints, hourly, totals] = await Promise.all([
      stationFigures(ctx.db, { withInactive: true, limit: 1000 }),
      waterPointFigures(ctx.db, { withInactive: true, limit: 1000 }),
      hourlyFigures(ctx.db, input.from, input.to),
      ctx.db.$queryRaw<
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
  }),

  /** One person's scans, collections and certificate: the drill-down. */
  person: adminProcedure
    .input(z.object({ userId: z.string().min(1).max(64) }))
    .query(async ({ ctx, input }) => {
      const user = await ctx.db.user.findUnique({
        where: { id: input.userId },
        select: {
          id: true,
          name: true,
          email: true,
          waterBottle: { select: { code: true } },
          certificate: { select: { serial: true, issuedAt: true, revokedAt: true } },
        },
      });
      if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such person." });
      const [scans, collections, counts] = await Promise.all([
        ctx.db.stationScan.findMany({
          where: { userId: user.id },
          orderBy: { scannedAt: "asc" },
          take: 500,
          select: { id: true, scannedAt: true, station: { select: { label: true } } },
        }),
        ctx.db.bottleCollection.findMany({
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
        countsOf(ctx.db, [user.id]),
      ]);
      const mine = counts.get(user.id) ?? { stations: 0, refills: 0 };
      return {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          code: user.waterBottle?.code ?? null,
        },
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
    }),

  /** The admin dashboard's tables as CSV files. */
  csv: adminProcedure
    .input(
      z
        .object({ kind: z.enum(["stations", "waterPoints", "hourly", "stationHours"]) })
        .and(windowSchema),
    )
    .query(async ({ ctx, input }) => {
      switch (input.kind) {
        case "stations":
          return toCsvFile(
            "stations",
            ["station", "active", "scans", "lastScan"],
            (await stationFigures(ctx.db, { withInactive: true, limit: 1000 })).map((row) => ({
              station: row.label,
              active: row.active,
              scans: row.scans,
              lastScan: row.lastScan,
            })),
          );
        case "waterPoints":
          return toCsvFile(
            "water-points",
            ["waterPoint", "active", "collections", "bottles", "lastCollection"],
            (await waterPointFigures(ctx.db, { withInactive: true, limit: 1000 })).map((row) => ({
              waterPoint: row.name,
              active: row.active,
              collections: row.collections,
              bottles: row.bottles,
              lastCollection: row.lastCollection,
            })),
          );
        case "hourly":
          return toCsvFile(
            "sustainability-per-hour",
            ["hour", "scans", "bottles"],
            await hourlyFigures(ctx.db, input.from, input.to),
          );
        case "stationHours":
          return toCsvFile(
            "scans-per-station-per-hour",
            ["station", "hour", "scans"],
            await stationHourRows(ctx.db, input.from, input.to),
          );
      }
    }),
});
