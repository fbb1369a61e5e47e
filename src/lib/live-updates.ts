import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveStream } from "./live-client";

/** After a stream ended for good (refused, say), the screen polls this long before trying again. */
export const LIVE_RETRY_MS = 60_000;

/**
 * Keeps a live stream open while the screen is mounted and calls `onEvent` at each event (and
 * at each (re)connection that may have missed one). Answers whether the stream is up now: while
 * it is not (not yet loaded, blocked, reconnecting, refused), the screen keeps polling. The
 * stream's code loads after the screen is interactive, so no page's first load carries it.
 */
export function useLiveUpdates(stream: LiveStream, onEvent: () => void): boolean {
  const [live, setLive] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    let close: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const open = () => {
      retry = null;
      void import("./live-client").then(
        ({ openLiveStream }) => {
          if (stopped) return;
          close = openLiveStream(stream, {
            onEvent: () => handler.current(),
            onLive: setLive,
            onEnd: () => {
              setLive(false);
              close?.();
              close = null;
              if (!stopped) retry = setTimeout(open, LIVE_RETRY_MS);
            },
          });
        },
        () => {
          // The stream's code did not load (offline, a new deployment): poll, try again later.
          if (!stopped) retry = setTimeout(open, LIVE_RETRY_MS);
        },
      );
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      close?.();
      setLive(false);
    };
  }, [stream]);

  return live;
}

/** Resolves once no query under `queryKey` is fetching (at once when none is). */
function fetchesSettled(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  if (queryClient.isFetching({ queryKey }) === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching({ queryKey }) > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Fetches the shown queries under `queryKey` anew because the server said their answer changed.
 * A fetch still under way may have read before the change, so this waits for it to settle and
 * then fetches once more; React Query alone would join a first fetch (one without data yet) and
 * miss the change. Not cancelled: events during one fetch (the leaderboard's, once a second) all
 * join the one fetch after it, so a slow network still gets answers, and a failing fetch keeps
 * its retry's wait instead of being restarted by every event.
 */
export async function refetchChanged(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await fetchesSettled(queryClient, queryKey);
  await queryClient.refetchQueries({ queryKey, type: "active" }, { cancelRefetch: false });
}

/**
 * `useLiveUpdates` for a screen that shows queries: at each event the queries under `queryKey`
 * are fetched anew (`refetchChanged`). `queryKey` is read when an event comes, so a new array at
 * each render is fine. Answers whether the stream is up.
 */
export function useLiveRefetch(stream: LiveStream, queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  useEffect(() => {
    key.current = queryKey;
  });
  const onEvent = useCallback(
    () => void refetchChanged(queryClient, key.current).catch(() => undefined),
    [queryClient],
  );
  return useLiveUpdates(stream, onEvent);
}
