import type * as SentryNamespace from "@sentry/nextjs";
import { ERROR_TUNNEL_PATH, type ClientConfig } from "~/lib/client-config";
import { redactUrlsIn } from "~/lib/redact";

/**
 * Sentry in the browser, only when a DSN is configured: nothing is loaded and nothing leaves the
 * machine otherwise. The SDK arrives as a separate chunk after hydration; errors that happen
 * before it is ready wait in a small buffer and are sent once it is.
 */

type SentryModule = typeof SentryNamespace;

/** Errors the app throws on purpose to stop a client-side navigation (see build-check). */
export const NAVIGATION_ABORT_MESSAGE = "Navigation replaced by a full page load";

let sentry: SentryModule | null = null;
let state: "waiting" | "on" | "off" = "waiting";
let userId: string | null = null;
const early: unknown[] = [];
const EARLY_LIMIT = 20;
const listeners = new Set<(on: boolean) => void>();

function remember(error: unknown) {
  if (state === "waiting" && early.length < EARLY_LIMIT) early.push(error);
}

const onError = (event: ErrorEvent) => remember(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => remember(event.reason);

/** Called once, as early as possible on the client. */
export function bufferEarlyErrors(): void {
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
}

function stopBuffering() {
  window.removeEventListener("error", onError);
  window.removeEventListener("unhandledrejection", onRejection);
}

/** Starts Sentry if the config has a DSN; otherwise drops the buffer and stays off. */
export async function startErrorReporting(config: ClientConfig, release: string): Promise<void> {
  if (state !== "waiting") return;
  if (!config.sentryDsn) {
    state = "off";
    early.length = 0;
    stopBuffering();
    listeners.forEach((listener) => listener(false));
    return;
  }
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({
    dsn: config.sentryDsn,
    // Same origin: the server forwards envelopes to the DSN's host (CSP stays 'self').
    tunnel: ERROR_TUNNEL_PATH,
    environment: config.environment,
    release,
    // No cookies, headers, bodies or query strings (tokens travel in some URLs), no user details.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    ignoreErrors: [NAVIGATION_ABORT_MESSAGE],
    beforeSend(event) {
      // The user id only: never an email, a name or an IP address.
      if (event.user) event.user = event.user.id ? { id: event.user.id } : undefined;
      // No emailed token or station code from a URL (page, breadcrumbs, messages).
      redactUrlsIn(event);
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      redactUrlsIn(breadcrumb);
      return breadcrumb;
    },
  });
  sentry = Sentry;
  state = "on";
  stopBuffering();
  if (userId) Sentry.setUser({ id: userId });
  for (const error of early.splice(0)) Sentry.captureException(error);
  listeners.forEach((listener) => listener(true));
}

/** Tags reports with the signed-in user's id (null after sign-out). */
export function setErrorReportingUser(id: string | null): void {
  userId = id;
  sentry?.setUser(id ? { id } : null);
}

/** Reports an error caught by the app itself (an error boundary, say). */
export function reportError(error: unknown, context?: Record<string, string>): void {
  if (state === "waiting") {
    remember(error);
    return;
  }
  sentry?.withScope((scope) => {
    if (context) scope.setTags(context);
    sentry?.captureException(error);
  });
}

/** Whether reports are sent: null while the config is still loading. */
export function errorReportingEnabled(): boolean | null {
  return state === "waiting" ? null : state === "on";
}

export function onErrorReportingReady(listener: (on: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
