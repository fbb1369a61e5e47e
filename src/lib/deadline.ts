/**
 * A screen left open for hours (the wall, its announcement band, the live dashboard) gives a
 * request up after this: on a crowded network a request can hang without ever failing, and React
 * Query runs one fetch of a query at a time, so a hung one would freeze the screen (and hold its
 * live refetches, `refetchChanged`) until the browser gives up, minutes later.
 */
export const REQUEST_DEADLINE_MS = 15_000;

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

/** What a tRPC query call gets from `fetchedAlone`: the deadline's signal, and no batching. */
export type AloneCallOptions = { signal: AbortSignal; context: { skipBatch: true } };

/**
 * A React Query `queryFn` for a screen left open: the tRPC call goes unbatched (so its signal
 * aborts only it) and is given up after REQUEST_DEADLINE_MS; React Query's own cancel passes on.
 */
export function fetchedAlone<T>(call: (options: AloneCallOptions) => Promise<T>) {
  return ({ signal }: { signal: AbortSignal }) =>
    withDeadline(signal, REQUEST_DEADLINE_MS, (deadline) =>
      call({ signal: deadline, context: { skipBatch: true } }),
    );
}
