import { createTRPCRouter, participantProcedure } from "~/server/api/trpc";
import { replayOfflineAction } from "~/server/services/offline-actions";
import { replayInput } from "~/shared/offline/inputs";

/** Actions a phone queued without signal (README "Offline"). */
export const offlineRouter = createTRPCRouter({
  /**
   * Sends one queued action with its device-made key and time; a repeated key answers the first
   * outcome and changes nothing.
   */
  replay: participantProcedure
    .input(replayInput)
    .mutation(({ ctx, input }) =>
      replayOfflineAction(ctx.db, ctx.session.user.id, input, ctx.rateLimits, ctx.locale),
    ),
});
