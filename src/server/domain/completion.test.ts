import { describe, expect, it } from "vitest";
import {
  completionProgress,
  completionTarget,
  DEFAULT_GOALS,
  participationStatus,
} from "./completion";

const noStations = { activeStations: 0 };
const twelveStations = { activeStations: 12 };

describe("completionTarget", () => {
  it("bingo and submissions complete with one full card or one approval", () => {
    expect(completionTarget({ kind: "BINGO", goal: null }, noStations)).toBe(1);
    expect(completionTarget({ kind: "SUBMISSION", goal: 7 }, noStations)).toBe(1);
  });

  it("the station hunt needs the configured number, else every active station", () => {
    expect(completionTarget({ kind: "STATION_HUNT", goal: 5 }, twelveStations)).toBe(5);
    expect(completionTarget({ kind: "STATION_HUNT", goal: null }, twelveStations)).toBe(12);
    expect(completionTarget({ kind: "STATION_HUNT", goal: null }, noStations)).toBeNull();
  });

  it("refills and care posts need the configured number, else the defaults", () => {
    expect(completionTarget({ kind: "WATER_BOTTLE", goal: null }, noStations)).toBe(10);
    expect(completionTarget({ kind: "WATER_BOTTLE", goal: 4 }, noStations)).toBe(4);
    expect(completionTarget({ kind: "GRATITUDE", goal: null }, noStations)).toBe(
      DEFAULT_GOALS.GRATITUDE,
    );
    expect(completionTarget({ kind: "JOY_OF_GIVING", goal: 5 }, noStations)).toBe(5);
  });
});

describe("completionProgress counts the kind's own source only", () => {
  it.each([
    ["BINGO", { BINGO_CELL: 9, BINGO_LINE: 8, BINGO_CARD: 1 }, 1],
    ["BINGO", { BINGO_CELL: 8, BINGO_LINE: 2 }, 0],
    ["SUBMISSION", { SUBMISSION: 1 }, 1],
    ["STATION_HUNT", { STATION_SCAN: 4 }, 4],
    ["WATER_BOTTLE", { REFILL: 7 }, 7],
    ["GRATITUDE", { CARE_POST: 2 }, 2],
    ["JOY_OF_GIVING", { CARE_POST: 3, SUBMISSION: 1 }, 3],
  ] as const)("%s with %o counts %i", (kind, counts, expected) => {
    expect(completionProgress({ kind, goal: null }, counts, twelveStations).current).toBe(expected);
  });

  it("never reports a negative count", () => {
    expect(
      completionProgress({ kind: "WATER_BOTTLE", goal: 3 }, { REFILL: -2 }, noStations),
    ).toEqual({ current: 0, target: 3 });
  });
});

describe("participationStatus", () => {
  it("is completed at the target, in progress after any activity, joined before", () => {
    expect(participationStatus({ current: 3, target: 3 }, true)).toBe("COMPLETED");
    expect(participationStatus({ current: 4, target: 3 }, true)).toBe("COMPLETED");
    expect(participationStatus({ current: 2, target: 3 }, true)).toBe("IN_PROGRESS");
    expect(participationStatus({ current: 0, target: 3 }, true)).toBe("IN_PROGRESS");
    expect(participationStatus({ current: 0, target: 3 }, false)).toBe("NOT_STARTED");
  });

  it("cannot complete without a target", () => {
    expect(participationStatus({ current: 40, target: null }, true)).toBe("IN_PROGRESS");
  });
});
