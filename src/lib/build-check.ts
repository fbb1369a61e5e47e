/**
 * The error the app throws on purpose to stop a client-side navigation once the build is stale
 * (the browser loads the page itself instead); error reporting ignores it.
 */
export const NAVIGATION_ABORT_MESSAGE = "Navigation replaced by a full page load";

/** The seed's hourly check for a newer deployment. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export type BuildWatcher = {
  /** True once the server reported a build other than the running one. */
  readonly stale: boolean;
  stop(): void;
};

/**
 * Asks the server for its build id every `intervalMs`; once it differs from `currentBuildId`
 * the watcher turns stale and stops asking (a new deployment does not go away). A failed ask
 * (offline, server restarting) is ignored: the next hour asks again.
 */
export function watchBuild(options: {
  currentBuildId: string;
  fetchBuildId: () => Promise<string>;
  intervalMs?: number;
  onStale?: (serverBuildId: string) => void;
}): BuildWatcher {
  let stale = false;
  let inFlight = false;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = true;
    options
      .fetchBuildId()
      .then((serverBuildId) => {
        if (stale || serverBuildId === options.currentBuildId) return;
        stale = true;
        clearInterval(timer);
        options.onStale?.(serverBuildId);
      })
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  }, options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  return {
    get stale() {
      return stale;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Whether a click on this link should become a full page load instead of a client-side route
 * change: a plain left click on a same-origin link that the browser would follow itself.
 */
export function isPlainInternalLinkClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
  anchor: { href: string; target: string; hasDownload: boolean },
  origin: string,
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  if (anchor.hasDownload || (anchor.target && anchor.target !== "_self")) return false;
  try {
    return new URL(anchor.href, origin).origin === origin;
  } catch {
    return false;
  }
}
