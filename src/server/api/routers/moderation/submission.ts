import { asActor } from "~/server/api/calls";
import { createTRPCRouter, moderatorProcedure } from "~/server/api/trpc";
import {
  decideSubmissions,
  submissionChallenges,
  submissionQueue,
} from "~/server/services/submissions";
import { moderationDecideInput } from "~/shared/moderation/inputs";
import { submissionQueueInput } from "~/shared/submissions/inputs";

/** The submissions' moderation (DESIGN.md §6.3): the same shape as `moderation.care`. */
export const submissionModerationRouter = createTRPCRouter({
  /** Submissions by status (pending oldest first), challenge and area. */
  queue: moderatorProcedure.input(submissionQueueInput).query(asActor(submissionQueue)),

  /** Every challenge that takes submissions (drafts too), for the queue's filter. */
  challenges: moderatorProcedure.query(({ ctx }) => submissionChallenges(ctx.db)),

  /** Approves, or rejects with a reason (out of the gallery, points back); all or nothing. */
  decide: moderatorProcedure.input(moderationDecideInput).mutation(asActor(decideSubmissions)),
});
