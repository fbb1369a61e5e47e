const HOUR = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** "Sat 14:00": hours are shown in UTC, as the server groups them. */
export function hourLabel(hour: Date): string {
  return HOUR.format(hour);
}

export const number = (value: number) => value.toLocaleString("en");
