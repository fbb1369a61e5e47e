/**
 * The station hunt's rules (DESIGN.md §6.4): what a station token looks like, the URL its QR
 * encodes, how a scanned text leads back to a token, progress and messages. No zod here: the
 * station page imports these and stays light; the input schemas are in stations-input.ts.
 */

/** The STATION_HUNT challenge the stations belong to (seeded by prisma/seed-festival.ts). */
export const STATION_HUNT_SLUG = "station-hunt";

/** The page a station's QR opens; `?qr=` carries the token. */
export const STATION_PATH = "/challenge/sustainability/challenge";

/** Random bytes per token: 144 bits, comfortably above the 128 the design asks for. */
export const STATION_TOKEN_BYTES = 18;

/** base64url of STATION_TOKEN_BYTES bytes is 24 characters; a little slack for older tokens. */
export const STATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const STATION_TOKEN_MESSAGE = "This station code is not valid.";

export function isStationToken(value: unknown): value is string {
  return typeof value === "string" && STATION_TOKEN_PATTERN.test(value);
}

/** What a station's QR encodes: `{APP_URL}/challenge/sustainability/challenge?qr={token}`. */
export function stationUrl(appUrl: string, token: string): string {
  const url = new URL(STATION_PATH, appUrl);
  url.searchParams.set("qr", token);
  return url.toString();
}

/**
 * The token in what the in-app scanner read: a station URL (from any host, since the printed
 * codes may name the public address while the app is opened on another) or a bare token.
 * Anything else (another site's QR, a bottle code) is null.
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
 * The hunt's progress: stations scanned among the active ones. Scans of stations deactivated
 * since still count for the person (their points stay), so `scanned` may exceed `total`.
 */
export function huntProgress(scanned: number, total: number, goal: number | null) {
  const target = goal ?? (total > 0 ? total : null);
  return {
    scanned,
    total,
    target,
    completed: target !== null && scanned >= target,
  };
}

/** The toast after a credited scan: "+10 points: Recycling station". */
export function creditedText(points: number, label: string): string {
  return `+${points} ${points === 1 ? "point" : "points"}: ${label}`;
}

/** A station the user already had: when it was first credited. */
export function alreadyScannedText(scannedAt: string): string {
  return `You scanned this station on ${scannedAt}.`;
}
