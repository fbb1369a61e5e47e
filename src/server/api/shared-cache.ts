import type { TRPCError } from "@trpc/server";
import { localeSettings } from "~/server/i18n/locale";
import type { Context } from "./trpc";

/**
 * Public queries whose answer is the same for everyone, and how many seconds a shared cache (a CDN
 * or reverse proxy in front of the app) may keep it. On festival day thousands of phones poll the
 * dashboards and the wall; a few seconds of sharing turns most of those into cache hits. Browsers
 * keep nothing (`max-age=0`), so a person's own page is never staler than before.
 */
export const SHARED_CACHE_SECONDS: Readonly<Record<string, number>> = {
  "dashboard.global": 10,
  "sustainability.impact.public": 10,
  "care.feed": 5,
  "care.wallImpact": 10,
  "submission.gallery": 15,
  "challenge.list": 30,
  "challenge.bySlug": 30,
  "faq.list": 60,
};

/**
 * The Cache-Control of a tRPC response: public only for a visitor's successful batch of
 * shareable queries that sets no cookie (a signed-in one may get a refreshed session cookie).
 */
export function sharedCacheControl(response: {
  ctx?: Pick<Context, "session" | "setsCookies">;
  paths: readonly string[] | undefined;
  type: string;
  errors: readonly TRPCError[];
}): string | null {
  const { ctx, paths, type, errors } = response;
  if (type !== "query" || errors.length > 0 || !ctx || ctx.session) return null;
  if (ctx.setsCookies() || !paths?.length) return null;
  const seconds = paths.map((path) => SHARED_CACHE_SECONDS[path]);
  if (seconds.some((value) => value === undefined)) return null;
  const shortest = Math.min(...seconds.filter((value) => value !== undefined));
  // No stale-while-revalidate: browsers honour it too, and the wall would show posts late.
  return `public, max-age=0, s-maxage=${shortest}`;
}

/**
 * What a shared answer depends on besides its URL: with more than one language offered, the
 * festival's content comes in the request's language (README "Languages"), which the `locale`
 * cookie or `Accept-Language` decide, so a shared cache must keep one copy per language asked.
 */
export function sharedCacheVary(): string | null {
  return localeSettings().offered.length > 1 ? "Accept-Language, Cookie" : null;
}

/** tRPC's `responseMeta` for the HTTP handler. */
export function sharedCacheMeta(response: Parameters<typeof sharedCacheControl>[0]) {
  const cacheControl = sharedCacheControl(response);
  if (!cacheControl) return {};
  const vary = sharedCacheVary();
  return { headers: { "Cache-Control": cacheControl, ...(vary ? { Vary: vary } : {}) } };
}
