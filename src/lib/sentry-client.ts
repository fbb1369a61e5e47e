import type * as SentryNamespace from "@sentry/nextjs";
import { NAVIGATION_ABORT_MESSAGE } from "~/lib/build-check";
import { ERROR_TUNNEL_PATH, type ClientConfig } from "~/lib/client-config";
import { privateBreadcrumb, privateEvent, SENTRY_DATA_COLLECTION } from "~/lib/sentry-privacy";

/**
 * The Sentry side of `~/lib/error-reporting`: loads the SDK and starts it with the app's privacy
 * settings. Loaded only when a DSN is configured, after hydration.
 */

export type SentryModule = typeof SentryNamespace;

export async function startSentry(
  dsn: string,
  config: ClientConfig,
  release: string,
): Promise<SentryModule> {
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({
    dsn,
    // Same origin: the server forwards envelopes to the DSN's host (CSP stays 'self').
    tunnel: ERROR_TUNNEL_PATH,
    environment: config.environment,
    release,
    dataCollection: SENTRY_DATA_COLLECTION,
    ignoreErrors: [NAVIGATION_ABORT_MESSAGE],
    beforeSend: privateEvent,
    beforeBreadcrumb: privateBreadcrumb,
  });
  return Sentry;
}
