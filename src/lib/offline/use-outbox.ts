import { useEffect, useState } from "react";
import { OUTBOX_CHANNEL } from "./constants";
import type { OutboxEntry } from "./outbox";

/**
 * The outbox's entries (README "Offline"), kept up to date across tabs and the worker; empty until
 * the outbox code has loaded (after the first paint).
 */
export function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    let read: (() => Promise<OutboxEntry[]>) | null = null;
    const refresh = () => {
      void read?.().then((next) => {
        if (live) setEntries(next);
      });
    };
    void import("./client").then(({ outbox }) => {
      read = () => outbox.all().catch(() => []);
      refresh();
    });
    const channel =
      typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    channel?.addEventListener("message", refresh);
    return () => {
      live = false;
      channel?.close();
    };
  }, []);
  return entries;
}
