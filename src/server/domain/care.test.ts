import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARE_MESSAGE_MAX,
  CARE_POSTS_PER_DAY,
  canPostToday,
  carePostByline,
  carePostHeading,
  isFilterFlagged,
  normalizeCareText,
  reportsTakeDown,
  secondsUntilNextDay,
  wordFilterMatches,
} from "./care";
import { createCarePostInput, careBulkRejectInput, careReasonSchema } from "./care-input";

describe("normalizeCareText", () => {
  it("unifies line breaks, drops control characters, limits blank lines and trims", () => {
    expect(normalizeCareText("  Hi\r\nthere\r\r\r\rfriend\u0000\u200B  ")).toBe(
      "Hi\nthere\n\nfriend",
    );
    expect(normalizeCareText("\t \n")).toBe("");
  });

  it("is idempotent and never lengthens a text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const once = normalizeCareText(text);
        expect(normalizeCareText(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});

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

describe("how a post appears on the wall", () => {
  it("signs a post with the name the wall shows (see publicName)", () => {
    expect(carePostByline("Ada")).toBe("— Ada");
    expect(carePostByline("Anonymous")).toBe("— Anonymous");
  });

  it("introduces notes by whom they thank and acts by their category", () => {
    expect(carePostHeading({ kind: "GRATITUDE", toName: "Sam" })).toBe("Thank you, Sam");
    expect(carePostHeading({ kind: "GRATITUDE", toName: null })).toBe("Thank you");
    expect(carePostHeading({ kind: "JOY_OF_GIVING", category: "SHARING" })).toBe("Sharing");
    expect(carePostHeading({ kind: "JOY_OF_GIVING", category: "OTHER" })).toBe(
      "An act of kindness",
    );
  });
});

describe("input schemas", () => {
  it("counts the message after normalizing it", () => {
    const padded = `  ${"x".repeat(CARE_MESSAGE_MAX)}  `;
    const parsed = createCarePostInput.safeParse({
      kind: "GRATITUDE",
      message: padded,
      anonymous: false,
    });
    expect(parsed.success && parsed.data.message.length).toBe(CARE_MESSAGE_MAX);
  });

  it("needs a category for an act of giving and refuses one on a note", () => {
    const act = createCarePostInput.safeParse({
      kind: "JOY_OF_GIVING",
      message: "Shared",
      anonymous: false,
    });
    expect(act.success).toBe(false);
    const note = createCarePostInput.safeParse({
      kind: "GRATITUDE",
      category: "SHARING",
      message: "Thanks",
      anonymous: false,
    });
    expect(note.success).toBe(false);
  });

  it("needs a reason to reject and bounds bulk selections", () => {
    expect(careReasonSchema.safeParse(" \n ").success).toBe(false);
    expect(careReasonSchema.safeParse("Off topic").success).toBe(true);
    expect(careBulkRejectInput.safeParse({ postIds: ["a"], reason: "No" }).success).toBe(true);
    expect(
      careBulkRejectInput.safeParse({
        postIds: Array.from({ length: 51 }, (_, i) => `p${i}`),
        reason: "No",
      }).success,
    ).toBe(false);
  });
});
