import { TRPCError } from "@trpc/server";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";

/** Set at build time by next.config.mjs; clients compare it to notice a new deployment. */
export const BUILD_ID = process.env.BUILD_ID ?? "development";

export const systemRouter = createTRPCRouter({
  buildId: publicProcedure.query(() => ({ buildId: BUILD_ID })),

  /** For /sentry-example-page: fails on purpose, to prove server errors reach error reporting. */
  sentryExample: publicProcedure.mutation((): never => {
    throw new Error("Sentry example: a tRPC procedure failed on the server");
  }),

  health: publicProcedure.query(async ({ ctx }) => {
    const started = performance.now();
    try {
      await ctx.db.$queryRaw`SELECT 1`;
    } catch (error) {
      ctx.log.error({ err: error }, "health check: database unreachable");
      throw new TRPCError({
        code: "SERVICE_UNAVAILABLE",
        message: "The database is not reachable.",
      });
    }
    return {
      status: "ok" as const,
      database: ctx.databaseKind,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    };
  }),
});
