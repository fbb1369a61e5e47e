import { describe, expect, it } from "vitest";
import {
  eventFitsChallenge,
  ledgerIntentFor,
  nextLedgerRow,
  type AwardEvent,
  type EventChallenge,
  type LedgerIntent,
} from "./award-events";

const bingo: EventChallenge = { kind: "BINGO", area: "FITNESS", title: "Bingo", points: 0 };
const sketch: EventChallenge = { kind: "SUBMISSION", area: "ARTS", title: "Sketch", points: 15 };
const gratitude: EventChallenge = { kind: "GRATITUDE", area: "CARE", title: "Notes", points: 0 };
const refill: EventChallenge = {
  kind: "WATER_BOTTLE",
  area: "SUSTAINABILITY",
  title: "Refill",
  points: 0,
};
const none = { carePostsWithPointsToday: 0 };
const base = { userId: "u1", challengeId: "c1" };

describe("ledgerIntentFor: the default points of DESIGN.md §6.1", () => {
  it.each([
    ["easy", 1, 5, 20],
    ["medium", 2, 10, 40],
    ["hard", 3, 15, 60],
  ] as const)("bingo %s: cell %i, line %i, full card %i", (difficulty, cell, line, card) => {
    expect(
      ledgerIntentFor({ ...base, type: "BINGO_CELL", difficulty, cell: "r1c1" }, bingo, none),
    ).toMatchObject({ amount: cell, sourceId: "c1:u1:r1c1", sourceType: "BINGO_CELL" });
    expect(
      ledgerIntentFor({ ...base, type: "BINGO_LINE", difficulty, line: "row-1" }, bingo, none),
    ).toMatchObject({ amount: line, sourceId: "c1:u1:row-1" });
    expect(ledgerIntentFor({ ...base, type: "BINGO_CARD", difficulty }, bingo, none)).toMatchObject(
      { amount: card, sourceId: "c1:u1" },
    );
  });

  it("a station earns its own points, 10 by default", () => {
    const station = {
      kind: "STATION_HUNT",
      area: "SUSTAINABILITY",
      title: "Hunt",
      points: 0,
    } as const;
    expect(
      ledgerIntentFor({ ...base, type: "STATION_SCAN", scanId: "s1" }, station, none)?.amount,
    ).toBe(10);
    expect(
      ledgerIntentFor({ ...base, type: "STATION_SCAN", scanId: "s1", points: 25 }, station, none)
        ?.amount,
    ).toBe(25);
  });

  it("a refill earns 2 per bottle and counts the bottles", () => {
    expect(
      ledgerIntentFor({ ...base, type: "REFILL", collectionId: "r1", quantity: 3 }, refill, none),
    ).toMatchObject({ amount: 6, quantity: 3, area: "SUSTAINABILITY" });
    expect(() =>
      ledgerIntentFor({ ...base, type: "REFILL", collectionId: "r1", quantity: 21 }, refill, none),
    ).toThrow(RangeError);
    expect(() =>
      ledgerIntentFor({ ...base, type: "REFILL", collectionId: "r1", quantity: 0 }, refill, none),
    ).toThrow(RangeError);
  });

  it("an approved care post earns 3, nothing beyond 10 a day, and still counts", () => {
    const event: AwardEvent = { ...base, type: "CARE_POST", postId: "p1" };
    expect(ledgerIntentFor(event, gratitude, { carePostsWithPointsToday: 9 })).toMatchObject({
      amount: 3,
      quantity: 1,
    });
    expect(ledgerIntentFor(event, gratitude, { carePostsWithPointsToday: 10 })).toMatchObject({
      amount: 0,
      quantity: 1,
    });
  });

  it("an approved submission earns the challenge's points", () => {
    expect(
      ledgerIntentFor({ ...base, type: "SUBMISSION", submissionId: "s9" }, sketch, none),
    ).toMatchObject({ amount: 15, area: "ARTS", reason: "Submission approved: Sketch" });
  });

  it("a certificate counts without points; joining writes nothing", () => {
    expect(
      ledgerIntentFor({ type: "CERTIFICATE", userId: "u1", certificateId: "k" }, null, none),
    ).toMatchObject({ amount: 0, quantity: 1, area: "SUSTAINABILITY" });
    expect(ledgerIntentFor({ ...base, type: "CHALLENGE_JOINED" }, sketch, none)).toBeNull();
  });

  it("marks reversals", () => {
    expect(
      ledgerIntentFor(
        { ...base, type: "SUBMISSION", submissionId: "s9", reverse: true },
        sketch,
        none,
      )?.direction,
    ).toBe("reverse");
  });
});

describe("eventFitsChallenge", () => {
  it("sends each event only to its kind of challenge", () => {
    expect(
      eventFitsChallenge({ ...base, type: "BINGO_CELL", difficulty: "easy", cell: "x" }, "BINGO"),
    ).toBe(true);
    expect(
      eventFitsChallenge(
        { ...base, type: "BINGO_CELL", difficulty: "easy", cell: "x" },
        "SUBMISSION",
      ),
    ).toBe(false);
    expect(eventFitsChallenge({ ...base, type: "CARE_POST", postId: "p" }, "JOY_OF_GIVING")).toBe(
      true,
    );
    expect(eventFitsChallenge({ ...base, type: "CARE_POST", postId: "p" }, "WATER_BOTTLE")).toBe(
      false,
    );
    expect(eventFitsChallenge({ ...base, type: "CHALLENGE_JOINED" }, "STATION_HUNT")).toBe(true);
  });
});

describe("nextLedgerRow: award and reversal alternate per source", () => {
  const intent = (direction: "award" | "reverse"): LedgerIntent => ({
    direction,
    sourceType: "REFILL",
    sourceId: "r1",
    area: "SUSTAINABILITY",
    amount: 6,
    quantity: 3,
    reason: "3 bottles refilled",
  });
  const awarded = { seq: 0, amount: 4, quantity: 2, reason: "2 bottles refilled" };

  it("awards a new source, not an awarded one", () => {
    expect(nextLedgerRow(intent("award"), [])).toEqual({
      seq: 0,
      amount: 6,
      quantity: 3,
      reason: "3 bottles refilled",
    });
    expect(nextLedgerRow(intent("award"), [awarded])).toBeNull();
  });

  it("reverses exactly the last award, once", () => {
    expect(nextLedgerRow(intent("reverse"), [])).toBeNull();
    const reversal = nextLedgerRow(intent("reverse"), [awarded]);
    expect(reversal).toEqual({
      seq: 1,
      amount: -4,
      quantity: -2,
      reason: "Reversed: 2 bottles refilled",
    });
    expect(nextLedgerRow(intent("reverse"), [awarded, { ...awarded, ...reversal }])).toBeNull();
    expect(nextLedgerRow(intent("award"), [awarded, { ...awarded, ...reversal }])?.seq).toBe(2);
  });
});
