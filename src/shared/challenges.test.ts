import { describe, expect, it } from "vitest";
import {
  AREA_ORDER,
  kindFitsArea,
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
