import { asActor, withInput } from "~/server/api/calls";
import { createTRPCRouter, moderatorProcedure } from "~/server/api/trpc";
import { personOverview, searchPeople, sendSignInLink } from "~/server/services/help-desk";
import { personInput, personSearchInput } from "~/shared/help-desk";

/**
 * The in-person help desk, /participation/person (DESIGN.md §5). What waits for a decision is
 * decided through `moderation.care.decide` and `moderation.submission.decide`.
 */
export const personDeskRouter = createTRPCRouter({
  /** People whose name or email contains the query, a page at a time. */
  search: moderatorProcedure.input(personSearchInput).query(withInput(searchPeople)),

  /** One person's participation across all areas: points, challenges, achievements, what waits. */
  overview: moderatorProcedure.input(personInput).query(asActor(personOverview)),

  /** Mails the person a one-time sign-in link; limited per address and audited. */
  sendSignInLink: moderatorProcedure.input(personInput).mutation(({ ctx, input }) =>
    sendSignInLink(ctx.db, ctx.session.user.id, input, {
      rateLimits: ctx.rateLimits,
      mailer: ctx.mailer,
      appUrl: ctx.appUrl,
      locale: ctx.locale,
    }),
  ),
});
