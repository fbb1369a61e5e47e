/**
 * Toasts without Mantine's notifications code in the first load: `~/lib/toast` tells the shell
 * that a toast was shown (`toastShown`), `_app` mounts the toast host at the first one
 * (DeferredNotifications), and both load the host's module, which holds the notifications store
 * too, through the one `loadToastHost`: its code, fetched when the browser is idle, is then at
 * hand for a toast shown without signal (another `import()` would be a chunk of its own).
 */
export const loadToastHost = () => import("~/components/shell/NotificationsHost");
let shown = false;
const listeners = new Set<() => void>();

export function toastShown(): void {
  shown = true;
  const waiting = [...listeners];
  listeners.clear();
  for (const listener of waiting) listener();
}

/** Calls `listener` at the first toast (at once if one was shown already); returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
