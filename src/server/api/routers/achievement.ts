import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { listAchievements } from "~/server/services/achievements";

/** The achievements (in the request's language): everyone sees them all; a signed-in user what they earned and how far they are. */
export const achievementRouter = createTRPCRouter({
  list: publicProcedure.query(({ ctx }) =>
    listAchievements(ctx.db, ctx.session?.user.id ?? null, ctx.locale),
  ),
});
