import { withInput } from "~/server/api/calls";
import { adminProcedure, createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { adminImpact, cachedPublicImpact, impactCsv, personImpact } from "~/server/services/impact";
import { impactCsvInput, impactPersonInput, windowSchema } from "~/shared/impact/inputs";

/** Public and admin sustainability figures (DESIGN.md §6.4). */
export const impactRouter = createTRPCRouter({
  /**
   * /sustainability-dashboard: the same for everyone, served from memory for 5 seconds, the
   * station labels in the request's language.
   */
  public: publicProcedure.query(({ ctx }) => cachedPublicImpact(ctx.db, ctx.locale)),

  /** /admin/sustainability-dashboard: every station and water point, per-hour figures. */
  admin: adminProcedure.input(windowSchema).query(withInput(adminImpact)),

  /** One person's scans, collections and certificate: the drill-down. */
  person: adminProcedure.input(impactPersonInput).query(withInput(personImpact)),

  /** The admin dashboard's tables as CSV files, their header in the requester's language. */
  csv: adminProcedure
    .input(impactCsvInput)
    .query(({ ctx, input }) => impactCsv(ctx.db, input, ctx.locale)),
});
