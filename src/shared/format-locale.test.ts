import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";
import { formatDateTimeIn } from "./format-locale";

// 12:05 UTC on a summer day is 14:05 in Berlin; 23:30 UTC in winter is the next day there.
const summer = new Date("2026-07-04T12:05:09Z");
const lateWinter = new Date("2026-11-24T23:30:00Z");

describe("a moment in the page's language", () => {
  it("is formatDateTime itself in English", () => {
    expect(formatDateTimeIn(summer, "en")).toBe(formatDateTime(summer));
    expect(formatDateTimeIn(summer, "en")).toBe("4 Jul 2026, 14:05");
  });

  it("is the same style in German, in the festival's time zone", () => {
    expect(formatDateTimeIn(summer, "de")).toBe("4. Juli 2026, 14:05");
    expect(formatDateTimeIn(lateWinter, "de")).toBe("25. Nov. 2026, 00:30");
  });
});
