import { describe, expect, it } from "vitest";
import { progressPercent } from "./progress";

describe("progressPercent", () => {
  it("is the share of the target done, as a percentage", () => {
    expect(progressPercent({ current: 3, target: 12 })).toBe(25);
    expect(progressPercent({ current: 0, target: 5 })).toBe(0);
  });

  it("stops at 100 when the count passes the target", () => {
    expect(progressPercent({ current: 15, target: 10 })).toBe(100);
  });

  it("is 0 without a target, or with a target of 0", () => {
    expect(progressPercent({ current: 4, target: null })).toBe(0);
    expect(progressPercent({ current: 4, target: 0 })).toBe(0);
  });

  it("never goes below 0", () => {
    expect(progressPercent({ current: -2, target: 10 })).toBe(0);
  });
});
