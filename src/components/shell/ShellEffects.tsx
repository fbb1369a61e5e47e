import { useRouter } from "next/router";
import { useEffect, useRef } from "react";
import { analytics, startAnalytics, whenIdleAfterLoad } from "~/lib/analytics";
import { isPlainInternalLinkClick, NAVIGATION_ABORT_MESSAGE, watchBuild } from "~/lib/build-check";
import { isChunkLoadError, reloadForChunkError } from "~/lib/chunk-reload";
import { loadClientConfig } from "~/lib/client-config";
import { takeOverEarlyInput } from "~/lib/early-input";
import { startErrorReporting } from "~/lib/error-reporting";
import { rememberPath } from "~/lib/lastpath";
import { api } from "~/lib/trpc";

/** The build this page runs (inlined at build time by next.config.mjs). */
export const RUNNING_BUILD_ID = process.env.BUILD_ID ?? "development";

/**
 * The seed's client behaviour that has no UI of its own: taking over the forms used before the
 * scripts ran, the lastpath cookie and the analytics pageview on every route change, loading
 * analytics and error reporting, the hourly build check, and reloading after a failed chunk load.
 */
export function ShellEffects() {
  const router = useRouter();
  const utils = api.useUtils();
  const previousPath = useRef<string | null>(null);

  // Forms typed into or sent before the page's scripts ran are the app's from now on.
  useEffect(() => takeOverEarlyInput(document), []);

  // Route changes, starting with the page we arrived on.
  useEffect(() => {
    const onRoute = (url: string) => {
      rememberPath(previousPath.current, url);
      analytics.pageview(url);
      previousPath.current = url;
    };
    if (router.isReady && previousPath.current === null) onRoute(router.asPath);
    router.events.on("routeChangeComplete", onRoute);
    return () => router.events.off("routeChangeComplete", onRoute);
  }, [router.events, router.isReady, router.asPath]);

  // Error reporting right after hydration; analytics once the page is idle.
  useEffect(() => {
    void loadClientConfig().then((config) => {
      void startErrorReporting(config, RUNNING_BUILD_ID);
      whenIdleAfterLoad(() => void startAnalytics(config));
    });
  }, []);

  // A new deployment: the next navigation becomes a full page load of the new build.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const plain = isPlainInternalLinkClick(
        event,
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute("download") },
        window.location.origin,
      );
      // Stopping it here, before React sees it, lets the browser follow the link itself.
      if (plain) event.stopPropagation();
    };
    const onRouteStart = (url: string) => {
      window.location.assign(url);
      throw new Error(NAVIGATION_ABORT_MESSAGE);
    };
    const watcher = watchBuild({
      currentBuildId: RUNNING_BUILD_ID,
      fetchBuildId: async () => (await utils.client.system.buildId.query()).buildId,
      onStale: () => {
        document.addEventListener("click", onClick, { capture: true });
        router.events.on("routeChangeStart", onRouteStart);
      },
    });
    return () => {
      watcher.stop();
      document.removeEventListener("click", onClick, { capture: true });
      router.events.off("routeChangeStart", onRouteStart);
    };
  }, [router.events, utils]);

  // A code chunk that fails to load (usually: deleted by a deployment) reloads the page once.
  useEffect(() => {
    const reloadIfChunk = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      reloadForChunkError({
        path: window.location.pathname,
        storage: window.sessionStorage,
        reload: () => window.location.reload(),
      });
    };
    const onError = (event: ErrorEvent) => reloadIfChunk(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadIfChunk(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return null;
}

/** The default export, for `_app`'s `dynamic` import (a few bytes less in every first load). */
export default ShellEffects;
