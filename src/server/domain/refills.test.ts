import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeBottleCode } from "~/shared/refills/rules";
import { bottleCodeFrom, DOUBLE_TAP_WINDOW_MS, isLikelyDoubleTap, minutesAgo } from "./refills";

const at = new Date("2026-07-04T12:00:00Z");
const later = (ms: number) => new Date(at.getTime() + ms);

describe("the double-tap window", () => {
  it("refuses a second collection less than 5 minutes after the first", () => {
    expect(isLikelyDoubleTap(at, at)).toBe(true);
    expect(isLikelyDoubleTap(at, later(60_000))).toBe(true);
    expect(isLikelyDoubleTap(at, later(DOUBLE_TAP_WINDOW_MS - 1))).toBe(true);
  });

  it("accepts one at 5 minutes or later, and the first one", () => {
    expect(isLikelyDoubleTap(at, later(DOUBLE_TAP_WINDOW_MS))).toBe(false);
    expect(isLikelyDoubleTap(at, later(3_600_000))).toBe(false);
    expect(isLikelyDoubleTap(null, at)).toBe(false);
  });

  it("does not count a collection dated after now (clock skew) as a double tap", () => {
    expect(isLikelyDoubleTap(later(1000), at)).toBe(false);
  });

  it("says how long ago in whole minutes", () => {
    expect(minutesAgo(at, later(59_000))).toBe(0);
    expect(minutesAgo(at, later(150_000))).toBe(2);
  });
});

describe("bottle codes", () => {
  it("are two groups of four characters without look-alikes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        expect(bottleCodeFrom(bytes)).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      }),
    );
  });

  it("read back however they are typed", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const code = bottleCodeFrom(bytes);
        expect(normalizeBottleCode(code.toLowerCase().replace("-", " "))).toBe(code);
        expect(normalizeBottleCode(` ${code.replace("-", "")} `)).toBe(code);
      }),
    );
  });
});
