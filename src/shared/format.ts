/**
 * How dates and numbers read, everywhere: one style per kind of value, in the festival's time zone
 * (see `time-zone.ts`). Components and the server (mails, CSV, PDF) format through these and never
 * build their own `Intl.DateTimeFormat`.
 */
import type { Locale } from "./i18n/locales";
import { festivalTimeZone, instantOf, wallTimeOf } from "./time-zone";

const LOCALE = "en-GB";

/** The `Intl` locale of each app language, for formatters that take the page's language. */
const INTL_LOCALES: Record<Locale, string> = { en: LOCALE, de: "de-DE" };

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(
  key: string,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = "en",
): Intl.DateTimeFormat {
  const timeZone = festivalTimeZone();
  const id = `${key}|${timeZone}|${locale}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone });
    formats.set(id, found);
  }
  return found;
}

/** "24 Nov 2026" ("24. Nov. 2026" in German). */
export const formatDate = (date: Date, locale?: Locale) =>
  dateFormat("date", { day: "numeric", month: "short", year: "numeric" }, locale).format(date);

/** "24 November 2026": certificates and other documents ("24. November 2026" in German). */
export const formatLongDate = (date: Date, locale?: Locale) =>
  dateFormat("long", { day: "numeric", month: "long", year: "numeric" }, locale).format(date);

/** "24 Nov 2026, 14:05": the one style for a moment ("24. Nov. 2026, 14:05" in German). */
export const formatDateTime = (date: Date, locale?: Locale) =>
  dateFormat(
    "dateTime",
    {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    },
    locale,
  ).format(date);

/** "14:05" */
export const formatTime = (date: Date) =>
  dateFormat("time", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);

/** "14:05:09": "updated at" lines of live figures. */
export const formatClockTime = (date: Date, locale?: Locale) =>
  dateFormat(
    "clock",
    { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
    locale,
  ).format(date);

/** "24 Nov": chart axes by day ("24. Nov." in German). */
export const formatDay = (date: Date, locale?: Locale) =>
  dateFormat("day", { day: "numeric", month: "short" }, locale).format(date);

/** "24 Nov, 14:00": chart axes by hour ("24. Nov., 14:00" in German). */
export const formatHour = (date: Date, locale?: Locale) =>
  dateFormat(
    "hour",
    { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
    locale,
  ).format(date);

const pad = (value: number, digits = 2) => String(value).padStart(digits, "0");

/**
 * "2026-07-04T14:05": the value of an `<input type="datetime-local">` showing `date` on the
 * festival's clocks (whatever the browser's own zone); "" for no date.
 */
export function formatDateTimeInput(date: Date | null): string {
  if (!date) return "";
  const wall = wallTimeOf(date);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The moment a datetime-local value ("2026-07-04T14:05") means on the festival's clocks; null
 * when empty or not a real date and time.
 */
export function parseDateTimeInput(value: string): Date | null {
  const match = DATE_TIME_INPUT.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  )
    return null;
  return instantOf({ year, month, day, hour, minute, second });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  key: string,
  options: Intl.NumberFormatOptions,
  locale: Locale = "en",
): Intl.NumberFormat {
  const id = `${key}|${locale}`;
  let found = numberFormats.get(id);
  if (!found) {
    found = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    numberFormats.set(id, found);
  }
  return found;
}

/** "12,345" ("12.345" in German). */
export const formatNumber = (value: number, locale?: Locale) =>
  numberFormat("number", {}, locale).format(value);

/** "1 point", "12,345 points", "-3 points" */
export const formatPoints = (points: number) =>
  `${formatNumber(points)} ${Math.abs(points) === 1 ? "point" : "points"}`;

/** "1 person", "3 people" and the like: a count with its noun. */
export const formatCount = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** "2026-07-04 14:05:09": files (CSV cells), where a spreadsheet sorts and reads it as a date. */
export function formatStamp(date: Date): string {
  const wall = wallTimeOf(date);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** "12.5", "2.25": a measure with at most `digits` decimals ("12,5" in German). */
export const formatDecimal = (value: number, digits: number, locale?: Locale) =>
  numberFormat(`decimal${digits}`, { maximumFractionDigits: digits }, locale).format(value);

/** "3.0", "3.2": exactly `digits` decimals ("3,2" in German). */
export const formatFixed = (value: number, digits: number, locale?: Locale) =>
  numberFormat(
    `fixed${digits}`,
    { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false },
    locale,
  ).format(value);
