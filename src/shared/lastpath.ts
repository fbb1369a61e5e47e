/**
 * The seed's remembered path: a plain cookie the browser writes on each page (`rememberPath` in
 * ~/lib/lastpath) and the server reads after sign-in to return the user. These are the rules both
 * sides apply to it.
 */
export const LASTPATH_COOKIE = "lastpath";

/** The sign-in screens: returning to one after signing in would only show it again. */
const isSignInScreen = (path: string) => path.startsWith("/auth/");

/**
 * Paths of the sign-in hand-over itself are never remembered (the seed's rule), nor the sign-in
 * screens: a guarded page's redirect to /auth/login must not overwrite the path it saved.
 */
export function shouldRememberPath(fromPath: string | null, toPath: string): boolean {
  return (
    !toPath.includes("authenticate") &&
    !(fromPath ?? "").includes("authenticate") &&
    !isSignInScreen(toPath)
  );
}

/**
 * Control characters: browsers drop tabs and line breaks from URLs, so `/<TAB>/evil.example`
 * would be followed as `//evil.example`.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** What a Location header may carry: printable ASCII, nothing else. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/**
 * The path of this site that `value` names, or null. `value` is resolved against `base` (the
 * app's origin) and must stay on that origin; the result is the parsed URL's path, query and
 * fragment, which the URL parser has percent-encoded, so it is safe to put in a header. A value
 * that does not start with a single "/", holds a control character, or normalises to a
 * protocol-relative `//host` (say `/.//evil.example`) is refused.
 */
export function sameOriginPath(value: string, base: string): string | null {
  if (!value.startsWith("/") || CONTROL_CHARACTER.test(value)) return null;
  let url: URL;
  let origin: string;
  try {
    origin = new URL(base).origin;
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || /^\/[/\\]/.test(path) || !HEADER_SAFE.test(path)) return null;
  return path;
}

/** The Set-Cookie-style string document.cookie takes (path /, kept for 30 days). */
export function lastPathCookie(path: string, secure: boolean): string {
  const attributes = [`path=/`, `max-age=${60 * 60 * 24 * 30}`, "samesite=lax"];
  if (secure) attributes.push("secure");
  return `${LASTPATH_COOKIE}=${encodeURIComponent(path)}; ${attributes.join("; ")}`;
}

function decodedOrSelf(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Where to send a user after sign-in: the remembered path, given as the server read the cookie
 * (already decoded once: it is never decoded again), if it is a path of this site (see
 * `sameOriginPath`) and not a sign-in screen or the hand-over itself; otherwise the fallback.
 */
export function returnPathFrom(
  cookieValue: string | undefined,
  base: string,
  fallback = "/profile",
): string {
  const path = cookieValue === undefined ? null : sameOriginPath(cookieValue, base);
  if (path === null) return fallback;
  const plain = decodedOrSelf(path).toLowerCase();
  if (isSignInScreen(plain) || plain.includes("authenticate")) return fallback;
  return path;
}
