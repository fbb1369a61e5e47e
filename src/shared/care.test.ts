import { describe, expect, it } from "vitest";
import { CARE_MESSAGE_MAX, carePostByline, carePostHeading, createCarePostInput } from "./care";

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
});
