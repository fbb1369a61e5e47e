import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePlainText } from "./plain-text";

describe("normalizePlainText", () => {
  it("unifies line breaks, drops control characters, limits blank lines and trims", () => {
    expect(normalizePlainText("  Hi\r\nthere\r\r\r\rfriend\u0000\u200B  ")).toBe(
      "Hi\nthere\n\nfriend",
    );
    expect(normalizePlainText("\t \n")).toBe("");
  });

  it("is idempotent and never lengthens a text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const once = normalizePlainText(text);
        expect(normalizePlainText(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
