import { useRouter } from "next/router";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { createLoadingBarController } from "~/lib/loading-bar";
import { isCancelledRouteChange, routeChangeRunning } from "~/lib/route-change";
import classes from "./RouteProgress.module.css";

/** How long the full bar stays before it fades out. */
const DONE_MS = 200;

type BarState = "idle" | "running" | "done";

/**
 * The top loading bar: shown for route changes slower than 200 ms, red when one fails. A plain
 * element with CSS (no progress library): `data-mounted` while it shows, `data-failed` when red.
 * It mounts after hydration and takes over a change already running (`~/lib/route-change`).
 */
export function RouteProgress() {
  const router = useRouter();
  const [state, setState] = useState<BarState>("idle");
  const [failed, setFailed] = useState(false);
  const t = useTranslations("shell");

  useEffect(() => {
    let doneTimer: ReturnType<typeof setTimeout> | null = null;
    const clearDone = () => {
      if (doneTimer !== null) clearTimeout(doneTimer);
      doneTimer = null;
    };
    const controller = createLoadingBarController({
      start: () => {
        clearDone();
        setState("running");
      },
      complete: () => {
        clearDone();
        setState("done");
        doneTimer = setTimeout(() => setState("idle"), DONE_MS);
      },
      reset: () => {
        clearDone();
        setState("idle");
      },
      setFailed,
    });
    const onStart = () => controller.routeChangeStart();
    const onComplete = () => controller.routeChangeComplete();
    const onError = (error: unknown) => controller.routeChangeError(isCancelledRouteChange(error));
    router.events.on("routeChangeStart", onStart);
    router.events.on("routeChangeComplete", onComplete);
    router.events.on("routeChangeError", onError);
    // The bar's code arrives after the first load: a change that started before it is shown too.
    if (routeChangeRunning()) onStart();
    return () => {
      router.events.off("routeChangeStart", onStart);
      router.events.off("routeChangeComplete", onComplete);
      router.events.off("routeChangeError", onError);
      controller.dispose();
      clearDone();
    };
  }, [router.events]);

  const shown = state !== "idle";
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t("pageLoading")}
      aria-hidden={!shown}
      data-loading-bar
      data-state={state}
      data-mounted={state === "running" || undefined}
      data-failed={failed || undefined}
    />
  );
}
