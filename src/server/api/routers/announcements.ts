import { asActor } from "~/server/api/calls";
import {
  createTRPCRouter,
  moderatorProcedure,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import {
  activeAnnouncementsFor,
  dismissAnnouncement,
  listAnnouncementsForStaff,
  publishAnnouncement,
  updateAnnouncement,
  withdrawAnnouncement,
} from "~/server/services/announcements";
import { liveUpdates } from "~/server/services/live-updates";
import {
  announcementIdInput,
  announcementInput,
  announcementUpdateInput,
} from "~/shared/announcements/inputs";
import { liveUpdatesInput } from "~/shared/live/inputs";

/** Announcements (README "Announcements"): the banner, the wall's ticker, and the staff page. */
export const announcementsRouter = createTRPCRouter({
  /** The announcements shown now, with whether the signed-in viewer closed each (visitors: no). */
  current: publicProcedure.query(({ ctx }) =>
    activeAnnouncementsFor(ctx.db, ctx.session?.user.id ?? null),
  ),

  /** Server-sent events: "the announcements changed"; the wall's ticker refetches. */
  updates: publicProcedure
    .input(liveUpdatesInput)
    .subscription(({ ctx, input, signal }) => liveUpdates("announcements", input, ctx.ip, signal)),

  /** Closes an info announcement on all of the signed-in person's devices. */
  dismiss: participantProcedure.input(announcementIdInput).mutation(asActor(dismissAnnouncement)),

  /** Staff: the latest announcements with their state. */
  list: moderatorProcedure.query(({ ctx }) => listAnnouncementsForStaff(ctx.db)),

  publish: moderatorProcedure.input(announcementInput).mutation(asActor(publishAnnouncement)),

  update: moderatorProcedure.input(announcementUpdateInput).mutation(asActor(updateAnnouncement)),

  withdraw: moderatorProcedure.input(announcementIdInput).mutation(asActor(withdrawAnnouncement)),
});
