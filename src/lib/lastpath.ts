/** The seed's remembered path: a plain cookie, read after sign-in to return the user. */
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

/** The Set-Cookie-style string document.cookie takes (path /, kept for 30 days). */
export function lastPathCookie(path: string, secure: boolean): string {
  const attributes = [`path=/`, `max-age=${60 * 60 * 24 * 30}`, "samesite=lax"];
  if (secure) attributes.push("secure");
  return `${LASTPATH_COOKIE}=${encodeURIComponent(path)}; ${attributes.join("; ")}`;
}

/** Stores the path after a route change from `fromPath` (null on the first page load). */
export function rememberPath(fromPath: string | null, toPath: string): void {
  if (!shouldRememberPath(fromPath, toPath)) return;
  document.cookie = lastPathCookie(toPath, window.location.protocol === "https:");
}

/**
 * Where to send a user after sign-in, from the cookie's raw value: a same-site path, never the
 * sign-in pages themselves (returning there would show the form again), else the fallback.
 */
export function returnPathFrom(cookieValue: string | undefined, fallback = "/profile"): string {
  if (!cookieValue) return fallback;
  let path: string;
  try {
    path = decodeURIComponent(cookieValue);
  } catch {
    return fallback;
  }
  const sameSite = path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
  if (!sameSite || isSignInScreen(path) || path.includes("authenticate")) return fallback;
  return path;
}
