import type { NotificationData, notifications } from "@mantine/notifications";
import { loadToastHost, toastShown } from "./toast-signal";

/** The seed's timings: a toast hides after 3 s, a snackbar (longer message) after 5 s. */
export const TOAST_DURATION_MS = 3000;
export const SNACKBAR_DURATION_MS = 5000;
export const TOAST_POSITION = "bottom-center" as const;

/** The seed's named colours (default "success"), or any Mantine colour name. */
export type ToastColor = "success" | "error" | "warning" | "info" | (string & {});

const NAMED_COLORS: Record<string, string> = {
  success: "green",
  error: "red",
  warning: "yellow",
  info: "blue",
};

export type ToastOptions = {
  color?: ToastColor;
  /** A short bold line above the message. */
  title?: string;
  /** Milliseconds before it hides; defaults to the toast or snackbar duration. */
  duration?: number;
};

/** The notification a toast (or, with `kind: "snackbar"`, a snackbar) shows. */
export function toastNotification(
  message: string,
  options: ToastOptions = {},
  kind: "toast" | "snackbar" = "toast",
): NotificationData {
  const color = options.color ?? "success";
  return {
    message,
    title: options.title,
    color: NAMED_COLORS[color] ?? color,
    position: TOAST_POSITION,
    autoClose: options.duration ?? (kind === "snackbar" ? SNACKBAR_DURATION_MS : TOAST_DURATION_MS),
    withBorder: true,
    // Mantine's close button is an icon only: give it a name for screen readers (axe button-name).
    closeButtonProps: { "aria-label": "Close notification" },
  };
}

export type Toaster = {
  /** A short confirmation at the bottom of the screen, gone after 3 s. */
  toast(message: string, options?: ToastOptions): string;
  /** A longer message at the bottom of the screen, gone after 5 s. */
  snackbar(message: string, options?: ToastOptions): string;
  hide(id: string): void;
};

/**
 * Mantine's notifications store, loaded with the toast host at the first toast (the shell fetches
 * that code when the browser is idle): not in the first load of every page that can show a
 * toast. Without signal before it was fetched, the toast waits for the signal.
 */
function withStore(use: (store: typeof notifications) => void) {
  loadToastHost().then(
    (host) => use(host.notifications),
    () => window.addEventListener("online", () => withStore(use), { once: true }),
  );
}

let sequence = 0;

/** Queues it in the notifications store and has the shell draw the toast host (if not yet). */
function show(notification: NotificationData): string {
  sequence += 1;
  const id = notification.id ?? `toast-${sequence}`;
  withStore((store) => store.show({ ...notification, id }));
  toastShown();
  return id;
}

const toaster: Toaster = {
  toast: (message, options) => show(toastNotification(message, options)),
  snackbar: (message, options) => show(toastNotification(message, options, "snackbar")),
  hide: (id) => withStore((store) => void store.hide(id)),
};

/**
 * The one way screens show a toast. The <Notifications> host is mounted by _app (after the first
 * paint, or at the first toast: DeferredNotifications), so this works in every layout, including
 * inside modals; a toast shown before the host is there waits in the store. A hook (not a bare import) so that screens keep working
 * unchanged if toasts ever need per-tree state.
 */
export function useToast(): Toaster {
  return toaster;
}
