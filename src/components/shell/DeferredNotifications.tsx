import { notificationsStore } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { clientOnly } from "~/lib/client-only";

const loadHost = () => import("./NotificationsHost");
const NotificationsHost = clientOnly(loadHost);

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/**
 * Mounts the toast host at the first toast: the first paint does not wait for Mantine's
 * notification code, and a page that shows no toast never draws it. Its code is fetched when
 * the browser is idle after the first paint, so that a toast shown later without signal (a kept
 * action) has it at hand. Toasts shown before it mounts wait in the notifications store (their
 * timers start when they render).
 */
export function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    // A toast shown before this effect ran (e.g. by another effect), or any after it.
    if (hasToasts()) mount();
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasToasts()) mount();
    });
    // Fetched, not drawn: a failure (no signal) is tried again when the host mounts.
    const fetchHost = () => void loadHost().catch(() => undefined);
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
