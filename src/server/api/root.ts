import { createCallerFactory, createTRPCRouter } from "~/server/api/trpc";
import { accountRouter } from "~/server/api/routers/account";
import { achievementRouter } from "~/server/api/routers/achievement";
import { adminRouter } from "~/server/api/routers/admin";
import { authRouter } from "~/server/api/routers/auth";
import { challengeRouter } from "~/server/api/routers/challenge";
import { dashboardRouter } from "~/server/api/routers/dashboard";
import { faqRouter } from "~/server/api/routers/faq";
import { systemRouter } from "~/server/api/routers/system";

/** Every area's router, one per area (see src/server/api/routers/). */
export const appRouter = createTRPCRouter({
  system: systemRouter,
  auth: authRouter,
  account: accountRouter,
  faq: faqRouter,
  challenge: challengeRouter,
  achievement: achievementRouter,
  dashboard: dashboardRouter,
  admin: adminRouter,
});

/** The only thing the client imports from the server: the API's type. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
