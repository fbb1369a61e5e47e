import { asActor } from "~/server/api/calls";
import {
  adminProcedure,
  createTRPCRouter,
  moderatorProcedure,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import {
  createStation,
  listStations,
  publicStationProgress,
  regenerateStationToken,
  scanStation,
  setStationActive,
  setStationCodeMode,
  stationBoard,
  stationDisplay,
  stationSheet,
  updateStation,
} from "~/server/services/stations";
import {
  scanInput,
  setStationActiveInput,
  setStationCodeModeInput,
  stationCreateSchema,
  stationIdInput,
  stationProgressInput,
  stationSheetInput,
  stationUpdateSchema,
} from "~/shared/stations/inputs";

const adminRouter = createTRPCRouter({
  /** Every station, in order, with its QR code's URL and scan count. */
  list: adminProcedure.query(({ ctx }) => listStations(ctx.db, ctx.appUrl)),

  create: adminProcedure.input(stationCreateSchema).mutation(asActor(createStation)),

  update: adminProcedure.input(stationUpdateSchema).mutation(asActor(updateStation)),

  /** Deactivate (no longer scannable, not counted in the hunt's target) or reactivate. */
  setActive: adminProcedure.input(setStationActiveInput).mutation(asActor(setStationActive)),

  /** Printed card or screen: in screen mode only the display's changing code credits. */
  setCodeMode: adminProcedure.input(setStationCodeModeInput).mutation(asActor(setStationCodeMode)),

  /** A new token: the printed QR code with the old one stops working at once. */
  regenerate: adminProcedure
    .input(stationIdInput)
    .mutation(({ ctx, input }) =>
      regenerateStationToken(ctx.db, ctx.session.user.id, input, ctx.appUrl),
    ),

  /** The printable sheet: the chosen (default: every active) stations with their QR code's URL. */
  sheet: adminProcedure
    .input(stationSheetInput)
    .query(({ ctx, input }) => stationSheet(ctx.db, input, ctx.appUrl, ctx.locale)),
});

/** The station hunt: scanning, and the stations' administration (DESIGN.md §6.4). */
export const stationRouter = createTRPCRouter({
  /** The active stations, and for a signed-in caller which they scanned and their progress. */
  board: publicProcedure.query(({ ctx }) =>
    stationBoard(ctx.db, ctx.session?.user.id ?? null, ctx.locale),
  ),

  /** Credits the station once per user; a repeat says when it was first scanned. */
  scan: participantProcedure
    .input(scanInput)
    .mutation(({ ctx, input }) =>
      scanStation(ctx.db, ctx.session.user.id, input, ctx.rateLimits, ctx.locale),
    ),

  /** Someone's public progress; a private profile is NOT_FOUND, like an unknown id. */
  progress: publicProcedure
    .input(stationProgressInput)
    .query(({ ctx, input }) =>
      publicStationProgress(ctx.db, ctx.session?.user.id ?? null, input, ctx.locale),
    ),

  /**
   * A screen-mode station's display (staff, a tablet at the station): the current code, its QR
   * modules and when it changes. Polled once per window; the secret never leaves the server.
   */
  display: moderatorProcedure
    .input(stationIdInput)
    .query(({ ctx, input }) => stationDisplay(ctx.db, input, ctx.appUrl, ctx.locale)),

  admin: adminRouter,
});
