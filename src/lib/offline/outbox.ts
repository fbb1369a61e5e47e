/**
 * The outbox: actions made without signal, kept on the device (IndexedDB) until the server has
 * answered them (README "Offline"). Used by the page and by the service worker (Background Sync),
 * so it needs nothing but IndexedDB, fetch and BroadcastChannel. Loaded on first use, never with
 * the first paint.
 *
 * Each action gets a key made here (crypto.randomUUID) and the time it was made. `drain` sends the
 * waiting ones one after another, oldest first, and stops at the first that cannot be sent now
 * (no signal, a wait, signed out): the rest keep their order. The server stores each key's
 * outcome, so an action sent twice (a crash between sending and saving the answer, two tabs)
 * is done once and answered the same. Answered actions stay, with what happened, until the person
 * dismisses them: a refusal is never dropped silently.
 */
import superjson from "superjson";
import {
  isKeptTooLong,
  KEPT_TOO_LONG,
  type OfflineActionBody,
  type OfflineOutcome,
} from "~/shared/offline/rules";
import { OUTBOX_CHANNEL, UNCLAIMED } from "./constants";

export type OutboxEntry = {
  /** Order of arrival (IndexedDB's key). */
  seq: number;
  key: string;
  /** Whose action it is: only that person's session sends it; `UNCLAIMED` for a visitor's scan. */
  userId: string;
  action: OfflineActionBody;
  /** ISO time the person acted. */
  recordedAt: string;
  state: "waiting" | "answered";
  outcome: OfflineOutcome | null;
};

export type NewOutboxEntry = Omit<OutboxEntry, "seq">;

/** Where entries are kept: IndexedDB in the browser (`indexedDbOutbox`). */
export interface OutboxStore {
  add(entry: NewOutboxEntry): Promise<OutboxEntry>;
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(seq: number): Promise<void>;
  clear(): Promise<void>;
}

/**
 * What sending one entry gave: the server's outcome, or "not now" (keep it, try later), with why
 * when known: no signal, a wait (429, an outage) or no session (401).
 */
export type SendResult =
  | { kind: "outcome"; outcome: OfflineOutcome }
  | { kind: "later"; reason?: "no-signal" | "wait" | "signed-out" };

const DB_NAME = "festival-offline";
const STORE = "actions";

export const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

/** Sends `userId`'s waiting entries in order until one cannot go now; returns how many went. */
export async function drain(
  store: OutboxStore,
  userId: string,
  send: (entry: OutboxEntry) => Promise<SendResult>,
): Promise<number> {
  const waiting = (await store.all())
    .filter((entry) => entry.state === "waiting" && entry.userId === userId)
    .sort(bySeq);
  let sent = 0;
  for (const entry of waiting) {
    const result = await send(entry);
    if (result.kind === "later") break;
    await store.put({ ...entry, state: "answered", outcome: result.outcome });
    sent += 1;
  }
  return sent;
}

/**
 * Gives the visitor's scans kept on this device (`UNCLAIMED`) to `userId`, who just signed in (or
 * was signed in): from now on they are that person's, sent by their session in their order of
 * arrival. One kept longer than KEPT_SCAN_HOURS is answered "Kept too long" first and never sent
 * (shown in their list until cleared). Returns how many were claimed.
 */
export async function claimUnclaimed(
  store: OutboxStore,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  if (userId === UNCLAIMED) return 0;
  await expireKeptScans(store, now);
  const unclaimed = (await store.all()).filter((entry) => entry.userId === UNCLAIMED);
  for (const entry of unclaimed) await store.put({ ...entry, userId });
  return unclaimed.length;
}

/**
 * A visitor's scans kept longer than KEPT_SCAN_HOURS: answered KEPT_TOO_LONG on the device (still
 * the visitor's, shown in the list until cleared), so they are never sent. Returns how many.
 */
export async function expireKeptScans(store: OutboxStore, now: Date = new Date()): Promise<number> {
  const expired = (await store.all()).filter(
    (entry) =>
      entry.userId === UNCLAIMED &&
      entry.state === "waiting" &&
      isKeptTooLong(entry.recordedAt, now),
  );
  for (const entry of expired)
    await store.put({ ...entry, state: "answered", outcome: KEPT_TOO_LONG });
  return expired.length;
}

/** A new entry for an action made now by `userId`. */
export function newEntry(
  userId: string,
  action: OfflineActionBody,
  now = new Date(),
): NewOutboxEntry {
  return {
    key: crypto.randomUUID(),
    userId,
    action,
    recordedAt: now.toISOString(),
    state: "waiting",
    outcome: null,
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DB_NAME, 1);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
  };
  return request(opening);
}

function isEntry(value: unknown): value is OutboxEntry {
  return (
    typeof value === "object" &&
    value !== null &&
    "seq" in value &&
    "key" in value &&
    "action" in value &&
    "state" in value
  );
}

/** The outbox in IndexedDB; every change is announced on the BroadcastChannel. */
export function indexedDbOutbox(): OutboxStore {
  let database: Promise<IDBDatabase> | null = null;
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    database ??= openDatabase().then((opened) => {
      // Sign-out deletes the database: let it, and open a fresh one on the next use.
      opened.onversionchange = () => {
        opened.close();
        database = null;
      };
      return opened;
    });
    const db = await database;
    const result = await request(work(db.transaction(STORE, mode).objectStore(STORE)));
    if (mode === "readwrite") announceOutboxChange();
    return result;
  };
  return {
    async add(entry) {
      const seq = await run("readwrite", (store) => store.add(entry));
      if (typeof seq !== "number") throw new Error("The outbox gave no number.");
      return { ...entry, seq };
    },
    async all() {
      const rows: unknown[] = await run("readonly", (store) => store.getAll());
      return rows.filter(isEntry).sort(bySeq);
    },
    async put(entry) {
      await run("readwrite", (store) => store.put(entry));
    },
    async remove(seq) {
      await run("readwrite", (store) => store.delete(seq));
    },
    async clear() {
      await run("readwrite", (store) => store.clear());
    },
  };
}

/** Tells every page and the worker that the outbox changed. */
export function announceOutboxChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Deletes the outbox database (sign-out: nothing personal stays on the device). */
export function deleteOutbox(): Promise<void> {
  return new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(DB_NAME);
    deleting.onsuccess = () => {
      announceOutboxChange();
      resolve();
    };
    deleting.onerror = () => resolve();
    // Open connections close themselves (onversionchange); do not hang on one that does not.
    setTimeout(resolve, 3000);
  });
}

const REPLAY_URL = "/api/trpc/offline.replay";

/**
 * Sends one entry to `offline.replay` as the tRPC client would (superjson body). No signal, a
 * wait (429), an outage (5xx) or no session: later. Any other answer is the outcome.
 */
export async function sendOverHttp(entry: OutboxEntry): Promise<SendResult> {
  const input = { key: entry.key, recordedAt: new Date(entry.recordedAt), action: entry.action };
  let response: Response;
  try {
    response = await fetch(REPLAY_URL, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(superjson.serialize(input)),
    });
  } catch {
    return { kind: "later", reason: "no-signal" };
  }
  if (response.status === 401) return { kind: "later", reason: "signed-out" };
  if (response.status === 429 || response.status >= 500) return { kind: "later", reason: "wait" };
  const body: unknown = await response.json().catch(() => null);
  const outcome = outcomeOf(body);
  if (outcome) return { kind: "outcome", outcome };
  const message = errorMessageOf(body);
  // The server refused the input itself (400, 403, 404): an answer, shown with its reason.
  return {
    kind: "outcome",
    outcome: {
      status: "refused",
      message: `Refused: ${message ?? `error ${response.status}`}`,
      points: 0,
    },
  };
}

function field(value: unknown, name: string): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  const found: unknown = Reflect.get(value, name);
  return found;
}

function outcomeOf(body: unknown): OfflineOutcome | null {
  const data = field(field(field(body, "result"), "data"), "json");
  const status = field(data, "status");
  const message = field(data, "message");
  const points = field(data, "points");
  if (
    (status === "credited" || status === "done" || status === "already" || status === "refused") &&
    typeof message === "string" &&
    typeof points === "number"
  )
    return { status, message, points };
  return null;
}

function errorMessageOf(body: unknown): string | null {
  const message = field(field(field(body, "error"), "json"), "message");
  return typeof message === "string" ? message.slice(0, 300) : null;
}
