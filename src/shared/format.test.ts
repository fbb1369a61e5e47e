import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatHour,
  formatLongDate,
  formatNumber,
  formatPoints,
  formatStamp,
  formatTime,
  festivalDayStart,
  festivalHourStart,
} from "./format";
import { festivalTimeZone, isTimeZone } from "./time-zone";

// 12:05 UTC on a summer day is 14:05 in Berlin (CEST); 23:30 UTC in winter is already the next
// day there: dates follow the festival's zone, not the machine's or UTC.
const summer = new Date("2026-07-04T12:05:09Z");
const lateWinter = new Date("2026-11-24T23:30:00Z");

describe("formatting in the festival's time zone", () => {
  it("defaults to Europe/Berlin", () => {
    expect(festivalTimeZone()).toBe("Europe/Berlin");
  });

  it("writes each kind of value in its one style", () => {
    expect(formatDate(summer)).toBe("4 Jul 2026");
    expect(formatLongDate(summer)).toBe("4 July 2026");
    expect(formatDateTime(summer)).toBe("4 Jul 2026, 14:05");
    expect(formatTime(summer)).toBe("14:05");
    expect(formatClockTime(summer)).toBe("14:05:09");
    expect(formatDay(summer)).toBe("4 Jul");
    expect(formatHour(summer)).toBe("4 Jul, 14:05");
  });

  it("puts a late evening in UTC on the festival's next day", () => {
    expect(formatDate(lateWinter)).toBe("25 Nov 2026");
    expect(formatTime(lateWinter)).toBe("00:30");
  });

  it("counts with the right noun", () => {
    expect(formatNumber(12345)).toBe("12,345");
    expect(formatPoints(1)).toBe("1 point");
    expect(formatPoints(-1)).toBe("-1 point");
    expect(formatPoints(7)).toBe("7 points");
    expect(formatCount(1, "person", "people")).toBe("1 person");
    expect(formatCount(3, "person", "people")).toBe("3 people");
  });

  it("knows a time zone from a typo", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Europe/Berlinn")).toBe(false);
  });
});

describe("festival time for files and figures", () => {
  it("stamps a moment for a spreadsheet, in the festival's zone", () => {
    expect(formatStamp(summer)).toBe("2026-07-04 14:05:09");
    expect(formatStamp(lateWinter)).toBe("2026-11-25 00:30:00");
  });

  it("finds the festival hour a moment lies in", () => {
    expect(festivalHourStart(summer).toISOString()).toBe("2026-07-04T12:00:00.000Z");
    expect(festivalHourStart(new Date("2026-07-04T12:00:00.000Z")).toISOString()).toBe(
      "2026-07-04T12:00:00.000Z",
    );
  });

  it("finds where a festival day begins, summer or winter time", () => {
    expect(festivalDayStart("2026-07-04")?.toISOString()).toBe("2026-07-03T22:00:00.000Z");
    expect(festivalDayStart("2026-11-25")?.toISOString()).toBe("2026-11-24T23:00:00.000Z");
    // The days the clocks change: the day still begins at midnight there.
    expect(festivalDayStart("2026-03-29")?.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(festivalDayStart("2026-10-25")?.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(festivalDayStart("")).toBeNull();
    expect(festivalDayStart("4 July")).toBeNull();
  });

  it("writes measures with a few decimals", () => {
    expect(formatDecimal(12.45, 1)).toBe("12.5");
    expect(formatDecimal(2.5, 2)).toBe("2.5");
    expect(formatDecimal(1234.5, 1)).toBe("1,234.5");
  });
});
