import type { PrismaClient } from "~/generated/prisma/client";
import type { ParticipationStatus, PointSourceType } from "~/generated/prisma/enums";
import { badRequest, conflict, notFound } from "~/server/errors";
import {
  challengeIdOf,
  eventFitsChallenge,
  isReversal,
  ledgerIntentFor,
  nextLedgerRow,
  type AwardEvent,
} from "~/server/domain/award-events";
import { windowRefusal } from "~/shared/challenges";
import { utcDayStart } from "~/shared/points";
import { publishLive } from "./live-updates";
import {
  CATALOGUE_CHALLENGE_FIELDS,
  loadRulesCatalogue,
  progressAfterAward,
  type EarnedAchievement,
  type RulesCatalogue,
  type Tx,
} from "./progress";

export type { AwardEvent } from "~/server/domain/award-events";
export type { EarnedAchievement } from "./progress";

export type AwardResult = {
  /** This call made the user join the challenge. */
  joined: boolean;
  /** The ledger row this call wrote; null when the ledger already said so (a repeat). */
  entry: {
    id: string;
    sourceType: PointSourceType;
    amount: number;
    quantity: number;
    reason: string;
    seq: number;
  } | null;
  /** The participation's status before and after; null when nothing changed or no challenge. */
  participation: { before: ParticipationStatus; after: ParticipationStatus } | null;
  /** Achievements this call earned, for the UI to announce. */
  achievements: EarnedAchievement[];
};

export type AwardOptions = {
  /** The time of the award (default: now). */
  now?: Date;
  /**
   * The challenges, achievement definitions and area facts as a cache holds them (see
   * catalogue.ts), so that the award does not read them again; without it they are read here.
   */
  catalogue?: RulesCatalogue;
  /**
   * The caller created the event's source (its id is the ledger's sourceId) in this very
   * transaction, so the ledger holds no row for it yet and its history need not be read.
   */
  freshSource?: boolean;
};

const NOTHING: Omit<AwardResult, "joined" | "entry"> = { participation: null, achievements: [] };

/** How many care posts of the user hold points awarded today (UTC): the daily allowance. */
async function carePostsWithPointsToday(tx: Tx, userId: string, now: Date): Promise<number> {
  const sources = await tx.pointEntry.groupBy({
    by: ["sourceId"],
    where: { userId, sourceType: "CARE_POST", createdAt: { gte: utcDayStart(now) } },
    _sum: { amount: true },
    having: { amount: { _sum: { gt: 0 } } },
  });
  return sources.length;
}

/**
 * The one way points, participation and achievements change. Areas call it inside their own
 * transaction, with the event their action caused:
 *
 *     await ctx.db.$transaction(async (tx) => {
 *       const scan = await tx.scan.create({ … });
 *       return award(tx, { type: "STATION_SCAN", userId, challengeId, scanId: scan.id, points });
 *     });
 *
 * It checks the challenge (exists, published, `event.at` inside its window, kind fits the event;
 * reversals skip the last three so moderation can always undo), joins the user to it, writes the
 * ledger row the event asks for unless the ledger already holds it, updates the participation's
 * status by the kind's completion rule and awards achievements whose rules are now reached.
 *
 * Idempotent: the same event again writes nothing and returns no achievements. Concurrent calls
 * for one event write one row: the ledger's unique (sourceType, sourceId, seq) key and
 * INSERT … ON CONFLICT DO NOTHING decide, not a read before the write.
 *
 * Refusals are AppErrors: NOT_FOUND (unknown or unpublished challenge), BAD_REQUEST (closed
 * window, event of another kind of challenge), CONFLICT (the source belongs to another user).
 */
export async function award(
  tx: Tx,
  event: AwardEvent,
  options: AwardOptions = {},
): Promise<AwardResult> {
  const now = options.now ?? new Date();
  const reversal = isReversal(event);
  const challengeId = challengeIdOf(event);
  // A handed-in catalogue serves only if it knows the challenge (one created since is read).
  const handed = options.catalogue;
  const cached =
    handed && (!challengeId || handed.challenges.has(challengeId)) ? handed : undefined;
  const challenge = challengeId
    ? (cached?.challenges.get(challengeId) ??
      (await tx.challenge.findUnique({
        where: { id: challengeId },
        select: CATALOGUE_CHALLENGE_FIELDS,
      })))
    : null;

  if (challengeId) {
    if (!challenge || (!challenge.published && !reversal))
      throw notFound("There is no such challenge.");
    if (!eventFitsChallenge(event, challenge.kind))
      throw badRequest("That action does not belong to this challenge.");
    if (!reversal) {
      const refusal = windowRefusal(challenge, event.at ?? now);
      if (refusal) throw badRequest(refusal);
    }
  }

  let joined = false;
  if (challenge && !reversal) {
    const created = await tx.participation.createManyAndReturn({
      data: [{ userId: event.userId, challengeId: challenge.id, joinedAt: now }],
      skipDuplicates: true,
      select: { id: true },
    });
    joined = created.length > 0;
  }

  let entry: AwardResult["entry"] = null;
  const intent = ledgerIntentFor(event, challenge, {
    carePostsWithPointsToday:
      event.type === "CARE_POST" && !reversal
        ? await carePostsWithPointsToday(tx, event.userId, now)
        : 0,
  });
  if (intent) {
    const history = options.freshSource
      ? []
      : await tx.pointEntry.findMany({
          where: { sourceType: intent.sourceType, sourceId: intent.sourceId },
          orderBy: { seq: "asc" },
          select: { seq: true, amount: true, quantity: true, reason: true, userId: true },
        });
    if (history.some((row) => row.userId !== null && row.userId !== event.userId))
      throw conflict("This was credited to someone else.");
    const next = nextLedgerRow(intent, history);
    if (next) {
      const [written] = await tx.pointEntry.createManyAndReturn({
        data: [
          {
            userId: event.userId,
            area: intent.area,
            challengeId,
            sourceType: intent.sourceType,
            sourceId: intent.sourceId,
            createdAt: now,
            ...next,
          },
        ],
        skipDuplicates: true,
        select: {
          id: true,
          sourceType: true,
          amount: true,
          quantity: true,
          reason: true,
          seq: true,
        },
      });
      entry = written ?? null;
    }
  }

  if (!joined && !entry) return { joined, entry, ...NOTHING };
  // The leaderboard's push: gathered for a second, so it goes out after this transaction commits.
  if (entry) publishLive("leaderboard");

  const rules = cached ?? (await loadRulesCatalogue(tx));
  const progress = await progressAfterAward(tx, event.userId, challenge?.id ?? null, rules, now);
  return { joined, entry, ...progress };
}

/** `award` in a transaction of its own, for callers that have none (seeds, scripts, tests). */
export function awardNow(
  db: PrismaClient,
  event: AwardEvent,
  options: AwardOptions = {},
): Promise<AwardResult> {
  return db.$transaction((tx) => award(tx, event, options));
}
