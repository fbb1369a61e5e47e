import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";
// The store toasts are queued in (~/lib/toast), loaded with the host (~/lib/toast-signal).
export { notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS, TOAST_POSITION } from "~/lib/toast";

/** Where toasts render (see ~/lib/toast). Loaded after first paint by DeferredNotifications. */
export default function NotificationsHost() {
  return (
    <Notifications
      position={TOAST_POSITION}
      autoClose={TOAST_DURATION_MS}
      zIndex={2100}
      limit={3}
    />
  );
}
