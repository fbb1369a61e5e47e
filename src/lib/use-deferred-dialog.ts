import { useCallback, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useTranslations } from "use-intl";
import { useToast } from "./toast";

export type DeferredDialog<P> = {
  /** The loaded dialog component, or null until the first open. */
  Dialog: ComponentType<P> | null;
  /** Whether the dialog is open (false while its code is still loading). */
  opened: boolean;
  /** The code is loading after a click: show it on the button that opened it. */
  pending: boolean;
  open(): void;
  close(): void;
};

/**
 * A dialog whose code (Modal, focus trap, its content) loads on the first open instead of with
 * the page. Once loaded it stays mounted, closed, before it opens: Mantine's Modal remembers the
 * focused element only when `opened` changes, so focus still returns to the button on close.
 * The opener stays enabled while loading (a disabled button would lose focus).
 */
export function useDeferredDialog<P>(load: () => Promise<ComponentType<P>>): DeferredDialog<P> {
  const { toast } = useToast();
  const t = useTranslations("shell.offline");
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);

  const open = useCallback(() => {
    if (Dialog) {
      setOpened(true);
      return;
    }
    if (pending) return;
    setPending(true);
    load().then(
      (component) => {
        // First mount it closed (committed now), then open it (see above).
        flushSync(() => setDialog(() => component));
        setPending(false);
        setOpened(true);
      },
      () => {
        setPending(false);
        toast(t("partNotLoaded"), { color: "error" });
      },
    );
  }, [Dialog, load, pending, t, toast]);
  const close = useCallback(() => setOpened(false), []);

  return { Dialog, opened, pending, open, close };
}
