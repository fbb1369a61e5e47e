import { describe, expect, it } from "vitest";
import {
  CARE_POSTS_PER_DAY,
  canPostToday,
  isFilterFlagged,
  reportsTakeDown,
  secondsUntilNextDay,
  wordFilterMatches,
} from "./care";

describe("the word filter", () => {
  it("finds flagged words through case, accents, look-alikes and plurals", () => {
    expect(wordFilterMatches("You IDIOT")).toEqual(["idiot"]);
    expect(wordFilterMatches("what a 1d10t")).toEqual(["idiot"]);
    expect(wordFilterMatches("ïdíöt and morons")).toEqual(["idiot", "moron"]);
    expect(wordFilterMatches("$hit happens")).toEqual(["shit"]);
  });

  it("leaves ordinary words alone, also those containing a flagged one", () => {
    expect(wordFilterMatches("Thank you for the lovely soup")).toEqual([]);
    expect(wordFilterMatches("Scrapbook class and a shitake mushroom")).toEqual([]);
    expect(wordFilterMatches("Skills and assessments")).toEqual([]);
  });

  it("flags web addresses, which the wall never makes clickable", () => {
    expect(wordFilterMatches("see https://example.test/x")).toEqual(["link"]);
    expect(wordFilterMatches("visit www.spam.test")).toEqual(["link"]);
    expect(wordFilterMatches("cheap pills at pills.com")).toEqual(["link"]);
  });

  it("looks at the message and the 'to' name", () => {
    expect(isFilterFlagged({ message: "Thanks!", toName: "the idiot at the bar" })).toBe(true);
    expect(isFilterFlagged({ message: "Thanks!", toName: null })).toBe(false);
  });
});

describe("limits", () => {
  it(`allows ${CARE_POSTS_PER_DAY} posts a day`, () => {
    expect(canPostToday(0)).toBe(true);
    expect(canPostToday(CARE_POSTS_PER_DAY - 1)).toBe(true);
    expect(canPostToday(CARE_POSTS_PER_DAY)).toBe(false);
  });

  it("renews the allowance at the next UTC midnight", () => {
    expect(secondsUntilNextDay(new Date("2026-07-01T23:59:00Z"))).toBe(60);
    expect(secondsUntilNextDay(new Date("2026-07-01T00:00:00Z"))).toBe(86_400);
    expect(secondsUntilNextDay(new Date("2026-07-01T23:59:59.900Z"))).toBe(1);
  });

  it("takes a post down at the third report", () => {
    expect([0, 1, 2, 3, 4].map(reportsTakeDown)).toEqual([false, false, false, true, true]);
  });
});
