import type { Area, ChallengeKind, PointSourceType } from "~/generated/prisma/enums";
import {
  BINGO_POINTS,
  carePostPoints,
  DEFAULT_STATION_POINTS,
  MAX_REFILL_QUANTITY,
  refillPoints,
  type Difficulty,
} from "~/shared/points";

/**
 * What an area tells the points engine (`award(tx, event)` in src/server/services/award.ts).
 * One variant per thing that earns (or, with `reverse: true`, gives back) points; the names match
 * the ledger's source types. An area that adds a kind of action adds a variant here, a source type
 * in the schema and a case in `ledgerIntentFor`; the compiler points at every place to extend.
 *
 * `at` is when the participant acted (a submission's creation, say, when it is approved later);
 * the challenge's window is checked against it. It defaults to now.
 */
type EventBase = { userId: string; challengeId: string; at?: Date };
type Reversible = { reverse?: boolean };

export type AwardEvent =
  /** Joined explicitly (no points). A first action joins too, so areas need not send this. */
  | (EventBase & { type: "CHALLENGE_JOINED" })
  /** A bingo cell marked; `reverse` when unmarked. `cell` identifies the cell on the card. */
  | (EventBase & Reversible & { type: "BINGO_CELL"; difficulty: Difficulty; cell: string })
  /** A completed row, column or diagonal; `reverse` when a cell of it is unmarked. */
  | (EventBase & Reversible & { type: "BINGO_LINE"; difficulty: Difficulty; line: string })
  /** The full card; `reverse` when a cell is unmarked. */
  | (EventBase & Reversible & { type: "BINGO_CARD"; difficulty: Difficulty })
  /** A station scanned for the first time; `points` is the station's (default 10). */
  | (EventBase & Reversible & { type: "STATION_SCAN"; scanId: string; points?: number })
  /** A water-bottle collection of `quantity` bottles; `reverse` when the collection is deleted. */
  | (EventBase & Reversible & { type: "REFILL"; collectionId: string; quantity: number })
  /** A care post approved; `reverse` when it is rejected or unpublished afterwards. */
  | (EventBase & Reversible & { type: "CARE_POST"; postId: string })
  /** A submission approved (the challenge's points); `reverse` when the approval is withdrawn. */
  | (EventBase & Reversible & { type: "SUBMISSION"; submissionId: string })
  /** A sustainability certificate issued (no points, counts for the achievement). */
  | {
      type: "CERTIFICATE";
      userId: string;
      certificateId: string;
      at?: Date;
      reverse?: boolean;
    };

export type AwardEventType = AwardEvent["type"];

/** The challenge an event belongs to, as the engine loads it. */
export type EventChallenge = { kind: ChallengeKind; area: Area; title: string; points: number };

/** Which kind of challenge each event may be sent for. */
const EVENT_KINDS: Record<
  Exclude<AwardEventType, "CERTIFICATE">,
  readonly ChallengeKind[] | null
> = {
  CHALLENGE_JOINED: null,
  BINGO_CELL: ["BINGO"],
  BINGO_LINE: ["BINGO"],
  BINGO_CARD: ["BINGO"],
  STATION_SCAN: ["STATION_HUNT"],
  REFILL: ["WATER_BOTTLE"],
  CARE_POST: ["GRATITUDE", "JOY_OF_GIVING"],
  SUBMISSION: ["SUBMISSION"],
};

export function eventFitsChallenge(event: AwardEvent, kind: ChallengeKind): boolean {
  if (event.type === "CERTIFICATE") return true;
  const kinds = EVENT_KINDS[event.type];
  return kinds === null || kinds.includes(kind);
}

export function isReversal(event: AwardEvent): boolean {
  return event.type !== "CHALLENGE_JOINED" && event.reverse === true;
}

export function challengeIdOf(event: AwardEvent): string | null {
  return event.type === "CERTIFICATE" ? null : event.challengeId;
}

/**
 * The ledger row an event asks for: `sourceType` + `sourceId` name what is awarded (the same
 * thing is awarded at most once until reversed), `amount` and `quantity` are the award's (a
 * reversal takes back exactly what its award gave, whatever these say now).
 */
export type LedgerIntent = {
  direction: "award" | "reverse";
  sourceType: PointSourceType;
  sourceId: string;
  area: Area;
  amount: number;
  quantity: number;
  reason: string;
};

/** What the engine looked up for the event: today's paid care posts of the author. */
export type IntentFacts = { carePostsWithPointsToday: number };

function assertCount(value: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, not ${value}.`);
}

/**
 * The ledger intent of an event, or null when it earns nothing (joining). Source ids include the
 * user where the area's id is only unique per user (a bingo cell "r1c2"), so no two users' awards
 * ever share a source.
 */
export function ledgerIntentFor(
  event: AwardEvent,
  challenge: EventChallenge | null,
  facts: IntentFacts,
): LedgerIntent | null {
  if (event.type === "CHALLENGE_JOINED") return null;
  const direction = event.reverse ? "reverse" : "award";
  if (event.type === "CERTIFICATE") {
    return {
      direction,
      sourceType: "CERTIFICATE",
      sourceId: event.certificateId,
      area: "SUSTAINABILITY",
      amount: 0,
      quantity: 1,
      reason: "Sustainability certificate issued",
    };
  }
  if (!challenge) throw new Error(`A ${event.type} event needs its challenge.`);
  const base = { direction, area: challenge.area } as const;
  const scope = `${event.challengeId}:${event.userId}`;
  switch (event.type) {
    case "BINGO_CELL":
      return {
        ...base,
        sourceType: "BINGO_CELL",
        sourceId: `${scope}:${event.cell}`,
        amount: BINGO_POINTS[event.difficulty].cell,
        quantity: 1,
        reason: `Bingo cell marked (${event.difficulty})`,
      };
    case "BINGO_LINE":
      return {
        ...base,
        sourceType: "BINGO_LINE",
        sourceId: `${scope}:${event.line}`,
        amount: BINGO_POINTS[event.difficulty].line,
        quantity: 1,
        reason: `Bingo line completed (${event.difficulty})`,
      };
    case "BINGO_CARD":
      return {
        ...base,
        sourceType: "BINGO_CARD",
        sourceId: scope,
        amount: BINGO_POINTS[event.difficulty].card,
        quantity: 1,
        reason: `Full bingo card (${event.difficulty})`,
      };
    case "STATION_SCAN": {
      const points = event.points ?? DEFAULT_STATION_POINTS;
      assertCount(points, 0, 1000, "Station points");
      return {
        ...base,
        sourceType: "STATION_SCAN",
        sourceId: event.scanId,
        amount: points,
        quantity: 1,
        reason: "Station scanned",
      };
    }
    case "REFILL":
      assertCount(event.quantity, 1, MAX_REFILL_QUANTITY, "A refill's quantity");
      return {
        ...base,
        sourceType: "REFILL",
        sourceId: event.collectionId,
        amount: refillPoints(event.quantity),
        quantity: event.quantity,
        reason: event.quantity === 1 ? "Bottle refilled" : `${event.quantity} bottles refilled`,
      };
    case "CARE_POST":
      return {
        ...base,
        sourceType: "CARE_POST",
        sourceId: event.postId,
        amount: carePostPoints(facts.carePostsWithPointsToday),
        quantity: 1,
        reason:
          challenge.kind === "GRATITUDE" ? "Gratitude note approved" : "Act of giving approved",
      };
    case "SUBMISSION":
      return {
        ...base,
        sourceType: "SUBMISSION",
        sourceId: event.submissionId,
        amount: challenge.points,
        quantity: 1,
        reason: `Submission approved: ${challenge.title}`,
      };
  }
}

/** The ledger rows already written for one source, oldest first. */
export type SourceRow = { seq: number; amount: number; quantity: number; reason: string };

/**
 * The row to add for an intent given the source's history, or null when the ledger already says
 * what the intent wants (awarded twice, reversed twice): this is what makes awards idempotent.
 * Rows alternate award (even seq) and reversal (odd seq); a reversal negates the last award.
 */
export function nextLedgerRow(
  intent: LedgerIntent,
  history: readonly SourceRow[],
): SourceRow | null {
  const seq = history.length;
  const awarded = seq % 2 === 1;
  if (intent.direction === "award") {
    return awarded
      ? null
      : { seq, amount: intent.amount, quantity: intent.quantity, reason: intent.reason };
  }
  if (!awarded) return null;
  const last = history[seq - 1];
  if (!last) return null;
  return {
    seq,
    amount: -last.amount,
    quantity: -last.quantity,
    reason: `Reversed: ${last.reason}`,
  };
}
