import type * as SentryNamespace from "@sentry/nextjs";
import { env } from "~/env";
import { privateBreadcrumb, privateEvent, SENTRY_DATA_COLLECTION } from "~/lib/sentry-privacy";

/**
 * Sentry on the server, only when SENTRY_DSN is set at start-up: without it the SDK is never even
 * loaded, and no data leaves the machine. Reports carry the user's id, never an email.
 */

type SentryModule = typeof SentryNamespace;
let sentry: Promise<SentryModule | null> | null = null;

function loadSentry(): Promise<SentryModule | null> {
  sentry ??= (async () => {
    const dsn = env.SENTRY_DSN;
    if (!dsn) return null;
    const Sentry = await import("@sentry/nextjs");
    Sentry.init({
      dsn,
      environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
      release: process.env.BUILD_ID,
      dataCollection: SENTRY_DATA_COLLECTION,
      beforeSend(event) {
        // Besides what every report leaves out: the request's cookies, body and credentials.
        if (event.request) {
          delete event.request.cookies;
          delete event.request.data;
          if (event.request.headers) {
            delete event.request.headers.cookie;
            delete event.request.headers.authorization;
          }
        }
        return privateEvent(event);
      },
      beforeBreadcrumb: privateBreadcrumb,
    });
    return Sentry;
  })();
  return sentry;
}

/** Called at start-up (src/instrumentation.ts). */
export async function startServerErrorReporting(): Promise<void> {
  await loadSentry();
}

/** Reports a server-side failure (a tRPC procedure, say) with the caller's user id. */
export async function captureServerError(
  error: unknown,
  context: { userId?: string | null; tags?: Record<string, string> },
): Promise<void> {
  const Sentry = await loadSentry();
  if (!Sentry) return;
  Sentry.withScope((scope) => {
    if (context.userId) scope.setUser({ id: context.userId });
    if (context.tags) scope.setTags(context.tags);
    Sentry.captureException(error);
  });
}

/** Next.js's hook for errors while rendering pages and running API routes. */
export async function captureRequestError(
  ...args: Parameters<SentryModule["captureRequestError"]>
): Promise<void> {
  const Sentry = await loadSentry();
  Sentry?.captureRequestError(...args);
}
