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
