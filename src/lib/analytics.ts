import type { CaptureResult, PostHog, PostHogConfig } from "posthog-js";
import { ANALYTICS_RELAY_PATH, type ClientConfig } from "~/lib/client-config";
import { redactUrl, redactUrlsIn } from "~/lib/redact";
import type { SessionUserPayload } from "~/shared/session";

/**
 * PostHog, only when a key is configured, loaded after the page is interactive. Until it has
 * loaded, pageviews and identity changes wait in a small queue, so nothing is lost and nothing
 * of posthog-js weighs on the first load.
 */

type Command =
  | { kind: "pageview"; path: string }
  | { kind: "identify"; user: Pick<SessionUserPayload, "id" | "role"> }
  | { kind: "reset" };

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
  command: Command,
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

let client: PostHog | null = null;
let enabled: boolean | null = null;
const queue: Command[] = [];
const QUEUE_LIMIT = 50;

function dispatch(command: Command) {
  if (enabled === false) return;
  if (client) {
    runCommand(client, command);
    return;
  }
  if (queue.length < QUEUE_LIMIT) queue.push(command);
}

export const analytics = {
  /** The seed's pageview: `$pageview` with `current_url` = the full path, tokens redacted. */
  pageview(path: string) {
    dispatch({ kind: "pageview", path });
  },
  identify(user: Pick<SessionUserPayload, "id" | "role">) {
    dispatch({ kind: "identify", user });
  },
  reset() {
    dispatch({ kind: "reset" });
  },
};

/** Loads and starts PostHog if the config has a key; otherwise turns the queue off for good. */
export async function startAnalytics(config: ClientConfig): Promise<void> {
  if (enabled !== null) return;
  if (!config.posthogKey) {
    enabled = false;
    queue.length = 0;
    return;
  }
  enabled = true;
  const { default: posthog } = await import("posthog-js");
  posthog.init(config.posthogKey, posthogOptions(config));
  client = posthog;
  for (const command of queue.splice(0)) runCommand(posthog, command);
}

/** Runs `task` once the page is loaded and the browser is idle, so it never delays the page. */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => {
    if ("requestIdleCallback" in window)
      window.requestIdleCallback(() => task(), { timeout: 3000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
