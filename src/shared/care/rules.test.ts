import { describe, expect, it } from "vitest";
import { carePostByline, carePostHeading, carePostHeadingOf } from "./rules";

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

  it("names the heading's parts, for pages that word it in their language", () => {
    expect(carePostHeadingOf({ kind: "GRATITUDE", toName: "Sam" })).toEqual({
      kind: "thankYouTo",
      name: "Sam",
    });
    expect(carePostHeadingOf({ kind: "GRATITUDE", toName: "" })).toEqual({ kind: "thankYou" });
    expect(carePostHeadingOf({ kind: "JOY_OF_GIVING", category: "DONATION" })).toEqual({
      kind: "category",
      category: "DONATION",
    });
    expect(carePostHeadingOf({ kind: "JOY_OF_GIVING", category: null })).toEqual({
      kind: "kindAct",
    });
    expect(carePostHeadingOf({ kind: "JOY_OF_GIVING", category: "OTHER" })).toEqual({
      kind: "kindAct",
    });
  });
});
