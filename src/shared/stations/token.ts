/**
 * A station link and its token (DESIGN.md §6.4), apart from the rest of `rules.ts` so the service
 * worker can recognise a station link without the page's formatting code.
 */

/** The page a station's QR code opens; `?qr=` carries the token. */
export const STATION_PATH = "/challenge/sustainability/challenge";

/**
 * The station page's query parameter that carries a scan's sealed outcome: after a signed-in
 * person's `?qr=` (claimed by the server) or a scan kept over sign-in.
 */
export const SCAN_NOTICE_PARAM = "scan";

/** base64url of 18 random bytes is 24 characters; a little slack for older tokens. */
export const STATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function isStationToken(value: unknown): value is string {
  return typeof value === "string" && STATION_TOKEN_PATTERN.test(value);
}
