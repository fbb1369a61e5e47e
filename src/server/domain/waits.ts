/** Waits as people read them, for refusals that say when to try again (burst limits). */

/** Up to a minute and a half in seconds; longer waits in minutes, rounded up. */
const SECONDS_SHOWN_UP_TO = 90;

/**
 * A wait as it is said: whole seconds up to a minute and a half, then whole minutes rounded up;
 * the values of a keyed refusal's wait (README "Languages").
 */
export function waitInUnits(seconds: number): { unit: "seconds" | "minutes"; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= SECONDS_SHOWN_UP_TO) return { unit: "seconds", count: whole };
  return { unit: "minutes", count: Math.ceil(whole / 60) };
}

/** "1 second", "42 seconds", "90 seconds", then whole minutes rounded up: "2 minutes". */
export function waitInWords(seconds: number): string {
  const { unit, count } = waitInUnits(seconds);
  if (unit === "seconds") return `${count} ${count === 1 ? "second" : "seconds"}`;
  return `${count} minutes`;
}

/** The refusal of an action sent too often in a short time: "Too many posts in a short time: …". */
export function burstRefusal(what: string, seconds: number): string {
  return `Too many ${what} in a short time: try again in ${waitInWords(seconds)}.`;
}
