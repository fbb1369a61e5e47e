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
 * The refusals worded by key (README "Languages"), with the wait as values: the limits of the
 * areas already in two languages. The others keep the English words of `burstRefusal`.
 */
const BURST_TEXT_KEYS: Partial<Record<BurstLimit, ServerTextKey>> = {
  carePostByUser: "care.server.tooManyPosts",
  careReportByUser: "care.server.tooManyReports",
  uploadByUser: "arts.server.tooManyUploads",
  bingoTapByUser: "bingo.server.tooManyTaps",
  stationScanByUser: "stations.server.tooManyScans",
  teamCreateByUser: "teams.server.tooManyCreates",
  teamJoinByUser: "teams.server.tooManyJoins",
  teamCodeByUser: "teams.server.tooManyCodes",
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
      const key = BURST_TEXT_KEYS[limit];
      const text = key ? { key, values: waitParts(seconds) } : undefined;
      throw tooManyRequests(seconds, burstRefusal(BURSTS[limit], seconds), text);
    }
    throw error;
  }
}
