import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { cachedGlobalDashboard } from "~/server/services/dashboard";

/** Festival-wide numbers, the same for everyone: served from memory for a few seconds. */
export const dashboardRouter = createTRPCRouter({
  global: publicProcedure.query(({ ctx }) => cachedGlobalDashboard(ctx.db)),
});
