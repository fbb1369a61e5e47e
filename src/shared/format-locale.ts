/**
 * A moment in the page's language (README "Languages"), apart from `./format` so that the pages
 * in one language do not carry it: English is `formatDateTime` itself ("24 Nov 2026, 14:05"),
 * German the same style in German ("24. Nov. 2026, 14:05"), both in the festival's time zone.
 */
import { formatDateTime } from "./format";
import type { Locale } from "./i18n/locales";
import { festivalTimeZone } from "./time-zone";

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTimeIn(date: Date, locale: Locale): string {
  if (locale === "en") return formatDateTime(date);
  const timeZone = festivalTimeZone();
  const id = `${locale}|${timeZone}`;
  let found = formats.get(id);
  if (!found) {
    // The options of `formatDateTime`.
    found = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    formats.set(id, found);
  }
  return found.format(date);
}
