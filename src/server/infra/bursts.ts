import { isAppError, tooManyRequests } from "~/server/errors";
import { burstRefusal, waitParts } from "~/server/domain/waits";
import type { ServerTextKey } from "~/shared/i18n/server-text";
import type { LimitName, RateLimits } from "./rate-limit";

/** The per-user burst limits and what each one counts, as the refusal names it. */
const BURSTS = {
  carePostByUser: "posts",
  careReportByUser: "reports",
  uploadByUser: "uploads",
  bingoTapByUser: "taps",
  stationScanByUser: "scans",
  teamCreateByUser: "new teams",
  teamJoinByUser: "team joins",
  teamCodeByUser: "new join codes",
} as const satisfies Partial<Record<LimitName, string>>;

export type BurstLimit = keyof typeof BURSTS;

/**
 * The refusals by key (README "Languages") of the areas converted so far; the others keep their
 * English words. Each message takes the wait as `unit` ("seconds" | "minutes") and `count`.
 */
const BURST_TEXTS: Partial<Record<BurstLimit, ServerTextKey>> = {
  bingoTapByUser: "bingo.server.tooManyTaps",
};

/**
 * Counts one action of the user against its burst limit. Over the limit: TOO_MANY_REQUESTS that
 * says what came too fast and how long to wait ("Too many posts in a short time: try again in
 * 42 seconds."), with the wait in seconds in the error's `retryAfterSeconds`.
 */
export async function consumeBurst(
  rateLimits: RateLimits,
  limit: BurstLimit,
  userId: string,
): Promise<void> {
  try {
    await rateLimits.consume(limit, userId);
  } catch (error) {
    if (isAppError(error, "TOO_MANY_REQUESTS") && error.retryAfterSeconds !== null) {
      const seconds = error.retryAfterSeconds;
      const key = BURST_TEXTS[limit];
      throw tooManyRequests(
        seconds,
        burstRefusal(BURSTS[limit], seconds),
        key && { key, values: waitParts(seconds) },
      );
    }
    throw error;
  }
}
