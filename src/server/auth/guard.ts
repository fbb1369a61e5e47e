import type { DehydratedState } from "@tanstack/react-query";
import type { GetServerSideProps } from "next";
import type { Role } from "~/generated/prisma/enums";
import { env } from "~/env";
import type { GuardedPageProps } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { appendSetCookie, type Context } from "~/server/api/trpc";
import { hasRole } from "~/shared/roles";
import { LASTPATH_COOKIE, lastPathCookie, returnPathFrom, sameOriginPath } from "~/lib/lastpath";
import {
  claimPendingScan,
  clearPendingScanCookie,
  PENDING_SCAN_COOKIE,
  stationPageWithNotice,
} from "~/server/services/pending-scan";
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

/**
 * getServerSideProps of /authenticated: on to `lastpath` (or /profile), or to sign-in. Every
 * sign-in and registration passes here, so a station scanned before signing in is credited here
 * (its cookie cleared) and the user lands on the station page that says how it went.
 */
export const afterSignIn: GetServerSideProps = async (context) => {
  const { context: ctx } = await createSsrContext(context.req, context.res);
  if (!ctx.session) return { redirect: { destination: "/auth/login", permanent: false } };
  const pending = context.req.cookies[PENDING_SCAN_COOKIE];
  if (pending !== undefined) {
    const notice = await claimPendingScan(ctx.db, ctx.rateLimits, ctx.session.user.id, pending);
    appendSetCookie(context.res, clearPendingScanCookie());
    if (notice)
      return { redirect: { destination: await stationPageWithNotice(notice), permanent: false } };
  }
  const destination = returnPathFrom(context.req.cookies[LASTPATH_COOKIE], env.APP_URL);
  return { redirect: { destination, permanent: false } };
};
