import { describe, expect, it } from "vitest";
import {
  AREA_ORDER,
  kindFitsArea,
  progressWords,
  SLUG_PATTERN,
  windowError,
  windowRefusal,
  windowState,
} from "./challenges";

const start = new Date("2026-07-10T10:00:00Z");
const end = new Date("2026-07-12T18:00:00Z");

describe("challenge windows", () => {
  it("is open without bounds, and inside them (end exclusive)", () => {
    expect(windowState({ startsAt: null, endsAt: null }, start)).toBe("open");
    expect(windowState({ startsAt: start, endsAt: end }, start)).toBe("open");
    expect(windowState({ startsAt: start, endsAt: end }, new Date(end.getTime() - 1))).toBe("open");
    expect(windowState({ startsAt: start, endsAt: end }, end)).toBe("closed");
    expect(windowState({ startsAt: start, endsAt: null }, new Date(start.getTime() - 1))).toBe(
      "upcoming",
    );
  });

  it("says clearly why an action is refused, in the festival's time zone", () => {
    expect(windowRefusal({ startsAt: start, endsAt: end }, new Date("2026-07-01T00:00:00Z"))).toBe(
      "This challenge has not started yet: it opens on 10 Jul 2026, 12:00.",
    );
    expect(windowRefusal({ startsAt: null, endsAt: end }, new Date("2026-08-01T00:00:00Z"))).toBe(
      "This challenge is closed: it ended on 12 Jul 2026, 20:00.",
    );
    expect(windowRefusal({ startsAt: start, endsAt: end }, start)).toBeNull();
  });

  it("refuses a window that ends before it starts", () => {
    expect(windowError({ startsAt: end, endsAt: start })).toBe("The end must be after the start.");
    expect(windowError({ startsAt: start, endsAt: start })).toBe(
      "The end must be after the start.",
    );
    expect(windowError({ startsAt: start, endsAt: end })).toBeNull();
    expect(windowError({ startsAt: null, endsAt: start })).toBeNull();
  });
});

describe("areas and kinds", () => {
  it("lets each area run its own kinds and submissions", () => {
    expect(kindFitsArea("BINGO", "FITNESS")).toBe(true);
    expect(kindFitsArea("BINGO", "CARE")).toBe(false);
    expect(kindFitsArea("STATION_HUNT", "SUSTAINABILITY")).toBe(true);
    expect(kindFitsArea("GRATITUDE", "ARTS")).toBe(false);
    for (const area of AREA_ORDER) expect(kindFitsArea("SUBMISSION", area)).toBe(true);
  });

  it("accepts lower-case hyphenated slugs only", () => {
    expect(SLUG_PATTERN.test("bingo-easy")).toBe(true);
    expect(SLUG_PATTERN.test("Bingo")).toBe(false);
    expect(SLUG_PATTERN.test("a--b")).toBe(false);
    expect(SLUG_PATTERN.test("-a")).toBe(false);
    expect(SLUG_PATTERN.test("a b")).toBe(false);
  });
});

describe("progress in words", () => {
  it("says what a bingo card or a submission still needs, not 0 of 1", () => {
    expect(progressWords("BINGO", { current: 0, target: 1 })).toBe("Card not full yet");
    expect(progressWords("BINGO", { current: 1, target: 1 })).toBe("Card full");
    expect(progressWords("SUBMISSION", { current: 0, target: 1 })).toBe("Not approved yet");
    expect(progressWords("SUBMISSION", { current: 1, target: 1 })).toBe("Approved");
  });

  it("counts stations, bottles and posts with their noun, never past the target", () => {
    expect(progressWords("STATION_HUNT", { current: 3, target: 8 })).toBe("3 of 8 stations");
    expect(progressWords("WATER_BOTTLE", { current: 12, target: 10 })).toBe("10 of 10 bottles");
    expect(progressWords("GRATITUDE", { current: 1, target: 1 })).toBe("1 of 1 approved note");
    expect(progressWords("JOY_OF_GIVING", { current: 2, target: 3 })).toBe("2 of 3 approved acts");
    expect(progressWords("STATION_HUNT", { current: 2, target: null })).toBe("2 stations so far");
  });
});
