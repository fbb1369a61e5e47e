import { asActor, withInput } from "~/server/api/calls";
import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import {
  careFeed,
  createCarePost,
  myCarePosts,
  reportCarePost,
  wallViewerState,
} from "~/server/services/care";
import { liveUpdates } from "~/server/services/live-updates";
import { cachedWallImpact } from "~/server/services/wall-impact";
import { liveUpdatesInput } from "~/shared/live/inputs";
import {
  careFeedInput,
  createCarePostInput,
  reportCarePostInput,
  wallViewerStateInput,
} from "~/shared/care/inputs";

/**
 * Gratitude notes and acts of giving, and the live wall (DESIGN.md §6.5). Moderation of these
 * posts lives in `moderation.care`.
 */
export const careRouter = createTRPCRouter({
  /** Sends a post for review (5 a minute, 20 a day); the word filter flags, it never refuses. */
  create: participantProcedure
    .input(createCarePostInput)
    .mutation(({ ctx, input }) =>
      createCarePost(ctx.db, ctx.session.user.id, input, ctx.rateLimits),
    ),

  /** My posts with their status and the moderator's reason, and counts per kind and status. */
  myPosts: participantProcedure.query(({ ctx }) => myCarePosts(ctx.db, ctx.session.user.id)),

  /** The wall: approved posts, newest first; authors named only as `publicName` allows. */
  feed: publicProcedure.input(careFeedInput).query(withInput(careFeed)),

  /**
   * The wall's interludes: the festival's figures (as /sustainability-dashboard's) and its top
   * teams, the same for everyone, served from memory for a few seconds.
   */
  wallImpact: publicProcedure.query(({ ctx }) => cachedWallImpact(ctx.db)),

  /** Server-sent events: "the wall changed" (a post approved or taken down); the wall refetches. */
  feedUpdates: publicProcedure
    .input(liveUpdatesInput)
    .subscription(({ ctx, input, signal }) => liveUpdates("wall", input, ctx.ip, signal)),

  /** Which of these wall posts I wrote or have already reported (the wall hides "Report"). */
  wallViewerState: participantProcedure.input(wallViewerStateInput).query(asActor(wallViewerState)),

  /** Reports a post on the wall; one report per person and post, 10 in 10 minutes. */
  report: participantProcedure
    .input(reportCarePostInput)
    .mutation(({ ctx, input }) =>
      reportCarePost(ctx.db, ctx.session.user.id, input, ctx.rateLimits),
    ),
});
