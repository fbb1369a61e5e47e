import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { loadAreaFacts } from "~/server/services/area-facts";
import { holdersPerAchievement } from "~/server/services/counts";
import { achievementProgressFor, loadDefinitions } from "~/server/services/progress";

/** The achievements: everyone sees them all; a signed-in user sees what they earned and how far they are. */
export const achievementRouter = createTRPCRouter({
  list: publicProcedure.query(async ({ ctx }) => {
    const definitions = await loadDefinitions(ctx.db);
    const holdersById = await holdersPerAchievement(ctx.db);
    const userId = ctx.session?.user.id ?? null;
    const earned = userId
      ? await ctx.db.userAchievement.findMany({
          where: { userId },
          select: { achievementId: true, earnedAt: true },
        })
      : [];
    const earnedAt = new Map(earned.map((row) => [row.achievementId, row.earnedAt]));
    const progress = userId
      ? await achievementProgressFor(ctx.db, userId, definitions, await loadAreaFacts(ctx.db))
      : null;
    return {
      signedIn: userId !== null,
      achievements: definitions.map((definition) => {
        const own = progress?.get(definition.key);
        return {
          id: definition.id,
          key: definition.key,
          title: definition.title,
          description: definition.description,
          holders: holdersById.get(definition.id) ?? 0,
          earnedAt: earnedAt.get(definition.id) ?? null,
          progress: own ? { current: own.current, target: own.target } : null,
        };
      }),
    };
  }),
});
