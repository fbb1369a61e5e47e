import type { ClientConfig } from "~/lib/client-config";
import type { SessionUserPayload } from "~/shared/session";

/**
 * PostHog, only when a key is configured, loaded after the page is interactive. Until it has
 * loaded, pageviews and identity changes wait in a small queue, so nothing is lost and nothing
 * of posthog-js weighs on the first load (its settings and commands are in
 * `~/lib/posthog-client`, loaded with it).
 */

export type AnalyticsCommand =
  | { kind: "pageview"; path: string }
  | { kind: "identify"; user: Pick<SessionUserPayload, "id" | "role"> }
  | { kind: "reset" };

let run: ((command: AnalyticsCommand) => void) | null = null;
let enabled: boolean | null = null;
const queue: AnalyticsCommand[] = [];
const QUEUE_LIMIT = 50;

function dispatch(command: AnalyticsCommand) {
  if (enabled === false) return;
  if (run) {
    run(command);
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
  const { startPosthog } = await import("~/lib/posthog-client");
  run = await startPosthog(config.posthogKey, config);
  for (const command of queue.splice(0)) run(command);
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
