import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { isUniqueViolation } from "~/server/api/errors";
import {
  adminProcedure,
  createTRPCRouter,
  participantProcedure,
  publicProcedure,
  type Context,
} from "~/server/api/trpc";
import { ROUTE_PARAMS } from "~/lib/route-params";
import { stationUrl } from "~/server/domain/stations";
import {
  stationCreateSchema,
  stationTokenSchema,
  stationUpdateSchema,
} from "~/server/domain/stations-input";
import { writeAudit } from "~/server/services/audit";
import {
  consumeScanAllowance,
  newStationToken,
  publicStationProgress,
  scanStation,
  stationBoard,
} from "~/server/services/stations";

const id = z.string().min(1).max(64);

/** What the admin table shows of a station (the token too: admins print its QR). */
const ADMIN_FIELDS = {
  id: true,
  label: true,
  description: true,
  points: true,
  active: true,
  token: true,
  position: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The audit snapshot of a station: never its token, so the log does not hoard live codes. */
function auditView(station: {
  label: string;
  description: string;
  points: number;
  active: boolean;
  position: number;
}) {
  const { label, description, points, active, position } = station;
  return { label, description, points, active, position };
}

async function findForAdmin(ctx: Context, stationId: string) {
  const station = await ctx.db.station.findUnique({
    where: { id: stationId },
    select: ADMIN_FIELDS,
  });
  if (!station) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such station." });
  return station;
}

/**
 * Creates a row with a fresh token. A token collision (2^-144) would only be a unique violation:
 * try again with another token rather than fail.
 */
async function withFreshToken<T>(write: (token: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newStationToken());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

const adminRouter = createTRPCRouter({
  /** Every station (a festival has tens), in order, with its QR's URL and scan count. */
  list: adminProcedure.query(async ({ ctx }) => {
    const [stations, counts] = await Promise.all([
      ctx.db.station.findMany({
        orderBy: [{ position: "asc" }, { label: "asc" }, { id: "asc" }],
        select: ADMIN_FIELDS,
        take: 1000,
      }),
      ctx.db.stationScan.groupBy({ by: ["stationId"], _count: { _all: true } }),
    ]);
    const scans = new Map(counts.map((row) => [row.stationId, row._count._all]));
    return stations.map((station) => ({
      ...station,
      url: stationUrl(ctx.appUrl, station.token),
      scans: scans.get(station.id) ?? 0,
    }));
  }),

  create: adminProcedure.input(stationCreateSchema).mutation(({ ctx, input }) =>
    withFreshToken((token) =>
      ctx.db.$transaction(async (tx) => {
        const created = await tx.station.create({
          data: { ...input, token },
          select: ADMIN_FIELDS,
        });
        await writeAudit(tx, {
          actorId: ctx.session.user.id,
          action: "qrCode.create",
          target: { type: "QrCode", id: created.id },
          after: auditView(created),
        });
        return created;
      }),
    ),
  ),

  update: adminProcedure.input(stationUpdateSchema).mutation(async ({ ctx, input }) => {
    const { id: stationId, ...data } = input;
    const before = await findForAdmin(ctx, stationId);
    return ctx.db.$transaction(async (tx) => {
      const after = await tx.station.update({
        where: { id: stationId },
        data,
        select: ADMIN_FIELDS,
      });
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: "qrCode.update",
        target: { type: "QrCode", id: stationId },
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
  }),

  /** Deactivate (no longer scannable, not counted in the hunt's target) or reactivate. */
  setActive: adminProcedure
    .input(z.object({ id, active: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const before = await findForAdmin(ctx, input.id);
      return ctx.db.$transaction(async (tx) => {
        const after = await tx.station.update({
          where: { id: input.id },
          data: { active: input.active },
          select: ADMIN_FIELDS,
        });
        await writeAudit(tx, {
          actorId: ctx.session.user.id,
          action: input.active ? "qrCode.reactivate" : "qrCode.deactivate",
          target: { type: "QrCode", id: input.id },
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    }),

  /** A new token: the printed code with the old one stops working at once. */
  regenerate: adminProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => {
    const before = await findForAdmin(ctx, input.id);
    return withFreshToken((token) =>
      ctx.db.$transaction(async (tx) => {
        const after = await tx.station.update({
          where: { id: input.id },
          data: { token },
          select: ADMIN_FIELDS,
        });
        await writeAudit(tx, {
          actorId: ctx.session.user.id,
          action: "qrCode.regenerate",
          target: { type: "QrCode", id: input.id },
          before: { ...auditView(before), token: "replaced" },
          after: { ...auditView(after), token: "new" },
        });
        return { ...after, url: stationUrl(ctx.appUrl, after.token) };
      }),
    );
  }),

  /** The printable sheet: the chosen (default: every active) stations with their QR's URL. */
  sheet: adminProcedure
    .input(z.object({ ids: z.array(id).max(200).optional() }))
    .query(async ({ ctx, input }) => {
      const stations = await ctx.db.station.findMany({
        where: input.ids ? { id: { in: input.ids } } : { active: true },
        orderBy: [{ position: "asc" }, { label: "asc" }, { id: "asc" }],
        select: { id: true, label: true, description: true, points: true, token: true },
        take: 200,
      });
      return stations.map(({ token, ...station }) => ({
        ...station,
        url: stationUrl(ctx.appUrl, token),
      }));
    }),
});

/** QR stations: scanning, and their administration (DESIGN.md §6.4). */
export const stationRouter = createTRPCRouter({
  /** The active stations, and for a signed-in caller which they scanned and their progress. */
  board: publicProcedure.query(({ ctx }) => stationBoard(ctx.db, ctx.session?.user.id ?? null)),

  /** Credits the station once per user; a repeat says when it was first scanned. */
  scan: participantProcedure
    .input(z.object({ token: stationTokenSchema }))
    .mutation(async ({ ctx, input }) => {
      await consumeScanAllowance(ctx.rateLimits, ctx.session.user.id);
      return scanStation(ctx.db, ctx.session.user.id, input.token);
    }),

  /** Someone's public progress; a private profile is NOT_FOUND, like an unknown id. */
  progress: publicProcedure
    .input(z.object({ userId: z.string().regex(ROUTE_PARAMS.userid) }))
    .query(async ({ ctx, input }) => {
      const progress = await publicStationProgress(
        ctx.db,
        input.userId,
        ctx.session?.user.id ?? null,
      );
      if (!progress) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such page." });
      return progress;
    }),

  admin: adminRouter,
});
