import { createNprogress, NavigationProgress } from "@mantine/nprogress";
import { useRouter } from "next/router";
import { useEffect, useState } from "react";
import { createLoadingBarController } from "~/lib/loading-bar";

const [progressStore, progress] = createNprogress();

/** The top loading bar: shown for route changes slower than 200 ms, red when one fails. */
export function RouteProgress() {
  const router = useRouter();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = createLoadingBarController({
      start: progress.start,
      complete: progress.complete,
      reset: progress.reset,
      setFailed,
    });
    const onStart = () => controller.routeChangeStart();
    const onComplete = () => controller.routeChangeComplete();
    const onError = (error: unknown) =>
      controller.routeChangeError(
        typeof error === "object" &&
          error !== null &&
          "cancelled" in error &&
          error.cancelled === true,
      );
    router.events.on("routeChangeStart", onStart);
    router.events.on("routeChangeComplete", onComplete);
    router.events.on("routeChangeError", onError);
    return () => {
      router.events.off("routeChangeStart", onStart);
      router.events.off("routeChangeComplete", onComplete);
      router.events.off("routeChangeError", onError);
      controller.dispose();
    };
  }, [router.events]);

  return (
    <NavigationProgress
      store={progressStore}
      color={failed ? "red" : "festival"}
      size={3}
      aria-label="Page loading"
      data-loading-bar
      data-failed={failed || undefined}
    />
  );
}
