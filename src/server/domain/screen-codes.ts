/**
 * Screen-mode station codes (issue R9, README "Screen-mode station codes"): a station in screen
 * mode shows, on a tablet at the station, a QR code that changes every 30 seconds. The code is an
 * HMAC of the station and the time window under a secret per station, so no database write is
 * needed per change, and a photo of it is useless about a minute later.
 *
 * Pure rules, no I/O: the window rule, the code's shape, and the HMAC (node crypto, CPU only).
 * The secret never leaves the server: the display page gets the code, never the key.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long one code is shown. */
export const SCREEN_CODE_WINDOW_MS = 30_000;

/**
 * How far ahead of the judging clock a code's window may start and still count: two server
 * instances (the display's and the scan's) may disagree by a few seconds.
 */
export const SCREEN_CODE_SKEW_MS = 5_000;

export const EXPIRED_SCREEN_CODE_MESSAGE =
  "This code has expired: scan the station's screen again.";
export const PRINTED_CODE_REFUSED_MESSAGE =
  "This station shows its code on a screen now: scan the code on the station's screen.";
export const SCREEN_CODE_TOO_OLD_MESSAGE =
  "This code was kept too long on the phone (or with a wrong clock) to count: scan the station's screen again.";

/** The window `at` falls in: whole windows since the epoch. */
export function screenWindowAt(at: Date): number {
  return Math.floor(at.getTime() / SCREEN_CODE_WINDOW_MS);
}

/** When a window starts and ends (exclusive), in epoch milliseconds. */
export function screenWindowBounds(window: number): { startsAt: number; endsAt: number } {
  return {
    startsAt: window * SCREEN_CODE_WINDOW_MS,
    endsAt: (window + 1) * SCREEN_CODE_WINDOW_MS,
  };
}

export type ScreenCodeJudgement = "valid" | "expired" | "future";

/**
 * The window rule: a code is accepted during its own window and the one after it (so for 30 to
 * 60 seconds after it was first shown), judged at `at` (the scan, or the capture time a phone
 * recorded). A window that starts more than SCREEN_CODE_SKEW_MS after `at` has not been shown
 * yet ("future"); anything older than the previous window has "expired".
 */
export function judgeScreenWindow(codeWindow: number, at: Date): ScreenCodeJudgement {
  const { startsAt } = screenWindowBounds(codeWindow);
  if (startsAt > at.getTime() + SCREEN_CODE_SKEW_MS) return "future";
  return codeWindow >= screenWindowAt(at) - 1 ? "valid" : "expired";
}

/**
 * A station's screen secret, derived from the server's key and the station's token: never
 * stored, never sent anywhere. Knowing the token (an old printed card) is not enough to make
 * codes, and a new token (Admin → New code) gives new codes too.
 */
export function screenSecret(serverKey: string, stationToken: string): Buffer {
  return createHmac("sha256", serverKey)
    .update(`station-screen-code\u0000${stationToken}`)
    .digest();
}

/** Bytes of HMAC the code keeps: 96 bits, far beyond guessing within a minute. */
const MAC_BYTES = 12;
const MAC_LENGTH = 16; // base64url of 12 bytes

function mac(secret: Buffer, stationId: string, window: number): Buffer {
  return createHmac("sha256", secret)
    .update(`${stationId}:${window}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * The code of a station for a window: `{stationId}_{window, base 36}_{mac}`, base64url characters
 * only, so it travels like a printed token (`?qr=`, the scanner, the offline queue) and fits
 * STATION_TOKEN_PATTERN.
 */
export function screenCode(secret: Buffer, stationId: string, window: number): string {
  return `${stationId}_${window.toString(36)}_${mac(secret, stationId, window).toString("base64url")}`;
}

const CODE_PATTERN = new RegExp(
  `^([a-z0-9]{8,40})_([0-9a-z]{1,9})_([A-Za-z0-9_-]{${MAC_LENGTH}})$`,
);

export type ParsedScreenCode = { stationId: string; window: number; mac: string };

/** The parts of what looks like a screen code, or null (a printed token, or anything else). */
export function parseScreenCode(value: string): ParsedScreenCode | null {
  const match = CODE_PATTERN.exec(value);
  if (!match) return null;
  const [, stationId, window, code] = match;
  if (stationId === undefined || window === undefined || code === undefined) return null;
  return { stationId, window: Number.parseInt(window, 36), mac: code };
}

/** Whether the code's MAC is the station's for its window (constant-time comparison). */
export function isAuthenticScreenCode(secret: Buffer, code: ParsedScreenCode): boolean {
  const given = Buffer.from(code.mac, "base64url");
  const expected = mac(secret, code.stationId, code.window);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The moment a screen code kept in the offline queue is judged at: the capture time the phone
 * recorded, when it is at most `graceMs` ago and not in the future (beyond the skew); otherwise
 * null, and the code is refused (SCREEN_CODE_TOO_OLD_MESSAGE). Unlike a challenge's window (see
 * `judgedAt`), judging such a code "now" instead would only ever expire it.
 */
export function screenCodeCaptureMoment(recordedAt: Date, now: Date, graceMs: number): Date | null {
  const age = now.getTime() - recordedAt.getTime();
  if (Number.isNaN(age) || age < -SCREEN_CODE_SKEW_MS || age > graceMs) return null;
  return age < 0 ? now : recordedAt;
}
