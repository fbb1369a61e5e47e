import { describe, expect, it } from "vitest";
import { recordCollectionSchema } from "./inputs";

describe("a collection's input", () => {
  const valid = { userId: "u1", waterPointId: "w1", quantity: 2 };

  it("takes 1 to 20 whole bottles", () => {
    expect(recordCollectionSchema.parse(valid)).toEqual({ ...valid, note: "", override: false });
    expect(recordCollectionSchema.safeParse({ ...valid, quantity: 20 }).success).toBe(true);
    for (const quantity of [0, 21, 1.5, -1])
      expect(recordCollectionSchema.safeParse({ ...valid, quantity }).success).toBe(false);
  });

  it("bounds the note", () => {
    expect(recordCollectionSchema.safeParse({ ...valid, note: "x".repeat(281) }).success).toBe(
      false,
    );
  });
});
