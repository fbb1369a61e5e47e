/**
 * The festival's time zone (`FESTIVAL_TIME_ZONE`): every date a person reads is shown in it, the
 * same on the server and in the browser (no hydration mismatch where the two machines' zones
 * differ). The server reads its environment; `_document` writes the zone on `<html>` for the
 * browser.
 */
export const DEFAULT_TIME_ZONE = "Europe/Berlin";
export const TIME_ZONE_ATTRIBUTE = "data-time-zone";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

let zone: string | undefined;

export function festivalTimeZone(): string {
  if (zone) return zone;
  const configured =
    typeof window === "undefined"
      ? process.env.FESTIVAL_TIME_ZONE
      : (document.documentElement.getAttribute(TIME_ZONE_ATTRIBUTE) ?? undefined);
  zone = configured && isTimeZone(configured) ? configured : DEFAULT_TIME_ZONE;
  return zone;
}

/** What the festival's clocks show at a moment: calendar date and time of day (month 1–12). */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(): Intl.DateTimeFormat {
  const timeZone = festivalTimeZone();
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** The festival's wall-clock reading of `date`. */
export function wallTimeOf(date: Date): WallTime {
  const parts = Object.fromEntries(
    wallFormat()
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** How far the festival's clocks are ahead of UTC at `time` (ms; negative west of Greenwich). */
function offsetAt(time: number): number {
  const wholeSeconds = Math.floor(time / 1000) * 1000;
  return asUtc(wallTimeOf(new Date(wholeSeconds))) - wholeSeconds;
}

/**
 * The moment the festival's clocks show `wall`. A reading the clocks skip (the hour lost when
 * summer time starts) is taken as if the clocks had not yet changed, so it lands just after the
 * gap; a reading they show twice (when summer time ends) is the first of the two.
 */
export function instantOf(wall: WallTime): Date {
  const local = asUtc(wall);
  const before = offsetAt(local - 86_400_000 / 2);
  const after = offsetAt(local + 86_400_000 / 2);
  // Try the earlier offset (the larger one) first: it gives the first of two readings.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const time = local - offset;
    if (offsetAt(time) === offset) return new Date(time);
  }
  return new Date(local - before);
}

/** The start of the festival's hour `date` lies in. */
export function startOfFestivalHour(date: Date): Date {
  const wall = wallTimeOf(date);
  return instantOf({ ...wall, minute: 0, second: 0 });
}

/** The start (midnight) of the festival's day `date` lies in. */
export function startOfFestivalDay(date: Date): Date {
  const wall = wallTimeOf(date);
  return instantOf({ ...wall, hour: 0, minute: 0, second: 0 });
}

/** The festival day after the one that starts at `dayStart` (23, 24 or 25 hours later). */
export function nextFestivalDay(dayStart: Date): Date {
  const wall = wallTimeOf(dayStart);
  const noonTomorrow = Date.UTC(wall.year, wall.month - 1, wall.day + 1, 12);
  const next = new Date(noonTomorrow);
  return instantOf({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  });
}
