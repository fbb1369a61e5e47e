import type { ParsedUrlQuery } from "node:querystring";

/**
 * Route parameters of DESIGN.md §5 and what a valid value looks like. A page whose parameter
 * fails shows the seed's "Page Not Found: {fullPath}" with status 404 (see `checkRouteParams`).
 */
export const ROUTE_PARAMS = {
  difficulty: /^(easy|medium|hard)$/,
  /** Prisma's cuid ids. */
  userid: /^c[a-z0-9]{20,32}$/,
  /** A team's id (a cuid) on /teams/{teamId}. */
  teamId: /^c[a-z0-9]{20,32}$/,
  /** A team's join code in an invite link (see `isJoinCode`, ~/shared/teams/rules). */
  code: /^[0-9A-HJKMNP-TV-Z]{10}$/,
  /** A station's id (a cuid) on /admin/qr/{stationId}/display. */
  stationId: /^c[a-z0-9]{20,32}$/,
  /** Emailed tokens: URL-safe base64. */
  token: /^[A-Za-z0-9_-]{16,256}$/,
  /** A certificate's serial as typed or linked (the check itself knows the issued form). */
  serial: /^[A-Za-z0-9-]{1,40}$/,
} as const;

export type RouteParamName = keyof typeof ROUTE_PARAMS;

/**
 * Page props that make _app show an error view (inside the page's layout) instead of the page.
 * `path`: the seed's "Page Not Found: {fullPath}" of a bad route parameter, which the view words
 * in the page's language (`errors.notFound.route`); without it, `message` is shown as it is.
 */
export type RouteError = { statusCode: 404; message: string; path?: string };

export function routeNotFoundMessage(fullPath: string): string {
  return `Page Not Found: ${fullPath}`;
}

/** The parts of getServerSideProps' context it needs. */
type Context = { params?: ParsedUrlQuery; res: { statusCode: number }; resolvedUrl: string };

/**
 * For getServerSideProps of a page with route parameters:
 *
 *   const checked = checkRouteParams(ctx, ["difficulty"]);
 *   if (!checked.ok) return checked.result;
 *   checked.param("difficulty") // "easy", "medium" or "hard"
 */
export function checkRouteParams<K extends RouteParamName>(
  context: Context,
  names: readonly K[],
):
  | { ok: true; param(name: K): string }
  | {
      ok: false;
      message: string;
      path: string;
      result: { props: { routeError: RouteError } };
    } {
  const values = new Map<K, string>();
  for (const name of names) {
    const value = context.params?.[name];
    if (typeof value !== "string" || !ROUTE_PARAMS[name].test(value)) {
      context.res.statusCode = 404;
      const message = routeNotFoundMessage(context.resolvedUrl);
      const path = context.resolvedUrl;
      return {
        ok: false,
        message,
        path,
        result: { props: { routeError: { statusCode: 404, message, path } } },
      };
    }
    values.set(name, value);
  }
  return { ok: true, param: (name) => values.get(name) ?? "" };
}
