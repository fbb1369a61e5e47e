/**
 * How dates and numbers read, everywhere: one style per kind of value, in the festival's time zone
 * (see `time-zone.ts`). Components and the server (mails, CSV, PDF) format through these and never
 * build their own `Intl.DateTimeFormat`.
 */
import { festivalTimeZone } from "./time-zone";

const LOCALE = "en-GB";

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = festivalTimeZone();
  const id = `${key}|${timeZone}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formats.set(id, found);
  }
  return found;
}

/** "24 Nov 2026" */
export const formatDate = (date: Date) =>
  dateFormat("date", { day: "numeric", month: "short", year: "numeric" }).format(date);

/** "24 November 2026": certificates and other documents. */
export const formatLongDate = (date: Date) =>
  dateFormat("long", { day: "numeric", month: "long", year: "numeric" }).format(date);

/** "24 Nov 2026, 14:05": the one style for a moment. */
export const formatDateTime = (date: Date) =>
  dateFormat("dateTime", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);

/** "14:05" */
export const formatTime = (date: Date) =>
  dateFormat("time", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);

/** "14:05:09": "updated at" lines of live figures. */
export const formatClockTime = (date: Date) =>
  dateFormat("clock", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(date);

/** "24 Nov": chart axes by day. */
export const formatDay = (date: Date) =>
  dateFormat("day", { day: "numeric", month: "short" }).format(date);

/** "24 Nov, 14:00": chart axes by hour. */
export const formatHour = (date: Date) =>
  dateFormat("hour", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);

/** The wall clock of `date` in the festival's zone, field by field. */
function festivalClock(date: Date) {
  const parts = dateFormat("parts", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "00";
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** "2026-07-04 14:05:09": files (CSV cells), where a spreadsheet sorts and reads it as a date. */
export function formatStamp(date: Date): string {
  const { year, month, day, hour, minute, second } = festivalClock(date);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** The start of the festival's hour `date` lies in: hourly figures count by these. */
export function festivalHourStart(date: Date): Date {
  const { minute, second } = festivalClock(date);
  const into = (Number(minute) * 60 + Number(second)) * 1000 + date.getUTCMilliseconds();
  return new Date(date.getTime() - into);
}

/** The moment the festival's day "2026-07-04" (a date field's value) begins; null if no date. */
export function festivalDayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset there, taken twice in case the first guess lies across a clock change.
  const offset = (at: number) => {
    const clock = festivalClock(new Date(at));
    const wall = Date.UTC(
      Number(clock.year),
      Number(clock.month) - 1,
      Number(clock.day),
      Number(clock.hour),
      Number(clock.minute),
      Number(clock.second),
    );
    return wall - (at - (at % 1000));
  };
  const guess = asUtc - offset(asUtc);
  return new Date(asUtc - offset(guess));
}

const NUMBER = new Intl.NumberFormat(LOCALE);

/** "12,345" */
export const formatNumber = (value: number) => NUMBER.format(value);

/** "12.5", "2.25": a measure with at most `digits` decimals. */
export const formatDecimal = (value: number, digits: number) =>
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }).format(value);

/** "1 point", "12,345 points", "-3 points" */
export const formatPoints = (points: number) =>
  `${formatNumber(points)} ${Math.abs(points) === 1 ? "point" : "points"}`;

/** "1 person", "3 people" and the like: a count with its noun. */
export const formatCount = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
