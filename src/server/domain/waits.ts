/** Waits as people read them, for refusals that say when to try again (burst limits). */

/** Up to a minute and a half in seconds; longer waits in minutes, rounded up. */
const SECONDS_SHOWN_UP_TO = 90;

/** A wait as a refusal by key carries it (README "Languages"): whole seconds, else whole minutes. */
export type WaitParts = { unit: "seconds" | "minutes"; count: number };

/** The wait's unit and count, as `waitInWords` says them. */
export function waitParts(seconds: number): WaitParts {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= SECONDS_SHOWN_UP_TO) return { unit: "seconds", count: whole };
  return { unit: "minutes", count: Math.ceil(whole / 60) };
}

/** "1 second", "42 seconds", "90 seconds", then whole minutes rounded up: "2 minutes". */
export function waitInWords(seconds: number): string {
  const { unit, count } = waitParts(seconds);
  if (unit === "minutes") return `${count} minutes`;
  return `${count} ${count === 1 ? "second" : "seconds"}`;
}

/** The refusal of an action sent too often in a short time: "Too many posts in a short time: …". */
export function burstRefusal(what: string, seconds: number): string {
  return `Too many ${what} in a short time: try again in ${waitInWords(seconds)}.`;
}
