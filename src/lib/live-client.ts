/**
 * The client of the live streams (tRPC subscriptions over server-sent events), loaded only by
 * the screens that have one (the wall, the dashboard) after they are interactive.
 *
 * It speaks tRPC's SSE protocol with the browser's own `EventSource` rather than through
 * `httpSubscriptionLink`: that link lives in `@trpc/client`'s main module, which every page's
 * shared chunk already holds, and the bundler keeps one copy of a module with every export any
 * chunk uses, so even imported here it added about 3 kB gzip to every page (bench/README.md §7).
 * What the link would do is here: `connected` (with the server's reconnect-after-silence), `ping`,
 * tracked events (`id:`), `serialized-error` and `return`; the browser itself reconnects with
 * `Last-Event-ID`, which tRPC hands to the procedure as `lastEventId`.
 */

export type LiveStream = "wall" | "leaderboard" | "announcements";

const PATHS: Record<LiveStream, string> = {
  wall: "care.feedUpdates",
  leaderboard: "dashboard.globalUpdates",
  announcements: "announcements.updates",
};

/** Reconnect after this long without a byte, unless the server's `connected` says otherwise. */
const DEFAULT_SILENCE_MS = 25_000;
/** After a refused or failed connection (not a 200), wait this long, doubling, before retrying. */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export type LiveHandlers = {
  /** Something changed (or may have, after a reconnect): refetch. */
  onEvent(): void;
  /** Connected (true) or not (false): the screen polls while it is not. */
  onLive(live: boolean): void;
  /** The server refused the stream (too many streams, say): the screen polls. */
  onEnd(): void;
};

function silenceOf(data: string): number {
  try {
    const options: unknown = JSON.parse(data);
    if (
      typeof options === "object" &&
      options !== null &&
      "reconnectAfterInactivityMs" in options
    ) {
      const ms = options.reconnectAfterInactivityMs;
      if (typeof ms === "number" && ms > 0) return ms;
    }
  } catch {
    // Not the options we know: keep the default.
  }
  return DEFAULT_SILENCE_MS;
}

/** Opens the stream; returns the function that closes it for good. */
export function openLiveStream(stream: LiveStream, handlers: LiveHandlers): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let silenceMs = DEFAULT_SILENCE_MS;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = RETRY_MIN_MS;
  let closed = false;

  const clearTimers = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    if (retryTimer) clearTimeout(retryTimer);
    silenceTimer = retryTimer = null;
  };
  const drop = () => {
    source?.close();
    source = null;
    clearTimers();
  };
  /** Every byte from the server restarts the silence timer; when it runs out, reconnect. */
  const heard = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    // A quiet stream is reopened at once; the screen keeps counting on it meanwhile.
    silenceTimer = setTimeout(() => reopen(0), silenceMs);
  };
  const reopen = (afterMs: number) => {
    drop();
    if (closed) return;
    retryTimer = setTimeout(open, afterMs);
  };

  function open() {
    retryTimer = null;
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : "";
    const events = new EventSource(`/api/trpc/${PATHS[stream]}${query}`);
    source = events;
    heard();
    events.addEventListener("connected", (event) => {
      silenceMs = silenceOf(event.data);
      retryMs = RETRY_MIN_MS;
      heard();
      handlers.onLive(true);
    });
    events.addEventListener("ping", heard);
    events.addEventListener("message", (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      heard();
      handlers.onEvent();
    });
    // The stream ended on the server's side (its longest duration): reconnect at once.
    events.addEventListener("return", () => reopen(0));
    events.addEventListener("serialized-error", () => {
      drop();
      handlers.onLive(false);
      handlers.onEnd();
    });
    events.addEventListener("error", () => {
      handlers.onLive(false);
      // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: the answer was
      // not a stream (a 503 while the database restarts, say): retry later, waiting longer.
      if (events.readyState === EventSource.CLOSED) {
        reopen(retryMs);
        retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
      }
    });
  }

  open();
  return () => {
    closed = true;
    drop();
  };
}
