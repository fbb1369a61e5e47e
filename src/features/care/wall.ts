/** The wall's timing rules and helpers, free of React so they are unit-tested on their own. */

/** How many of the latest approved posts the wall keeps and rotates through. */
export const WALL_SIZE = 30;
/**
 * The wall's fallback: while its live stream is down, new approvals and unpublished posts show
 * within this (DESIGN.md asks for ≤ 10 s). With the stream up they show within a second.
 */
export const WALL_POLL_MS = 5_000;
/** With the stream up the wall still polls, this seldom, in case an event was lost on the way. */
export const WALL_LIVE_POLL_MS = 60_000;
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

/** How long each post is featured before the wall moves on to the next. */
export const ROTATE_MS = 9_000;

/** The id after `current` in `ids` (wrapping), or the first when `current` is gone. */
export function nextFeaturedId(ids: readonly string[], current: string | null): string | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  return ids[(index + 1) % ids.length] ?? null;
}

/**
 * How large the featured post's text starts, by its length: a normal post in the largest type,
 * longer ones a step smaller (line breaks count as a line's worth of characters). The wall then
 * scales it to the largest size that fits its card (largestFitting): a little larger for a short
 * post, smaller for one that would not fit.
 */
export type FeaturedTextStep = "short" | "medium" | "long" | "longest";

/** Characters a line break counts for: it ends a line, as a line full of text would. */
const LINE_BREAK_WEIGHT = 25;

export function featuredTextStep(message: string): FeaturedTextStep {
  const breaks = message.match(/\n/g)?.length ?? 0;
  const weight = message.length + breaks * LINE_BREAK_WEIGHT;
  if (weight <= 90) return "short";
  if (weight <= 140) return "medium";
  if (weight <= 200) return "long";
  return "longest";
}

/** The smallest scale the wall shrinks a post's text to (a 280-character post fits well above it). */
export const FIT_MIN_SCALE = 0.3;
/** The largest it grows a short post's text to, so that the featured card is filled. */
export const FIT_MAX_SCALE = 1.3;

/**
 * The largest scale in [min, max] for which `fits` holds, found by halving the interval `steps`
 * times (fits must hold for every scale below one that fits, as text that shrinks does). `max`
 * when everything fits at it; `min` when nothing fits.
 */
export function largestFitting(
  fits: (scale: number) => boolean,
  {
    min = FIT_MIN_SCALE,
    max = FIT_MAX_SCALE,
    steps = 8,
  }: { min?: number; max?: number; steps?: number } = {},
): number {
  if (fits(max)) return max;
  let low = min;
  let high = max;
  for (let step = 0; step < steps; step++) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}
