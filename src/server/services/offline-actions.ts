import type { PrismaClient } from "~/generated/prisma/client";
import { judgedAt, OFFLINE_GRACE_MS } from "~/server/domain/offline-actions";
import { screenCodeCaptureMoment } from "~/server/domain/screen-codes";
import { isAppError } from "~/server/errors";
import type { RateLimits } from "~/server/infra/rate-limit";
import { serverWords, wordServerText } from "~/server/i18n/server-words";
import { formatDateTime } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import { offlineOutcome, type ReplayInput } from "~/shared/offline/inputs";
import type { OfflineActionBody, OfflineOutcome } from "~/shared/offline/rules";
import { toggleBingoCell } from "./bingo";
import { createCarePost } from "./care";
import { scanStation } from "./stations";

/**
 * Queued actions a phone sends when it has signal again (README "Offline"). The device's key
 * names each action: the first time it arrives it is done through the same use case as online
 * (rate limit, rules, ledger), judged at the moment it was recorded within the grace, and its
 * outcome is stored under (user, key); a repeat of the key answers that outcome and does nothing.
 * Both kinds are safe to run twice anyway (a bingo action asks for a state, a station credits
 * once per person), so two copies racing each other cannot add points either; the stored row
 * decides which outcome both get.
 *
 * A refusal by the rules (closed window, unknown station, …) is an outcome like any other, and so
 * is a wait of more than ten minutes (a day's care posts used up). A short wait (too many taps)
 * or an outage is thrown: nothing is stored and the device tries again.
 *
 * The outcome's sentence is worded in the language of the request that sent the action (`locale`,
 * README "Languages"): the phone shows it in its list on whatever page is open. A station is named
 * in the same language.
 */
export async function replayOfflineAction(
  db: PrismaClient,
  userId: string,
  input: ReplayInput,
  rateLimits: RateLimits,
  locale: Locale,
  now: Date = new Date(),
): Promise<OfflineOutcome> {
  const stored = await storedOutcome(db, userId, input.key);
  if (stored) return stored;
  const outcome = await perform(db, userId, input.action, rateLimits, locale, {
    at: judgedAt(input.recordedAt, now),
    codeSeenAt: screenCodeCaptureMoment(input.recordedAt, now, OFFLINE_GRACE_MS),
  });
  await db.offlineAction.createMany({
    data: [
      {
        userId,
        key: input.key,
        kind: input.action.kind,
        recordedAt: input.recordedAt,
        outcome,
      },
    ],
    skipDuplicates: true,
  });
  return (await storedOutcome(db, userId, input.key)) ?? outcome;
}

async function storedOutcome(
  db: PrismaClient,
  userId: string,
  key: string,
): Promise<OfflineOutcome | null> {
  const row = await db.offlineAction.findUnique({
    where: { userId_key: { userId, key } },
    select: { outcome: true },
  });
  return row ? parseOutcome(row.outcome) : null;
}

function parseOutcome(value: unknown): OfflineOutcome | null {
  const parsed = offlineOutcome.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const REFUSALS = ["BAD_REQUEST", "NOT_FOUND", "FORBIDDEN", "CONFLICT"] as const;
/** Longer waits than this are answered as refusals (see `perform`). */
const LONG_WAIT_SECONDS = 10 * 60;

async function perform(
  db: PrismaClient,
  userId: string,
  action: OfflineActionBody,
  rateLimits: RateLimits,
  locale: Locale,
  moments: {
    /** When the action's challenge window is judged (`judgedAt`). */
    at: Date;
    /** When a scanned screen code is judged: the capture time, null beyond the grace. */
    codeSeenAt: Date | null;
  },
): Promise<OfflineOutcome> {
  const { at } = moments;
  const t = serverWords(locale);
  /** A refusal's reason: by its key in `locale` when it has one, else the server's words. */
  const refused = (error: Error): OfflineOutcome => {
    const reason =
      isAppError(error) && error.text ? wordServerText(error.text, locale) : error.message;
    return { status: "refused", message: t("offline.outcomes.refused", { reason }), points: 0 };
  };
  try {
    if (action.kind === "scan") {
      const result = await scanStation(
        db,
        userId,
        { token: action.token },
        rateLimits,
        locale,
        at,
        moments.codeSeenAt,
      );
      if (result.status === "already")
        return {
          status: "already",
          message: t("offline.outcomes.scanAlready", {
            label: result.station.label,
            at: formatDateTime(result.scannedAt, locale),
          }),
          points: 0,
        };
      return {
        status: "credited",
        message: t("offline.outcomes.scanCredited", {
          label: result.station.label,
          points: result.points,
        }),
        points: result.points,
      };
    }
    if (action.kind === "care") {
      await createCarePost(db, userId, action.post, rateLimits, at);
      return { status: "done", message: t("offline.outcomes.sentForReview"), points: 0 };
    }
    const result = await toggleBingoCell(db, userId, action, rateLimits, locale, at);
    const change = result.pointsChange;
    if (!result.changed)
      return {
        status: "already",
        message: action.marked
          ? t("offline.outcomes.cellAlreadyMarked")
          : t("offline.outcomes.cellAlreadyUnmarked"),
        points: 0,
      };
    if (change > 0)
      return {
        status: "credited",
        message: t("offline.outcomes.credited", { points: change }),
        points: change,
      };
    return {
      status: "done",
      message: action.marked
        ? t("offline.outcomes.cellMarked")
        : change < 0
          ? t("offline.outcomes.cellUnmarkedPoints", { points: change })
          : t("offline.outcomes.cellUnmarked"),
      points: change,
    };
  } catch (error) {
    if (REFUSALS.some((code) => isAppError(error, code)) && error instanceof Error)
      return refused(error);
    // A wait of minutes (a day's posts used up) is a refusal: the actions after it must not wait.
    if (
      isAppError(error, "TOO_MANY_REQUESTS") &&
      (error.retryAfterSeconds ?? 0) > LONG_WAIT_SECONDS
    )
      return refused(error);
    throw error;
  }
}
