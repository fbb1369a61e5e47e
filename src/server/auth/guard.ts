import type { DehydratedState } from "@tanstack/react-query";
import type { GetServerSideProps } from "next";
import type { Role } from "~/generated/prisma/enums";
import type { GuardedPageProps } from "~/lib/session-types";
import { createSsrContext } from "~/server/api/ssr";
import { appendSetCookie, type Context } from "~/server/api/trpc";
import { hasRole } from "~/server/domain/roles";
import { toSessionPayload, type AuthSession } from "./session";

/** The seed's `lastpath` cookie: where sign-in returns to. Plain, path /, readable by the client. */
export const LAST_PATH_COOKIE = "lastpath";

export function lastPathCookie(path: string): string {
  return `${LAST_PATH_COOKIE}=${encodeURIComponent(path)}; Path=/; SameSite=Lax; Max-Age=${60 * 60 * 24 * 30}`;
}

/** Only a path on this site: "/x", never "//evil.example" or "https://…" (no open redirect). */
export function safeLocalPath(value: string | undefined | null): string | null {
  if (!value) return null;
  let path: string;
  try {
    path = decodeURIComponent(value);
  } catch {
    return null;
  }
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
}

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
      appendSetCookie(context.res, lastPathCookie(context.resolvedUrl));
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
