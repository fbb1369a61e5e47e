/**
 * The page's side of working without signal (README "Offline"), loaded after the page is
 * interactive or on the first action that finds no signal: the service worker's registration,
 * queueing and sending actions, and forgetting everything personal at sign-out.
 */
import {
  KEEP_OFFLINE_PAGES,
  KEEP_PAGE,
  OUTBOX_SYNC_TAG,
  PAGE_LANGUAGE,
  SIGNED_OUT,
  UNCLAIMED,
} from "./constants";
import {
  claimUnclaimed,
  deleteOutbox,
  drain,
  expireKeptScans,
  indexedDbOutbox,
  newEntry,
  sendOverHttp,
} from "./outbox";
import {
  announceSignOut,
  endSessionOverHttp,
  signOutMessageFrom,
  indexedDbPendingSignOut,
  SESSION_PATH,
  settleSignOutOverHttp,
  type SettleResult,
} from "./sign-out";
import type { OfflineActionBody } from "~/shared/offline/rules";
import { PERSONAL_CACHES } from "~/shared/offline/pages";

const outbox = indexedDbOutbox();
const pendingSignOut = indexedDbPendingSignOut();
export { outbox };

/**
 * Registers /sw.js (production builds only: development serves changing files), then tells the
 * worker the page's language, now and whenever `<html lang>` changes (a sign-in that brings the
 * stored choice): its static pages without signal are shown in it (README "Offline").
 */
export async function registerServiceWorker(): Promise<void> {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  const tell = () =>
    void navigator.serviceWorker.ready
      .then((registration) =>
        registration.active?.postMessage({
          type: PAGE_LANGUAGE,
          locale: document.documentElement.lang,
        }),
      )
      .catch(() => undefined);
  tell();
  new MutationObserver(tell).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ["lang"],
  });
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
  askForBackgroundSync();
  return entry;
}

/** Background Sync, where the browser has it: the worker sends what waits when signal is back. */
function askForBackgroundSync(): void {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = registration ? syncManagerOf(registration) : null;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined);
}

/**
 * A visitor's station scan without signal: kept on this device for whoever signs in next here
 * (`claimVisitorScans`), as the server keeps one in a cookie with signal.
 */
export async function keepVisitorScan(token: string) {
  return queueAction(UNCLAIMED, { kind: "scan", token });
}

/**
 * The visitor's scans kept on this device become `userId`'s (signed in), to be sent for them; one
 * kept too long is theirs too, answered "Kept too long" and never sent.
 */
export function claimVisitorScans(userId: string): Promise<number> {
  return claimUnclaimed(outbox, userId);
}

/** The visitor's scans kept too long are answered "Kept too long: scan the station again". */
export function expireVisitorScans(): Promise<number> {
  return expireKeptScans(outbox);
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
 * Signs `userId` out (README "Offline"): their waiting actions go first if they can, then the
 * session ends on the server; without signal (or in an outage) a pending sign-out is kept for the
 * worker instead. Then nothing personal stays on the device. "failed": not even that was kept.
 */
export async function signOut(userId: string | null): Promise<"done" | "pending" | "failed"> {
  if (userId) await sendWaitingActions(userId).catch(() => 0);
  const ended = await endSessionOverHttp();
  let result: "done" | "pending" | "failed" = ended === "ended" ? "done" : "failed";
  if (result === "failed" && userId)
    result = await keepSignOutPending(userId).then(
      () => "pending" as const,
      () => "failed" as const,
    );
  await forgetPersonalData().catch(() => undefined);
  return result;
}

/**
 * Signing out found no signal: the session cookie and the server's session stay until the server
 * is told. The person's waiting actions go to `SIGNED_OUT` (sent with the old session first, then
 * forgotten), the pending sign-out is kept for the worker, and the other tabs are told.
 */
export async function keepSignOutPending(userId: string): Promise<void> {
  for (const entry of await outbox.all().catch(() => []))
    if (entry.userId === userId && entry.state === "waiting")
      await outbox.put({ ...entry, userId: SIGNED_OUT });
  await pendingSignOut.set({ signedOutAt: new Date().toISOString() });
  askForBackgroundSync();
}

/** Whether a sign-out made without signal still waits to be told to the server. */
export async function isSignOutPending(): Promise<boolean> {
  return (await pendingSignOut.get().catch(() => null)) !== null;
}

/**
 * Tells the server about a pending sign-out now if there is signal. With the worker in charge, a
 * request through it does (the worker settles before anything goes out); without one, here.
 */
export async function settlePendingSignOut(): Promise<SettleResult> {
  if (!(await isSignOutPending())) return "none";
  if (!navigator.serviceWorker?.controller)
    return settleSignOutOverHttp(pendingSignOut, outbox, sendOverHttp);
  await fetch(SESSION_PATH, { credentials: "same-origin", cache: "no-store" }).catch(() => null);
  return (await isSignOutPending()) ? "later" : "done";
}

/** This tab, so that it does not take its own sign-out message for another tab's. */
export const THIS_TAB = crypto.randomUUID();

/** Tells the other tabs that this one signed out (they show a visitor's view too). */
export function announceSignOutHere(): void {
  announceSignOut(THIS_TAB);
}

export { signOutMessageFrom };

/**
 * Sign-out or another person: the outbox and the worker's kept pages and answers go. A visitor's
 * scans not yet claimed stay: they belong to whoever signs in next on this device; so do the
 * actions of a sign-out that waits for signal (`SIGNED_OUT`, sent with it).
 */
export async function forgetPersonalData(): Promise<void> {
  const kept = (await outbox.all().catch(() => [])).filter(
    (entry) =>
      entry.userId === UNCLAIMED || (entry.userId === SIGNED_OUT && entry.state === "waiting"),
  );
  await deleteOutbox();
  for (const { key, userId, action, recordedAt, state, outcome } of kept)
    await outbox.add({ key, userId, action, recordedAt, state, outcome });
  if (typeof caches !== "undefined")
    await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith("festival-offline-kept:")) sessionStorage.removeItem(key);
  localStorage.removeItem("festival-offline-owner");
}
