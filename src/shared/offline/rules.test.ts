import { describe, expect, it } from "vitest";
import { isKeptTooLong, KEPT_SCAN_HOURS } from "./rules";

describe("a visitor's kept scan", () => {
  const scannedAt = "2026-07-10T10:00:00.000Z";
  const after = (ms: number) => new Date(Date.parse(scannedAt) + ms);
  const limit = KEPT_SCAN_HOURS * 60 * 60 * 1000;

  it("lives KEPT_SCAN_HOURS (24 hours)", () => {
    expect(KEPT_SCAN_HOURS).toBe(24);
    expect(isKeptTooLong(scannedAt, after(0))).toBe(false);
    expect(isKeptTooLong(scannedAt, after(limit))).toBe(false);
    expect(isKeptTooLong(scannedAt, after(limit + 1))).toBe(true);
  });

  it("counts a time in the future as fresh and an unreadable one as too old", () => {
    expect(isKeptTooLong(scannedAt, after(-limit))).toBe(false);
    expect(isKeptTooLong("not a time", after(0))).toBe(true);
  });
});
