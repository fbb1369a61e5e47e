import { describe, expect, it } from "vitest";
import { normalizeBottleCode } from "./rules";

describe("bottle codes", () => {
  it("refuse what cannot be a code", () => {
    expect(normalizeBottleCode("")).toBeNull();
    expect(normalizeBottleCode("ABCD-234")).toBeNull();
    expect(normalizeBottleCode("ABCD-2340")).toBeNull(); // 0 is not in the alphabet
    expect(normalizeBottleCode("=cmd|' /C calc'!A0")).toBeNull();
  });
});
