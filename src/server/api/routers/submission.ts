import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import { createSubmission, gallery, mySubmissions } from "~/server/services/submissions";
import { createSubmissionInput, galleryInput } from "~/shared/submissions/inputs";

/** Arts and proof submissions and their images (DESIGN.md §6.3); moderation: `moderation.submission`. */
export const submissionRouter = createTRPCRouter({
  /** Submits a text and/or one image, as multipart form data; one open per challenge. */
  create: participantProcedure.input(createSubmissionInput).mutation(({ ctx, input }) =>
    createSubmission(ctx.db, ctx.session.user.id, input, {
      rateLimits: ctx.rateLimits,
      log: ctx.log,
      locale: ctx.locale,
    }),
  ),

  /** My submissions, newest first, with status and the moderator's reason. */
  mine: participantProcedure.query(({ ctx }) =>
    mySubmissions(ctx.db, ctx.session.user.id, ctx.locale),
  ),

  /** Approved works, newest approval first; authors named only with a public profile. */
  gallery: publicProcedure
    .input(galleryInput)
    .query(({ ctx, input }) => gallery(ctx.db, input, ctx.locale)),
});
