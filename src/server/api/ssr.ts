import type { IncomingMessage, ServerResponse } from "node:http";
import type { DehydratedState } from "@tanstack/react-query";
import { createServerSideHelpers } from "@trpc/react-query/server";
import { TRPCError } from "@trpc/server";
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import superjson from "superjson";
import type { Role } from "~/generated/prisma/enums";
import { lastPathCookie } from "~/shared/lastpath";
import { checkRouteParams, type RouteError, type RouteParamName } from "~/shared/route-params";
import type { GuardedPageProps } from "~/shared/session";
import { appRouter } from "~/server/api/root";
import { appendSetCookie, createRequestContext, type Context } from "~/server/api/trpc";
import { toSessionPayload, type AuthSession } from "~/server/auth/session";
import { peekToken, type MailedLink } from "~/server/auth/tokens";
import { isAppError } from "~/server/errors";
import { localeSettings } from "~/server/i18n/locale";
import { pageMessages } from "~/server/i18n/messages";
import { wordServerText } from "~/server/i18n/server-words";
import { SHARED_NAMESPACES, type Namespace, type PageIntl } from "~/shared/i18n/messages";
import type { Locale } from "~/shared/i18n/locales";
import type { ServerText } from "~/shared/i18n/server-text";
import { countTokenUse } from "~/server/services/auth";
import { hasRole } from "~/shared/roles";

function helpersFor(context: Context) {
  return createServerSideHelpers({ router: appRouter, ctx: context, transformer: superjson });
}

export type SsrHelpers = ReturnType<typeof helpersFor>;

/**
 * For getServerSideProps: the request's context (session, database, …) and helpers that call
 * procedures in-process and hand their results to the page as `trpcState`, so the first HTML is
 * complete. Pass the response too so that a session whose expiry slides gets its cookie renewed.
 */
export async function createSsrContext(request: IncomingMessage, response?: ServerResponse) {
  const context = await createRequestContext(request, response);
  return { context, helpers: helpersFor(context) };
}

const secureCookies = process.env.NODE_ENV === "production";

/** What a page's `load` gets: the call's context, the helpers to prefetch with, its route. */
export type PageRequest<S extends AuthSession | null> = {
  ctx: Context;
  session: S;
  helpers: SsrHelpers;
  /** A checked route parameter (see `params`). */
  param(name: RouteParamName): string;
  page: GetServerSidePropsContext;
};

/** What `load` may answer: more props, a 404 inside the layout, or a redirect (a same-site path). */
export type PageLoad<P> =
  void | { props: P } | { notFound: string; path?: string } | { redirect: string; props?: never };

/** The props every server-rendered page gets. */
export type ServerPageProps = GuardedPageProps &
  PageIntl & {
    trpcState?: DehydratedState;
    routeError?: RouteError;
  };

type Options<S extends AuthSession | null, P> = {
  /** Route parameters to check first: a bad value is the seed's 404 "Page Not Found: {path}". */
  params?: readonly RouteParamName[];
  /** Prefetch what the page shows (into `trpcState`) and add props. */
  load?: (request: PageRequest<S>) => Promise<PageLoad<P>>;
  /**
   * The message namespaces the page's screen uses (README "Languages"): only these, and the
   * shared ones the shell needs, are sent with the page, compiled, in the request's language.
   */
  messages?: readonly Namespace[];
};

/** Only signed-in people with `role`: `load` gets their session. */
type GuardedPage<P> = Options<AuthSession, P> & { role: Role; visitorsOnly?: undefined };
/** Anyone; with `visitorsOnly`, someone signed in goes on to /authenticated (sign-in screens). */
type OpenPage<P> = Options<AuthSession | null, P> & { role?: undefined; visitorsOnly?: boolean };

type Result<P> = Awaited<ReturnType<GetServerSideProps<ServerPageProps & Partial<P>>>>;

/**
 * getServerSideProps of every page, in one shape: the session for the shell, checked route
 * parameters, the guard, and the page's own prefetching.
 *
 *   export const getServerSideProps = serverPage({ load: ({ helpers }) => helpers.faq.list.prefetch() });
 *   export const getServerSideProps = serverPage({ role: "ADMIN", load: … });
 *   export const getServerSideProps = serverPage({ visitorsOnly: true }); // sign-in screens
 *
 * With `role`, a visitor is sent to sign in (and brought back through `lastpath`); a signed-in
 * user without the role gets status 403 and `forbidden: true`, which the frame shows as the 403
 * view.
 */
export function serverPage<P extends object = Record<never, never>>(
  options: GuardedPage<P>,
): GetServerSideProps<ServerPageProps & Partial<P>>;
export function serverPage<P extends object = Record<never, never>>(
  options?: OpenPage<P>,
): GetServerSideProps<ServerPageProps & Partial<P>>;
// Two signatures, so that `load`'s request is typed from whether `role` is given.
export function serverPage<P extends object = Record<never, never>>(
  options: GuardedPage<P> | OpenPage<P> = {},
): GetServerSideProps<ServerPageProps & Partial<P>> {
  return async (page) => {
    const { context: ctx, helpers } = await createSsrContext(page.req, page.res);
    const session = ctx.session;
    // The request's language, worked out once with the context (`createRequestContext`).
    const locale = ctx.locale;
    const intl: PageIntl = {
      locale,
      messages: pageMessages(locale, [...SHARED_NAMESPACES, ...(options.messages ?? [])]),
      locales: localeSettings().offered,
    };
    const checked = checkRouteParams(page, options.params ?? []);
    if (!checked.ok)
      return answer(page, session, helpers, intl, {
        notFound: checked.message,
        path: checked.path,
      });
    const request = { ctx, helpers, param: checked.param, page };
    if (options.role !== undefined) {
      if (!session) {
        appendSetCookie(page.res, lastPathCookie(page.resolvedUrl, secureCookies));
        return { redirect: { destination: "/auth/login", permanent: false } };
      }
      if (!hasRole(session.user.role, options.role)) {
        page.res.statusCode = 403;
        const none: Partial<P> = {};
        const props = { ...none, ...intl, session: toSessionPayload(session), forbidden: true };
        return { props };
      }
      return answer(page, session, helpers, intl, await options.load?.({ ...request, session }));
    }
    if (options.visitorsOnly && session) {
      return { redirect: { destination: "/authenticated", permanent: false } };
    }
    return answer(page, session, helpers, intl, await options.load?.({ ...request, session }));
  };
}

function answer<P>(
  page: GetServerSidePropsContext,
  session: AuthSession | null,
  helpers: SsrHelpers,
  intl: PageIntl,
  loaded: PageLoad<P>,
): Result<P> {
  if (loaded && "redirect" in loaded) {
    return { redirect: { destination: loaded.redirect, permanent: false } };
  }
  const extra: Partial<P> = loaded && "props" in loaded ? loaded.props : {};
  const base = { ...extra, ...intl, session: session ? toSessionPayload(session) : null };
  if (loaded && "notFound" in loaded) {
    page.res.statusCode = 404;
    const routeError: RouteError = { statusCode: 404, message: loaded.notFound };
    if (loaded.path !== undefined) routeError.path = loaded.path;
    return { props: { ...base, routeError } };
  }
  return { props: { ...base, trpcState: helpers.dehydrate() } };
}

/**
 * For a `load` whose page shows one thing that may not exist: runs its fetch (which also puts the
 * answer into `trpcState`) and returns the NOT_FOUND message, or null when it was found. A refusal
 * with a message key is worded in `locale`, the page's language (README "Languages"); other
 * failures are thrown.
 *
 *   const missing = await notFoundOf(helpers.teams.byId.fetch({ teamId }), ctx.locale);
 *   if (missing) return { notFound: missing };
 */
export async function notFoundOf(
  fetching: Promise<unknown>,
  locale: Locale,
): Promise<string | null> {
  try {
    await fetching;
    return null;
  } catch (error) {
    if (!(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
    const text = isAppError(error.cause) ? error.cause.text : undefined;
    return text ? wordServerText(text, locale) : error.message;
  }
}

/**
 * What the pages a mailed link opens get: the link's token (checked, `ROUTE_PARAMS.token`) and,
 * when the link can no longer be used (unknown, used or expired), the words that say so.
 */
export type TokenPageProps = {
  token: string;
  refused: string | null;
  /** The same words by message key, where the link's pages are converted (README "Languages"). */
  refusedText?: ServerText | null;
};

/**
 * getServerSideProps of the pages a mailed link opens (/authenticated/{token}, …): looks the
 * token up by its hash without using it up, so the page says at once that a link is spent.
 */
export function tokenPage(link: MailedLink, messages: readonly Namespace[] = []) {
  return serverPage<TokenPageProps>({
    params: ["token"],
    messages,
    load: async ({ ctx, param, page }) => {
      const token = param("token");
      // Opening a link counts against the address like using one (`tokenUseByIp`): the page
      // must not become a way to try tokens without limit.
      try {
        await countTokenUse(ctx);
      } catch (error) {
        if (!isAppError(error, "TOO_MANY_REQUESTS")) throw error;
        page.res.statusCode = 429;
        page.res.setHeader("Retry-After", String(error.retryAfterSeconds ?? 60));
        return { props: { token, refused: error.message, refusedText: error.text } };
      }
      const check = await peekToken(ctx.db, token, link.kinds);
      if (check.ok) return { props: { token, refused: null, refusedText: null } };
      const refusedText = link.refusalText?.(check.reason) ?? null;
      return { props: { token, refused: link.refusal(check.reason), refusedText } };
    },
  });
}
