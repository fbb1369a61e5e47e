import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatCount,
  formatDateTimeInput,
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
  parseDateTimeInput,
} from "./format";
import {
  festivalTimeZone,
  isTimeZone,
  nextFestivalDay,
  startOfFestivalDay,
  startOfFestivalHour,
} from "./time-zone";

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

  it('reads a moment in German on German pages (README "Languages"), English by default', () => {
    expect(formatDateTime(summer, "de")).toBe("4. Juli 2026, 14:05");
    expect(formatDateTime(summer, "en")).toBe("4 Jul 2026, 14:05");
    expect(formatDateTime(lateWinter, "de")).toBe("25. Nov. 2026, 00:30");
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

describe("datetime-local inputs mean the festival's clocks", () => {
  it("shows a moment as the festival's wall time, whatever the browser's zone", () => {
    expect(formatDateTimeInput(summer)).toBe("2026-07-04T14:05");
    expect(formatDateTimeInput(lateWinter)).toBe("2026-11-25T00:30");
    expect(formatDateTimeInput(null)).toBe("");
  });

  it("reads a wall time back as the moment the festival's clocks show it", () => {
    expect(parseDateTimeInput("2026-07-04T14:05")).toEqual(new Date("2026-07-04T12:05:00Z"));
    expect(parseDateTimeInput("2026-11-25T00:30")).toEqual(new Date("2026-11-24T23:30:00Z"));
    expect(parseDateTimeInput("")).toBeNull();
    expect(parseDateTimeInput("2026-13-40T99:00")).toBeNull();
    expect(parseDateTimeInput("yesterday")).toBeNull();
  });

  it("takes the first of a reading the clocks show twice, and skips the hour they skip", () => {
    // Summer time ends on 25 Oct 2026 at 03:00 CEST (01:00 UTC): 02:30 happens twice.
    expect(parseDateTimeInput("2026-10-25T02:30")).toEqual(new Date("2026-10-25T00:30:00Z"));
    // It starts on 29 Mar 2026 at 02:00 CET: 02:30 never shows; it is read as 03:30 CEST.
    expect(parseDateTimeInput("2026-03-29T02:30")).toEqual(new Date("2026-03-29T01:30:00Z"));
  });
});

describe("the festival's hours and days", () => {
  it("start on the festival's clocks, not at UTC midnight", () => {
    expect(startOfFestivalDay(lateWinter)).toEqual(new Date("2026-11-24T23:00:00Z"));
    expect(startOfFestivalDay(summer)).toEqual(new Date("2026-07-03T22:00:00Z"));
    expect(startOfFestivalHour(summer)).toEqual(new Date("2026-07-04T12:00:00Z"));
  });

  it("are 23 or 25 hours long when the clocks change", () => {
    const spring = startOfFestivalDay(new Date("2026-03-29T10:00:00Z"));
    expect(nextFestivalDay(spring).getTime() - spring.getTime()).toBe(23 * 3_600_000);
    const autumn = startOfFestivalDay(new Date("2026-10-25T10:00:00Z"));
    expect(nextFestivalDay(autumn).getTime() - autumn.getTime()).toBe(25 * 3_600_000);
  });
});

describe("files and measures", () => {
  it("stamp a moment for a spreadsheet, in the festival's zone", () => {
    expect(formatStamp(summer)).toBe("2026-07-04 14:05:09");
    expect(formatStamp(lateWinter)).toBe("2026-11-25 00:30:00");
  });

  it("write measures with a few decimals", () => {
    expect(formatDecimal(12.45, 1)).toBe("12.5");
    expect(formatDecimal(2.5, 2)).toBe("2.5");
    expect(formatDecimal(1234.5, 1)).toBe("1,234.5");
  });
});
