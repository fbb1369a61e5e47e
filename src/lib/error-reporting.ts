import type { ClientConfig } from "~/lib/client-config";
import type { SentryModule } from "~/lib/sentry-client";

/**
 * Sentry in the browser, only when a DSN is configured: nothing is loaded and nothing leaves the
 * machine otherwise. The SDK and its settings (`~/lib/sentry-client`) arrive as a separate chunk
 * after hydration; errors that happen before it is ready wait in a small buffer and are sent once
 * it is.
 */

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
  const { startSentry } = await import("~/lib/sentry-client");
  const Sentry = await startSentry(config.sentryDsn, config, release);
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
