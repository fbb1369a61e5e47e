import Router from "next/router";

/**
 * Whether a route change is under way, followed from the first load on: the loading bar's code
 * comes after hydration (`_app`), and a link tapped before it arrives would otherwise show no bar.
 * The bar asks `routeChangeRunning()` when it mounts and takes over a change already running.
 */
let running = false;
let following = false;

/** A cancelled change was replaced by a newer one (Next's `routeChangeError` with `cancelled`). */
export function isCancelledRouteChange(error: unknown) {
  return (
    typeof error === "object" && error !== null && "cancelled" in error && error.cancelled === true
  );
}

/** Starts following route changes (once; the browser only). */
export function followRouteChanges() {
  if (following) return;
  following = true;
  Router.events.on("routeChangeStart", () => {
    running = true;
  });
  Router.events.on("routeChangeComplete", () => {
    running = false;
  });
  // A cancelled change was replaced by a newer one, which is still running.
  Router.events.on("routeChangeError", (error: unknown) => {
    if (!isCancelledRouteChange(error)) running = false;
  });
}

export function routeChangeRunning() {
  return running;
}
