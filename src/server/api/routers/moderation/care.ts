import { asActor } from "~/server/api/calls";
import { createTRPCRouter, moderatorProcedure } from "~/server/api/trpc";
import { careQueue, decideCarePosts } from "~/server/services/care";
import { careQueueInput } from "~/shared/care/inputs";
import { moderationDecideInput } from "~/shared/moderation/inputs";

/** The care posts' moderation (DESIGN.md §6.5): the same shape as `moderation.submission`. */
export const careModerationRouter = createTRPCRouter({
  /** Posts by status (pending oldest first; on the wall newest first), kind and flags. */
  queue: moderatorProcedure.input(careQueueInput).query(asActor(careQueue)),

  /** Approves, or rejects with a reason (unpublishing a post on the wall); all or nothing. */
  decide: moderatorProcedure.input(moderationDecideInput).mutation(asActor(decideCarePosts)),
});
