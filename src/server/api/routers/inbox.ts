import { asActor } from "~/server/api/calls";
import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import { markAllRead, markRead, myInbox, unreadCount } from "~/server/services/inbox";
import { digestSetting, setDigest, unsubscribeDigest } from "~/server/services/inbox-digest";
import { digestInput, markReadInput, unsubscribeInput } from "~/shared/inbox/inputs";

/** My notification inbox (README "Notification inbox"): only ever the signed-in person's own. */
export const inboxRouter = createTRPCRouter({
  /** The bell's count: polled lightly by every signed-in page; an index-only count. */
  unread: participantProcedure.query(({ ctx }) => unreadCount(ctx.db, ctx.session.user.id)),

  /** My entries of the last 30 days, newest first. */
  list: participantProcedure.query(({ ctx }) => myInbox(ctx.db, ctx.session.user.id)),

  /** Marks one of my entries read (someone else's is NOT_FOUND); answers the new count. */
  markRead: participantProcedure.input(markReadInput).mutation(asActor(markRead)),

  /** Marks all my entries read. */
  markAllRead: participantProcedure.mutation(({ ctx }) => markAllRead(ctx.db, ctx.session.user.id)),

  /** Whether my daily e-mail digest is on (off unless switched on). */
  digest: participantProcedure.query(({ ctx }) => digestSetting(ctx.db, ctx.session.user.id)),

  /** Switches my daily e-mail digest on or off. */
  setDigest: participantProcedure.input(digestInput).mutation(asActor(setDigest)),

  /** A digest mail's unsubscribe link, without signing in (counted per IP like every link). */
  unsubscribe: publicProcedure
    .input(unsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribeDigest(ctx.db, input, ctx)),
});
