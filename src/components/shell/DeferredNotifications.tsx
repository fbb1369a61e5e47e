import { useEffect, useState } from "react";
import { clientOnly } from "~/lib/client-only";
import { loadToastHost, onFirstToast } from "~/lib/toast-signal";

const NotificationsHost = clientOnly(loadToastHost);

/**
 * Mounts the toast host at the first toast: the first paint does not wait for Mantine's
 * notification code, and a page that shows no toast never draws it. Its code is fetched when
 * the browser is idle after the first paint, so that a toast shown later without signal (a kept
 * action) has it at hand. Toasts shown before it mounts wait in the notifications store (their
 * timers start when they render). It hears of the first toast from `~/lib/toast-signal`, not
 * from the notifications store, so the store's code is not in every page's first load.
 */
export function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (mounted) return;
    // A toast shown before this effect ran (e.g. by another effect), or the first after it.
    const unsubscribe = onFirstToast(() => setMounted(true));
    // Fetched, not drawn: a failure (no signal) is tried again when the host mounts.
    const fetchHost = () => void loadToastHost().catch(() => undefined);
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(fetchHost, { timeout: 3000 })
        : window.setTimeout(fetchHost, 1000);
    return () => {
      unsubscribe();
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [mounted]);

  return mounted ? <NotificationsHost /> : null;
}
