import type { CaptureResult, PostHog, PostHogConfig } from "posthog-js";
import type { AnalyticsCommand } from "~/lib/analytics";
import { ANALYTICS_RELAY_PATH, type ClientConfig } from "~/lib/client-config";
import { redactUrl, redactUrlsIn } from "~/lib/redact";

/**
 * The PostHog side of `~/lib/analytics`: its settings and what each queued command does. Loaded
 * with posthog-js once analytics starts, so none of it is in a page's first load.
 */

/**
 * Every event on its way out: posthog-js adds URLs of its own (`$current_url`, `$pathname`,
 * `$referrer`, the initial URL, links clicked), so tokens are redacted in all of them.
 */
function redactEvent(event: CaptureResult): CaptureResult {
  redactUrlsIn(event);
  return event;
}

/** The seed's settings: profiles only for identified people, manual pageviews, page leaves. */
export function posthogOptions(config: ClientConfig): Partial<PostHogConfig> {
  return {
    // Same origin: the server forwards to the configured host (CSP stays 'self', and blockers
    // that drop third-party analytics hosts do not break the festival's own numbers).
    api_host: ANALYTICS_RELAY_PATH,
    ui_host: config.posthogHost,
    person_profiles: "identified_only",
    capture_pageview: false,
    capture_pageleave: true,
    // No remote scripts: CSP allows only our own, and the festival needs events, not replays.
    disable_external_dependency_loading: true,
    disable_session_recording: true,
    disable_surveys: true,
    advanced_disable_flags: true,
    // Emailed tokens and station codes in URLs never leave the browser (see ~/lib/redact).
    before_send: redactEvent,
  };
}

/** What each queued command does to the PostHog client. */
export function runCommand(
  posthog: Pick<PostHog, "capture" | "identify" | "reset">,
  command: AnalyticsCommand,
) {
  switch (command.kind) {
    case "pageview":
      posthog.capture("$pageview", { current_url: redactUrl(command.path) });
      return;
    case "identify":
      // Only the opaque id and the role: no name or email leaves the app.
      posthog.identify(command.user.id, { role: command.user.role });
      return;
    case "reset":
      posthog.reset();
      return;
  }
}

/** Loads posthog-js, starts it with the project key, and returns what runs each command. */
export async function startPosthog(
  posthogKey: string,
  config: ClientConfig,
): Promise<(command: AnalyticsCommand) => void> {
  const { default: posthog } = await import("posthog-js");
  posthog.init(posthogKey, posthogOptions(config));
  return (command) => runCommand(posthog, command);
}
