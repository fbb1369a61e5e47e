/**
 * The page's side of working without signal (README "Offline"), loaded after the page is
 * interactive or on the first action that finds no signal: the service worker's registration,
 * queueing and sending actions, and forgetting everything personal at sign-out.
 */
import { KEEP_OFFLINE_PAGES, KEEP_PAGE, OUTBOX_SYNC_TAG, UNCLAIMED } from "./constants";
import {
  claimUnclaimed,
  deleteOutbox,
  drain,
  indexedDbOutbox,
  newEntry,
  sendOverHttp,
} from "./outbox";
import type { OfflineActionBody } from "~/shared/offline/rules";
import { PERSONAL_CACHES } from "~/shared/offline/pages";

const outbox = indexedDbOutbox();
export { outbox };

/** Registers /sw.js (production builds only: development serves changing files). */
export async function registerServiceWorker(): Promise<void> {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
}

/**
 * Once per build, person and tab, when the worker runs: asks it to keep the offline pages for
 * the signed-in person. Returns whether it asked (then the caller also loads the pages' queries,
 * which the worker keeps as they pass).
 */
export async function keepOfflinePages(userId: string, buildId: string): Promise<boolean> {
  if (!("serviceWorker" in navigator) || !navigator.onLine) return false;
  const mark = `festival-offline-kept:${buildId}:${userId}`;
  if (sessionStorage.getItem(mark)) return false;
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active) return false;
  registration.active.postMessage(KEEP_OFFLINE_PAGES);
  sessionStorage.setItem(mark, "1");
  return true;
}

/**
 * Asks the worker to fetch an offline page again: what it shows changed since the server
 * rendered it (a bottle code just made, a tapped cell), so the kept copy would be behind.
 */
export function keepPage(path: string): void {
  navigator.serviceWorker?.controller?.postMessage({ type: KEEP_PAGE, path });
}

type SyncManager = { register(tag: string): Promise<void> };

function syncManagerOf(registration: ServiceWorkerRegistration): SyncManager | null {
  const sync: unknown = Reflect.get(registration, "sync");
  if (typeof sync !== "object" || sync === null) return null;
  const register: unknown = Reflect.get(sync, "register");
  return typeof register === "function"
    ? { register: (tag) => Promise.resolve(Reflect.apply(register, sync, [tag])) }
    : null;
}

/** Keeps an action made without signal; it is sent by `sendWaitingActions` (or Background Sync). */
export async function queueAction(userId: string, action: OfflineActionBody) {
  const entry = await outbox.add(newEntry(userId, action));
  if ("serviceWorker" in navigator) {
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        const sync = registration ? syncManagerOf(registration) : null;
        return sync?.register(OUTBOX_SYNC_TAG);
      })
      .catch(() => undefined);
  }
  return entry;
}

/**
 * A visitor's station scan without signal: kept on this device for whoever signs in next here
 * (`claimVisitorScans`), as the server keeps one in a cookie with signal.
 */
export async function keepVisitorScan(token: string) {
  return queueAction(UNCLAIMED, { kind: "scan", token });
}

/** The visitor's scans kept on this device become `userId`'s (signed in), to be sent for them. */
export function claimVisitorScans(userId: string): Promise<number> {
  return claimUnclaimed(outbox, userId);
}

/**
 * Sends `userId`'s waiting actions in order; one sender at a time across this browser's tabs
 * (Web Locks where the browser has them; the server's keys make a second sender harmless).
 * Returns how many the server answered.
 */
export async function sendWaitingActions(userId: string): Promise<number> {
  const run = () => drain(outbox, userId, sendOverHttp);
  if (typeof navigator.locks?.request === "function")
    return navigator.locks.request("festival-outbox", run);
  return run();
}

/** Removes answered actions from the list (the person has read what happened). */
export async function dismissAnswered(): Promise<void> {
  for (const entry of await outbox.all())
    if (entry.state === "answered") await outbox.remove(entry.seq);
}

/**
 * Sign-out or another person: the outbox and the worker's kept pages and answers go. A visitor's
 * scans not yet claimed stay: they belong to whoever signs in next on this device.
 */
export async function forgetPersonalData(): Promise<void> {
  const unclaimed = (await outbox.all().catch(() => [])).filter(
    (entry) => entry.userId === UNCLAIMED && entry.state === "waiting",
  );
  await deleteOutbox();
  for (const { key, userId, action, recordedAt, state, outcome } of unclaimed)
    await outbox.add({ key, userId, action, recordedAt, state, outcome });
  if (typeof caches !== "undefined")
    await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith("festival-offline-kept:")) sessionStorage.removeItem(key);
  localStorage.removeItem("festival-offline-owner");
}
