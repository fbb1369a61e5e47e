import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { cachedGlobalDashboard } from "~/server/services/dashboard";
import { liveUpdates } from "~/server/services/live-updates";
import { liveUpdatesInput } from "~/shared/live/inputs";

/** Festival-wide numbers, the same for everyone: served from memory for a few seconds. */
export const dashboardRouter = createTRPCRouter({
  global: publicProcedure.query(({ ctx }) => cachedGlobalDashboard(ctx.db)),

  /** Server-sent events: "points changed", at most once a second; the dashboard refetches. */
  globalUpdates: publicProcedure
    .input(liveUpdatesInput)
    .subscription(({ ctx, input, signal }) => liveUpdates("leaderboard", input, ctx.ip, signal)),
});
