/**
 * The station hunt's rules both sides use (DESIGN.md §6.4): what a station token looks like, the
 * URL a station's QR code encodes, how a scanned text leads back to a token, and what the station
 * page says about a scan. No zod here: the station page imports this and stays light; the input
 * schemas are in `inputs.ts`.
 */
import { formatPoints } from "../format";
import type { ServerText } from "../i18n/server-text";
import { isStationToken, SCAN_NOTICE_PARAM, STATION_PATH, STATION_TOKEN_PATTERN } from "./token";

export { isStationToken, SCAN_NOTICE_PARAM, STATION_PATH, STATION_TOKEN_PATTERN };

export const STATION_TOKEN_MESSAGE = "This station code is not valid.";

/**
 * How a station's code is shown: a printed card with its token, or a screen at the station with
 * a code that changes every 30 s (README "Screen-mode station codes").
 */
export const STATION_CODE_MODES = ["PRINTED", "SCREEN"] as const;
export type StationCodeModeName = (typeof STATION_CODE_MODES)[number];

/** The display page of a station in screen mode (a tablet at the station, signed in as staff). */
export function stationDisplayPath(stationId: string): string {
  return `/admin/qr/${encodeURIComponent(stationId)}/display`;
}

/** What a station's QR code encodes: `{APP_URL}/challenge/sustainability/challenge?qr={token}`. */
export function stationUrl(appUrl: string, token: string): string {
  const url = new URL(STATION_PATH, appUrl);
  url.searchParams.set("qr", token);
  return url.toString();
}

/**
 * The token in what the in-app scanner read: a station URL (from any host, since the printed
 * codes may name the public address while the app is opened on another) or a bare token.
 * Anything else (another site's QR code, a bottle code) is null.
 */
export function tokenFromScannedText(text: string): string | null {
  const trimmed = text.trim();
  if (isStationToken(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.pathname.replace(/\/+$/, "") !== STATION_PATH) return null;
  const token = url.searchParams.get("qr");
  return isStationToken(token) ? token : null;
}

/**
 * A refusal as the station page shows it: the server's English words and, when the refusal has
 * them, its message key and values (README "Languages"), which the page words in its language.
 */
export type ScanRefusal = { kind: "refused"; message: string; text?: ServerText };

/** The message key of a malformed station code (the zod check's words are STATION_TOKEN_MESSAGE). */
export const STATION_TOKEN_TEXT = {
  key: "stations.server.invalidToken",
} as const satisfies ServerText;

/** An achievement a scan earned, named in the page's language, for its announcement. */
export type NoticeAchievement = { key: string; title: string; description: string };

/**
 * What the station page says about a scan: plain JSON, so it can be a page prop or a seal.
 * `achievements`: what the scan earned, when it earned any.
 */
export type ScanNotice =
  | { kind: "credited"; label: string; points: number; achievements?: NoticeAchievement[] }
  /** `scannedAt`: when the station was first credited, as an ISO string. */
  | { kind: "already"; label: string; scannedAt: string }
  | ScanRefusal;

/** What the station page tells a visitor who opened a station link. */
export type VisitorStation =
  { kind: "station"; label: string; description: string; points: number } | ScanRefusal;

/** The toast after a credited scan: "+10 points: Recycling station". */
export function creditedText(points: number, label: string): string {
  return `+${formatPoints(points)}: ${label}`;
}

/**
 * Whether a kept station hunt's "already scanned" is the scan of the very link that opened it.
 * The server claims a signed-in person's `?qr=` before it answers; when the service worker stopped
 * waiting for that answer, the hunt it kept opens and claims the code again, and the server says
 * "already". That first scan is this link's when it is no older than the page: `secondsAgo` (the
 * server's clock, whole seconds) within the page's age in ms (`performance.now()`: the browser's
 * clock since the link was opened), plus a second for the rounding: two intervals, each on one
 * clock, so a phone whose clock is wrong decides the same. (The server's claim is timed by the
 * server; with several instances, their clocks are assumed to agree within that second.)
 */
export function scannedByThisLink(secondsAgo: number, pageAgeMs: number): boolean {
  return secondsAgo <= pageAgeMs / 1000 + 1;
}

/** A station the user already had: when it was first credited. */
export function alreadyScannedText(scannedAt: string): string {
  return `You scanned this station on ${scannedAt}.`;
}
