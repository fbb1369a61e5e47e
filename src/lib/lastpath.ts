import { lastPathCookie, sameOriginPath, shouldRememberPath } from "~/shared/lastpath";

/** Stores the path after a route change from `fromPath` (null on the first page load). */
export function rememberPath(fromPath: string | null, toPath: string): void {
  const path = sameOriginPath(toPath, window.location.origin);
  if (path === null || !shouldRememberPath(fromPath, path)) return;
  document.cookie = lastPathCookie(path, window.location.protocol === "https:");
}
