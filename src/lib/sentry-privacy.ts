import type * as SentryNamespace from "@sentry/nextjs";
import type { Breadcrumb, ErrorEvent } from "@sentry/nextjs";
import { redactUrlsIn } from "~/lib/redact";

/**
 * What a Sentry report may carry, the same in the browser (`~/lib/sentry-client`) and on the
 * server (`~/server/infra/telemetry/sentry`).
 */

type SentryOptions = Parameters<typeof SentryNamespace.init>[0];

/** No cookies, headers, bodies or query strings (tokens travel in some URLs), no user details. */
export const SENTRY_DATA_COLLECTION: SentryOptions["dataCollection"] = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
};

/**
 * An event on its way out: the user id only (never an email, a name or an IP address), and no
 * emailed token or station code from a URL (page, request, transaction, breadcrumbs, messages).
 */
export function privateEvent(event: ErrorEvent): ErrorEvent {
  if (event.user) event.user = event.user.id ? { id: event.user.id } : undefined;
  redactUrlsIn(event);
  return event;
}

/** A breadcrumb on its way out: URLs redacted as in `privateEvent`. */
export function privateBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  redactUrlsIn(breadcrumb);
  return breadcrumb;
}
