/**
 * The page guards before `serverPage` (~/server/api/ssr), kept for the pages not yet on it; the
 * R2 merge removes this file.
 */
import type { DehydratedState } from "@tanstack/react-query";
import type { GetServerSideProps } from "next";
import type { Role } from "~/generated/prisma/enums";
import { env } from "~/env";
import type { GuardedPageProps } from "~/shared/session";
import { createSsrContext } from "~/server/api/ssr";
import { appendSetCookie, type Context } from "~/server/api/trpc";
import { hasRole } from "~/shared/roles";
import { lastPathCookie, sameOriginPath } from "~/shared/lastpath";
import { toSessionPayload, type AuthSession } from "./session";

const secureCookies = process.env.NODE_ENV === "production";

type SsrHelpers = Awaited<ReturnType<typeof createSsrContext>>["helpers"];

/** Prefetches what the page shows, for the first HTML: e.g. `helpers.account.me.prefetch()`. */
type Prefetch = (request: {
  ctx: Context;
  session: AuthSession;
  helpers: SsrHelpers;
}) => Promise<void>;

export type GuardedProps = GuardedPageProps & { trpcState?: DehydratedState };

/**
 * getServerSideProps for a page only `role` may see. A visitor is sent to sign in (and brought
 * back here afterwards through `lastpath`); a signed-in user without the role gets status 403
 * and `forbidden: true`, which the app frame shows as the 403 view.
 */
export function guardPage(role: Role, prefetch?: Prefetch): GetServerSideProps<GuardedProps> {
  return async (context) => {
    const { context: ctx, helpers } = await createSsrContext(context.req, context.res);
    const session = ctx.session;
    if (!session) {
      const path = sameOriginPath(context.resolvedUrl, env.APP_URL);
      if (path) appendSetCookie(context.res, lastPathCookie(path, secureCookies));
      return { redirect: { destination: "/auth/login", permanent: false } };
    }
    if (!hasRole(session.user.role, role)) {
      context.res.statusCode = 403;
      return { props: { session: toSessionPayload(session), forbidden: true } };
    }
    if (prefetch) await prefetch({ ctx, session, helpers });
    return { props: { session: toSessionPayload(session), trpcState: helpers.dehydrate() } };
  };
}

/** getServerSideProps of a public page with no data of its own: the session, for the shell. */
export const publicPage: GetServerSideProps<GuardedProps> = async (context) => {
  const { context: ctx } = await createSsrContext(context.req, context.res);
  return { props: { session: ctx.session ? toSessionPayload(ctx.session) : null } };
};

/** getServerSideProps for the sign-in screens: someone already signed in goes straight on. */
export const visitorPage: GetServerSideProps<GuardedProps> = async (context) => {
  const { context: ctx } = await createSsrContext(context.req, context.res);
  if (ctx.session) return { redirect: { destination: "/authenticated", permanent: false } };
  return { props: { session: null } };
};
