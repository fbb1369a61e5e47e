import { useQuery } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { api } from "~/lib/trpc";

/** How many of the latest approved posts the wall keeps and rotates through. */
export const WALL_SIZE = 30;
/** New approvals and unpublished posts show within this (DESIGN.md asks for ≤ 10 s). */
export const WALL_POLL_MS = 5_000;
/** A request that has not answered by then is given up, so a hung connection cannot stall the wall. */
export const WALL_REQUEST_TIMEOUT_MS = 15_000;
/** Retries after a failure wait 1 s, 2 s, 4 s, … up to this. */
export const WALL_MAX_RETRY_DELAY_MS = 15_000;

export const wallFeedInput = { limit: WALL_SIZE };

export function retryDelay(attempt: number): number {
  return Math.min(WALL_MAX_RETRY_DELAY_MS, 1000 * 2 ** attempt);
}

/**
 * Runs `work` with a signal that aborts when `signal` does or after `ms`; the timer and the
 * listener are removed when the work ends, so nothing accumulates over days of polling.
 */
export async function withDeadline<T>(
  signal: AbortSignal,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal.aborted) abort();
  signal.addEventListener("abort", abort, { once: true });
  const timer = setTimeout(abort, ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", abort);
  }
}

/**
 * The wall's data: the latest approved posts, polled. React Query never runs two fetches of one
 * query at once (an interval tick during a slow or retrying request joins it), keeps the last
 * good answer on screen while the network is down, pauses while the browser is offline and
 * resumes by itself when it is back. Every request has a deadline and goes unbatched. The key is
 * tRPC's own, so the page's server-side prefetch fills the first render.
 */
export function useWallFeed() {
  const utils = api.useUtils();
  return useQuery({
    queryKey: getQueryKey(api.care.feed, wallFeedInput, "query"),
    queryFn: ({ signal }) =>
      withDeadline(signal, WALL_REQUEST_TIMEOUT_MS, (deadline) =>
        utils.client.care.feed.query(wallFeedInput, {
          signal: deadline,
          context: { skipBatch: true },
        }),
      ),
    refetchInterval: WALL_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: true,
    retryDelay,
  });
}
