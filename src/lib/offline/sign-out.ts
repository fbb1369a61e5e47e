/**
 * A sign-out made without signal (README "Offline"). The page forgets the person at once, but the
 * session cookie (HttpOnly) and the server's session stay until the server is told: so the phone
 * keeps a **pending sign-out** here (IndexedDB, readable by the service worker), and the person's
 * actions still waiting for signal are given to `SIGNED_OUT` in the outbox (no id of theirs stays).
 *
 * `settleSignOut` is what happens when there is signal again (the worker, before it lets any page
 * or API request through; Background Sync; the page on start and on `online`): first the waiting
 * actions are sent with the old session, in order, then the session is ended (DELETE), then the
 * actions and the mark are forgotten. Until then nothing may go out with the old cookie.
 */
import { OUTBOX_CHANNEL, SIGNED_OUT, SIGNED_OUT_MESSAGE } from "./constants";
import { drain, type OutboxEntry, type OutboxStore, type SendResult } from "./outbox";

/** The mark: only when the person signed out (nothing that names them). */
export type PendingSignOut = { signedOutAt: string };

/** Where the mark is kept: IndexedDB in the browser (`indexedDbPendingSignOut`). */
export interface PendingSignOutStore {
  get(): Promise<PendingSignOut | null>;
  set(value: PendingSignOut): Promise<void>;
  clear(): Promise<void>;
}

/** What ending the session on the server gave: gone (or already gone), or "not now". */
export type EndSessionResult = "ended" | "later";

/**
 * "none": no sign-out was pending; "done": the server was told (or the session was already gone);
 * "later": no signal, a wait or an outage: the mark stays and the old session must not be used.
 */
export type SettleResult = "none" | "done" | "later";

export const SESSION_PATH = "/api/_auth/session";

/** DELETE /api/_auth/session with the cookie the browser holds: 2xx or 401 means it is gone. */
export async function endSessionOverHttp(): Promise<EndSessionResult> {
  try {
    const response = await fetch(SESSION_PATH, {
      method: "DELETE",
      credentials: "same-origin",
      cache: "no-store",
    });
    return response.ok || response.status === 401 ? "ended" : "later";
  } catch {
    return "later";
  }
}

/**
 * Tells the server about a pending sign-out, if there is one: the signed-out person's waiting
 * actions first (their session still counts them), then the end of the session. When the server
 * already ended the session (it answers 401 to an action), what waited cannot be sent for anyone
 * and is forgotten with the rest.
 */
export async function settleSignOut(parts: {
  pending: PendingSignOutStore;
  outbox: OutboxStore;
  send: (entry: OutboxEntry) => Promise<SendResult>;
  endSession: () => Promise<EndSessionResult>;
}): Promise<SettleResult> {
  if (!(await parts.pending.get())) return "none";
  let sessionGone = false;
  await drain(parts.outbox, SIGNED_OUT, async (entry) => {
    const result = await parts.send(entry);
    if (result.kind === "later" && result.reason === "signed-out") sessionGone = true;
    return result;
  });
  const theirs = (await parts.outbox.all()).filter((entry) => entry.userId === SIGNED_OUT);
  if (!sessionGone && theirs.some((entry) => entry.state === "waiting")) return "later";
  if ((await parts.endSession()) === "later") return "later";
  for (const entry of theirs) await parts.outbox.remove(entry.seq);
  await parts.pending.clear();
  announceSignOut();
  return "done";
}

/**
 * `settleSignOut` with the browser's parts, one at a time across tabs and the worker (Web Locks
 * where the browser has them; a second DELETE would be harmless anyway).
 */
export function settleSignOutOverHttp(
  pending: PendingSignOutStore,
  outbox: OutboxStore,
  send: (entry: OutboxEntry) => Promise<SendResult>,
): Promise<SettleResult> {
  const run = () => settleSignOut({ pending, outbox, send, endSession: endSessionOverHttp });
  if (typeof navigator.locks?.request === "function")
    return navigator.locks.request("festival-sign-out", run);
  return run();
}

/**
 * The message on OUTBOX_CHANNEL: someone signed out on this device (`from`: the tab's id), or a
 * pending sign-out was told to the server (`from`: "settled").
 */
export type SignOutMessage = { type: typeof SIGNED_OUT_MESSAGE; from: string };

/** Tells every page that someone signed out on this device, or that it was told to the server. */
export function announceSignOut(from = "settled"): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  const message: SignOutMessage = { type: SIGNED_OUT_MESSAGE, from };
  channel.postMessage(message);
  channel.close();
}

/** Who announced a sign-out, if `data` is that message. */
export function signOutMessageFrom(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  if (Reflect.get(data, "type") !== SIGNED_OUT_MESSAGE) return null;
  const from: unknown = Reflect.get(data, "from");
  return typeof from === "string" ? from : null;
}

const DB_NAME = "festival-sign-out";
const STORE = "pending";
const KEY = "sign-out";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

function isPendingSignOut(value: unknown): value is PendingSignOut {
  return (
    typeof value === "object" &&
    value !== null &&
    "signedOutAt" in value &&
    typeof value.signedOutAt === "string"
  );
}

/** The pending sign-out in IndexedDB (its own small database, read by the worker per request). */
export function indexedDbPendingSignOut(): PendingSignOutStore {
  let database: Promise<IDBDatabase> | null = null;
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    database ??= (() => {
      const opening = indexedDB.open(DB_NAME, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      return request(opening).then((opened) => {
        opened.onversionchange = () => {
          opened.close();
          database = null;
        };
        return opened;
      });
    })();
    const db = await database;
    return request(work(db.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    async get() {
      const value: unknown = await run("readonly", (store) => store.get(KEY));
      return isPendingSignOut(value) ? value : null;
    },
    async set(value) {
      await run("readwrite", (store) => store.put(value, KEY));
    },
    async clear() {
      await run("readwrite", (store) => store.delete(KEY));
    },
  };
}
