import { notificationsStore } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { clientOnly } from "~/lib/client-only";

const NotificationsHost = clientOnly(() => import("./NotificationsHost"));

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/**
 * Mounts the toast host once the browser is idle after the first paint, or at the first toast,
 * whichever comes first: the first paint does not wait for Mantine's notification code. Toasts
 * shown before it mounts wait in the notifications store (their timers start when they render).
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
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(mount, { timeout: 3000 })
        : window.setTimeout(mount, 1000);
    return () => {
      unsubscribe();
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [mounted]);

  return mounted ? <NotificationsHost /> : null;
}
