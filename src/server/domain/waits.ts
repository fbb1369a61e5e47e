/** Waits as people read them, for refusals that say when to try again (burst limits). */

/** Up to a minute and a half in seconds; longer waits in minutes, rounded up. */
const SECONDS_SHOWN_UP_TO = 90;

/** A wait as a message's values (`{unit, select, …} {count, plural, …}`): the unit and how many. */
export type WaitParts = { unit: "second" | "minute"; count: number };

/** Whole seconds up to a minute and a half, then whole minutes rounded up. */
export function waitParts(seconds: number): WaitParts {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= SECONDS_SHOWN_UP_TO) return { unit: "second", count: whole };
  return { unit: "minute", count: Math.ceil(whole / 60) };
}

/** "1 second", "42 seconds", "90 seconds", then whole minutes rounded up: "2 minutes". */
export function waitInWords(seconds: number): string {
  const { unit, count } = waitParts(seconds);
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** The refusal of an action sent too often in a short time: "Too many posts in a short time: …". */
export function burstRefusal(what: string, seconds: number): string {
  return `Too many ${what} in a short time: try again in ${waitInWords(seconds)}.`;
}
