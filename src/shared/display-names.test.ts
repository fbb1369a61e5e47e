import { describe, expect, it } from "vitest";
import {
  displayNameKey,
  displayNameProblem,
  hasVisibleCharacter,
  normalizeDisplayName,
} from "./display-names";

describe("normalizeDisplayName", () => {
  it("composes to NFC", () => {
    const decomposed = "Jose\u0301 Zoe\u0308";
    expect(normalizeDisplayName(decomposed)).toBe("José Zoë");
    expect(normalizeDisplayName(decomposed)).toHaveLength(8);
  });

  it("strips every bidi control", () => {
    const controls = [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
    ];
    for (const control of controls) {
      expect(normalizeDisplayName(`Ro${control}bin`)).toBe("Robin");
    }
    // The "right-to-left override" trick that shows "nimdA" as "Admin".
    expect(normalizeDisplayName("\u202Enimda")).toBe("nimda");
  });

  it("strips zero-width characters and invisible fillers", () => {
    expect(normalizeDisplayName("Ro\u200Bbin\u2060\uFEFF")).toBe("Robin");
    expect(normalizeDisplayName("\u3164Robin\u115F\u1160\uFFA0")).toBe("Robin");
    expect(normalizeDisplayName("Ro\u00ADbin")).toBe("Robin");
  });

  it("keeps joiners only where they join two characters", () => {
    const family = "👨\u200D👩\u200D👧";
    expect(normalizeDisplayName(`Team ${family}`)).toBe(`Team ${family}`);
    // Persian needs the zero-width non-joiner inside a word.
    expect(normalizeDisplayName("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(normalizeDisplayName("\u200DRobin\u200C")).toBe("Robin");
    expect(normalizeDisplayName("Ro\u200D\u200D\u200Dbin")).toBe("Ro\u200Dbin");
    expect(normalizeDisplayName("Robin \u200D Hood")).toBe("Robin Hood");
  });

  it("collapses whitespace of every kind and trims", () => {
    expect(normalizeDisplayName("  Robin \t\n\u00A0\u2003 Hood\u3000")).toBe("Robin Hood");
    expect(normalizeDisplayName("Robin\u0000Hood\u0007")).toBe("RobinHood");
  });

  it("keeps names in every script, emoji and symbols as they are", () => {
    for (const name of ["Zoë Ødegaard", "李小龙", "Ахмед", "नमस्ते", "Ana 🌻", "R2-D2", "★"]) {
      expect(normalizeDisplayName(name)).toBe(name.normalize("NFC"));
    }
  });
});

describe("hasVisibleCharacter and displayNameProblem", () => {
  it.each([
    ["\u200B\u200B", "zero-width spaces"],
    ["\u202E\u202D\u2066", "bidi controls"],
    ["\u3164\u3164", "Hangul fillers"],
    ["\u2800", "a braille blank"],
    ["...", "punctuation only"],
    ["\u0301\u0308", "combining marks only"],
    ["\u200D", "a lone joiner"],
  ])("rejects a name of %j (%s)", (raw) => {
    expect(hasVisibleCharacter(normalizeDisplayName(raw))).toBe(false);
    expect(displayNameProblem(raw)).toMatch(/visible/);
  });

  it("asks for a name when there is nothing at all", () => {
    expect(displayNameProblem("   ")).toBe("Enter your name");
  });

  it("limits the length after normalising", () => {
    expect(displayNameProblem("x".repeat(60))).toBeNull();
    expect(displayNameProblem(`${"x".repeat(60)}\u200B\u200B`)).toBeNull();
    expect(displayNameProblem("x".repeat(61))).toBe("At most 60 characters");
  });

  it("accepts letters, numbers and symbols", () => {
    for (const name of ["A", "7", "🌻", "$", "Ana-María"])
      expect(displayNameProblem(name)).toBeNull();
  });
});

describe("displayNameKey", () => {
  it("is the same for names that only differ in case, invisible characters or spacing", () => {
    const staff = displayNameKey("Mo Moderator");
    for (const copy of [
      "mo moderator",
      "MO  MODERATOR",
      "Mo\u200B Moder\u202Eator",
      " Mo Moderator ",
    ]) {
      expect(displayNameKey(copy)).toBe(staff);
    }
    expect(displayNameKey("Mo Moderator 2")).not.toBe(staff);
  });

  it("folds compatibility forms such as full-width letters", () => {
    expect(displayNameKey("Ｍｏ Ｍｏｄｅｒａｔｏｒ")).toBe(displayNameKey("Mo Moderator"));
  });
});
