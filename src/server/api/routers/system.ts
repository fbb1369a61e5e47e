import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { BUILD_ID, checkHealth, failOnPurpose } from "~/server/services/system";

export const systemRouter = createTRPCRouter({
  buildId: publicProcedure.query(() => ({ buildId: BUILD_ID })),

  /** For /sentry-example-page: fails on purpose, to prove server errors reach error reporting. */
  sentryExample: publicProcedure.mutation(() => failOnPurpose()),

  health: publicProcedure.query(({ ctx }) => checkHealth(ctx.db, ctx.databaseKind, ctx.log)),
});
