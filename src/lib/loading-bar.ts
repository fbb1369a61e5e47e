/** The seed's loading bar: shown only when a route change takes longer than 200 ms. */
export const LOADING_BAR_DELAY_MS = 200;

export type LoadingBarActions = {
  start(): void;
  complete(): void;
  reset(): void;
  setFailed(failed: boolean): void;
};

/**
 * Turns router events into loading bar actions: the bar starts after the delay (a fast change
 * never shows it), completes on success, and on failure turns the error colour and completes.
 */
export function createLoadingBarController(
  actions: LoadingBarActions,
  delayMs = LOADING_BAR_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let shown = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  return {
    routeChangeStart() {
      clear();
      timer = setTimeout(() => {
        timer = null;
        shown = true;
        actions.setFailed(false);
        actions.start();
      }, delayMs);
    },
    routeChangeComplete() {
      clear();
      if (shown) actions.complete();
      shown = false;
    },
    /** `cancelled`: a newer navigation replaced this one; the bar stays for the newer one. */
    routeChangeError(cancelled: boolean) {
      if (cancelled) return;
      clear();
      actions.setFailed(true);
      if (!shown) actions.start();
      actions.complete();
      shown = false;
    },
    dispose() {
      clear();
      actions.reset();
    },
  };
}
