import { asActor } from "~/server/api/calls";
import { createTRPCRouter, participantProcedure } from "~/server/api/trpc";
import { markAllRead, markRead, myInbox, unreadCount } from "~/server/services/inbox";
import { markReadInput } from "~/shared/inbox/inputs";

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
});
