import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import {
  challengeBySlug,
  joinChallenge,
  listChallenges,
  myParticipation,
} from "~/server/services/challenges";
import { joinInput, slugInput } from "~/shared/challenges/inputs";

/** The challenge catalogue and taking part in it. */
export const challengeRouter = createTRPCRouter({
  /**
   * Every published challenge in area order, in the request's language, with its window state and
   * how many take part.
   */
  list: publicProcedure.query(({ ctx }) => listChallenges(ctx.db, ctx.locale)),

  /** One published challenge by its slug, in the request's language (the areas' pages use it). */
  bySlug: publicProcedure
    .input(slugInput)
    .query(({ ctx, input }) => challengeBySlug(ctx.db, input, ctx.locale)),

  /** My participation: status, progress and points per challenge, per area, my total and rank. */
  mine: participantProcedure.query(({ ctx }) => myParticipation(ctx.db, ctx.session.user.id)),

  /** Join a challenge; returns the achievements it earned (named in the request's language). */
  join: participantProcedure
    .input(joinInput)
    .mutation(({ ctx, input }) => joinChallenge(ctx.db, ctx.session.user.id, input, ctx.locale)),
});
