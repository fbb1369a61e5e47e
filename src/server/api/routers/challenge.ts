import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import { AREA_ORDER, windowState } from "~/shared/challenges";
import { loadAreaFacts } from "~/server/services/area-facts";
import { award } from "~/server/services/award";
import { participantsPerChallenge } from "~/server/services/counts";
import { challengeProgressFor } from "~/server/services/progress";
import { cachedRanking, standingIn } from "~/server/services/standings";
import { CHALLENGE_PUBLIC_FIELDS } from "~/server/services/challenge-fields";

const challengeId = z.string().min(1).max(64);

/** The challenge catalogue and taking part in it. */
export const challengeRouter = createTRPCRouter({
  /** Every published challenge in area order, with its window state and how many take part. */
  list: publicProcedure.query(async ({ ctx }) => {
    const now = new Date();
    const challenges = await ctx.db.challenge.findMany({
      where: { published: true },
      orderBy: [{ area: "asc" }, { position: "asc" }, { title: "asc" }],
      select: CHALLENGE_PUBLIC_FIELDS,
      take: 500,
    });
    const participants = await participantsPerChallenge(ctx.db);
    return challenges.map((challenge) => ({
      ...challenge,
      window: windowState(challenge, now),
      participants: participants.get(challenge.id) ?? 0,
    }));
  }),

  /** One published challenge by its slug (the areas' pages use it). */
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(60) }))
    .query(async ({ ctx, input }) => {
      const challenge = await ctx.db.challenge.findFirst({
        where: { slug: input.slug, published: true },
        select: CHALLENGE_PUBLIC_FIELDS,
      });
      if (!challenge)
        throw new TRPCError({ code: "NOT_FOUND", message: "There is no such challenge." });
      return { ...challenge, window: windowState(challenge, new Date()) };
    }),

  /**
   * My participation: each challenge I take part in with status, progress and points (all from
   * the ledger), per area how far I got, my total and my rank.
   */
  mine: participantProcedure.query(async ({ ctx }) => {
    const userId = ctx.session.user.id;
    const facts = await loadAreaFacts(ctx.db);
    const participations = await ctx.db.participation.findMany({
      where: { userId },
      select: { challengeId: true, status: true, joinedAt: true, completedAt: true },
    });
    const progress = await challengeProgressFor(ctx.db, userId, facts);
    const published = await ctx.db.challenge.findMany({
      where: { published: true },
      select: { id: true, area: true },
    });
    const standing = await standingIn(ctx.db, await cachedRanking(ctx.db), userId);
    const byId = new Map(participations.map((row) => [row.challengeId, row]));
    const pointsByArea = await ctx.db.pointEntry.groupBy({
      by: ["area"],
      where: { userId },
      _sum: { amount: true },
    });
    return {
      ...standing,
      challenges: participations.map((participation) => ({
        ...participation,
        points: progress.get(participation.challengeId)?.points ?? 0,
        progress: progress.get(participation.challengeId)?.progress ?? null,
      })),
      areas: AREA_ORDER.map((area) => {
        const inArea = published.filter((challenge) => challenge.area === area);
        return {
          area,
          challenges: inArea.length,
          joined: inArea.filter((challenge) => byId.has(challenge.id)).length,
          completed: inArea.filter((challenge) => byId.get(challenge.id)?.status === "COMPLETED")
            .length,
          points: pointsByArea.find((row) => row.area === area)?._sum.amount ?? 0,
        };
      }),
    };
  }),

  /**
   * Join a challenge. Unknown and unpublished challenges are NOT_FOUND, a closed window is
   * BAD_REQUEST with the dates, joining twice is CONFLICT. Returns achievements it earned.
   */
  join: participantProcedure.input(z.object({ challengeId })).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    return ctx.db.$transaction(async (tx) => {
      const result = await award(tx, {
        type: "CHALLENGE_JOINED",
        userId,
        challengeId: input.challengeId,
      });
      if (!result.joined)
        throw new TRPCError({
          code: "CONFLICT",
          message: "You have already joined this challenge.",
        });
      return {
        status: result.participation?.after ?? "NOT_STARTED",
        achievements: result.achievements,
      };
    });
  }),
});
