import { createCallerFactory, createTRPCRouter } from "~/server/api/trpc";
import { accountRouter } from "~/server/api/routers/account";
import { achievementRouter } from "~/server/api/routers/achievement";
import { announcementsRouter } from "~/server/api/routers/announcements";
import { adminRouter } from "~/server/api/routers/admin";
import { authRouter } from "~/server/api/routers/auth";
import { bingoRouter } from "~/server/api/routers/bingo";
import { careRouter } from "~/server/api/routers/care";
import { challengeRouter } from "~/server/api/routers/challenge";
import { dashboardRouter } from "~/server/api/routers/dashboard";
import { faqRouter } from "~/server/api/routers/faq";
import { inboxRouter } from "~/server/api/routers/inbox";
import { moderationRouter } from "~/server/api/routers/moderation";
import { offlineRouter } from "~/server/api/routers/offline";
import { peopleRouter } from "~/server/api/routers/people";
import { submissionRouter } from "~/server/api/routers/submission";
import { sustainabilityRouter } from "~/server/api/routers/sustainability";
import { systemRouter } from "~/server/api/routers/system";
import { teamsRouter } from "~/server/api/routers/teams";
import { translationsRouter } from "~/server/api/routers/translations";

/** Every area's router, one per area (see src/server/api/routers/). */
export const appRouter = createTRPCRouter({
  system: systemRouter,
  auth: authRouter,
  account: accountRouter,
  faq: faqRouter,
  challenge: challengeRouter,
  bingo: bingoRouter,
  submission: submissionRouter,
  care: careRouter,
  sustainability: sustainabilityRouter,
  teams: teamsRouter,
  achievement: achievementRouter,
  dashboard: dashboardRouter,
  people: peopleRouter,
  inbox: inboxRouter,
  moderation: moderationRouter,
  offline: offlineRouter,
  admin: adminRouter,
  announcements: announcementsRouter,
  translations: translationsRouter,
});

/** The only thing the client imports from the server: the API's type. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
