import { TRPCError } from "@trpc/server";
import { burstRefusal } from "~/server/domain/waits";
import { AppError } from "~/server/errors";
import { RateLimitedError, type LimitName, type RateLimits } from "./rate-limit";

/** The per-user burst limits and what each one counts, as the refusal names it. */
const BURSTS = {
  carePostByUser: "posts",
  careReportByUser: "reports",
  uploadByUser: "uploads",
  bingoTapByUser: "taps",
  stationScanByUser: "scans",
} as const satisfies Partial<Record<LimitName, string>>;

export type BurstLimit = keyof typeof BURSTS;

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
    if (error instanceof TRPCError && error.cause instanceof RateLimitedError)
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: burstRefusal(BURSTS[limit], error.cause.retryAfterSeconds),
        cause: error.cause,
      });
    throw error;
  }
}

/**
 * The same count for services: over the limit, the same refusal as an `AppError`. (Once the
 * limits themselves throw `AppError`, `consumeBurst` does this and this twin goes.)
 */
export async function spendBurst(
  rateLimits: RateLimits,
  limit: BurstLimit,
  userId: string,
): Promise<void> {
  try {
    await consumeBurst(rateLimits, limit, userId);
  } catch (error) {
    if (error instanceof TRPCError && error.cause instanceof RateLimitedError)
      throw new AppError("TOO_MANY_REQUESTS", error.message, {
        retryAfterSeconds: error.cause.retryAfterSeconds,
      });
    throw error;
  }
}
