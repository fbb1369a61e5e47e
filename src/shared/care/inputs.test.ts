import { describe, expect, it } from "vitest";
import { createCarePostInput } from "./inputs";
import { CARE_MESSAGE_MAX } from "./rules";

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
