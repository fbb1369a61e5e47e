import { asActor, withInput } from "~/server/api/calls";
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
  /** Every published challenge in area order, with its window state and how many take part. */
  list: publicProcedure.query(({ ctx }) => listChallenges(ctx.db)),

  /** One published challenge by its slug (the areas' pages use it). */
  bySlug: publicProcedure.input(slugInput).query(withInput(challengeBySlug)),

  /** My participation: status, progress and points per challenge, per area, my total and rank. */
  mine: participantProcedure.query(({ ctx }) => myParticipation(ctx.db, ctx.session.user.id)),

  /** Join a challenge; returns the achievements it earned. */
  join: participantProcedure.input(joinInput).mutation(asActor(joinChallenge)),
});
