/**
 * Live events: "the wall changed", "the leaderboard changed", fanned out to every open stream of
 * every instance. An event carries only its topic and an id; screens refetch what they show.
 *
 * - On PostgreSQL, one dedicated `pg` connection per instance LISTENs on one channel and sends
 *   the NOTIFYs: every instance (this one too) hears every event, in commit order. When that
 *   connection drops it reconnects with a growing wait, and on each (re)connect every topic gets
 *   a fresh id, so a screen refetches whatever it may have missed meanwhile.
 * - On the embedded database there is one instance: events go through an in-process emitter.
 *
 * Ids are opaque and unique; an instance remembers the latest one per topic, so a screen that
 * reconnects with the id it saw last (`lastEventId`) is told at once when it missed something.
 * Publishing never throws and never waits for the database: it is called after a commit.
 */
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";
import { getLogger } from "./logger";

export const LIVE_TOPICS = ["wall", "leaderboard", "announcements"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
export type LiveListener = (id: string) => void;

/** The NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = "festival_live";

/**
 * How long a topic's publications are gathered into one event: the wall's go out at once (they
 * come after a commit); points change with every scan, so the leaderboard's go out at most once a
 * second, a second after the first change (its transaction has committed by then).
 */
export const LIVE_COALESCE_MS: Record<LiveTopic, number> = {
  wall: 0,
  leaderboard: 1_000,
  announcements: 0,
};

/** Waits between reconnects of the listening connection: 0.5 s doubling up to 15 s. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;
const CONNECT_TIMEOUT_MS = 5_000;

const EVENT_ID = /^[a-z0-9-]{1,40}$/;

export type LiveSource = { kind: "pglite" } | { kind: "postgresql"; url: string };

export type LiveEvents = {
  /** Tells every instance that `topic` changed (coalesced per LIVE_COALESCE_MS). Never throws. */
  publish(topic: LiveTopic): void;
  /** The id of the latest event of `topic` this instance heard (a boot id before any). */
  latest(topic: LiveTopic): string;
  /** Calls `listener` with each new event id of `topic`; returns the unsubscribe. */
  subscribe(topic: LiveTopic, listener: LiveListener): () => void;
  /** Listeners attached now, over all topics (the soak test watches it). */
  listenerCount(): number;
  /** Whether the PostgreSQL listening connection is up (always true in-process). */
  connected(): boolean;
  close(): Promise<void>;
};

let sequence = 0;

/** A new event id: time, a per-process counter and randomness, so ids never repeat. */
export function newEventId(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${Date.now().toString(36)}-${sequence.toString(36)}-${randomBytes(3).toString("hex")}`;
}

function isTopic(value: unknown): value is LiveTopic {
  return typeof value === "string" && (LIVE_TOPICS as readonly string[]).includes(value);
}

/** A NOTIFY payload as we send it, or null for anything else (the channel is ours, but check). */
export function parseLivePayload(payload: string): { topic: LiveTopic; id: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const topic = "topic" in parsed ? parsed.topic : undefined;
  const id = "id" in parsed ? parsed.id : undefined;
  if (!isTopic(topic) || typeof id !== "string" || !EVENT_ID.test(id)) return null;
  return { topic, id };
}

export function createLiveEvents(source: LiveSource): LiveEvents {
  const log = getLogger().child({ module: "live-events" });
  const emitter = new EventEmitter();
  // Every open stream is one listener; the stream cap bounds them, not this warning.
  emitter.setMaxListeners(0);
  const latest = new Map<LiveTopic, string>(LIVE_TOPICS.map((topic) => [topic, newEventId()]));
  const timers = new Map<LiveTopic, NodeJS.Timeout>();
  let closed = false;

  function deliver(topic: LiveTopic, id: string) {
    latest.set(topic, id);
    emitter.emit(topic, id);
  }

  /** Every topic afresh: after a reconnect, anything may have been missed. */
  function resync() {
    for (const topic of LIVE_TOPICS) deliver(topic, newEventId());
  }

  const transport =
    source.kind === "postgresql"
      ? postgresTransport(source.url, deliver, resync, log)
      : { send: deliver, connected: () => true, ensure: () => undefined, close: async () => {} };

  function send(topic: LiveTopic) {
    timers.delete(topic);
    if (!closed) transport.send(topic, newEventId());
  }

  return {
    publish(topic) {
      const wait = LIVE_COALESCE_MS[topic];
      if (wait === 0) return send(topic);
      if (timers.has(topic)) return;
      const timer = setTimeout(() => send(topic), wait);
      timer.unref();
      timers.set(topic, timer);
    },
    latest: (topic) => latest.get(topic) ?? "",
    subscribe(topic, listener) {
      transport.ensure();
      emitter.on(topic, listener);
      return () => {
        emitter.off(topic, listener);
      };
    },
    listenerCount: () => LIVE_TOPICS.reduce((sum, topic) => sum + emitter.listenerCount(topic), 0),
    connected: () => transport.connected(),
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      emitter.removeAllListeners();
      await transport.close();
    },
  };
}

/** The dedicated LISTEN/NOTIFY connection, opened on first use and kept open (reconnecting). */
function postgresTransport(
  url: string,
  deliver: (topic: LiveTopic, id: string) => void,
  resync: () => void,
  log: ReturnType<typeof getLogger>,
) {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let waitMs = RECONNECT_MIN_MS;
  let closed = false;

  function drop(dropped: pg.Client) {
    if (client === dropped) client = null;
    dropped.removeAllListeners("notification");
    dropped.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || connecting) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, waitMs);
    retryTimer.unref();
    waitMs = Math.min(RECONNECT_MAX_MS, waitMs * 2);
  }

  function connect(): Promise<pg.Client | null> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const candidate = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      // An unhandled 'error' on a pg client would end the process: a lost connection reconnects.
      let failed = false;
      candidate.on("error", (error) => {
        failed = true;
        log.warn({ err: error }, "live events connection lost");
        drop(candidate);
      });
      candidate.on("end", () => {
        if (!failed && !closed) drop(candidate);
      });
      candidate.on("notification", (message) => {
        if (message.channel !== LIVE_CHANNEL || !message.payload) return;
        const event = parseLivePayload(message.payload);
        if (event) deliver(event.topic, event.id);
      });
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${LIVE_CHANNEL}`);
      } catch (error) {
        log.warn({ err: error }, "live events connection failed");
        candidate.removeAllListeners("notification");
        await candidate.end().catch(() => undefined);
        return null;
      }
      if (closed) {
        await candidate.end().catch(() => undefined);
        return null;
      }
      client = candidate;
      waitMs = RECONNECT_MIN_MS;
      resync();
      return candidate;
    })().finally(() => {
      connecting = null;
      if (!client) scheduleReconnect();
    });
    return connecting;
  }

  return {
    send(topic: LiveTopic, id: string) {
      void connect().then(async (connected) => {
        const payload = JSON.stringify({ topic, id });
        try {
          if (!connected) throw new Error("not connected");
          await connected.query("SELECT pg_notify($1, $2)", [LIVE_CHANNEL, payload]);
        } catch {
          // This instance's screens at least; the others resync when their connection is back.
          deliver(topic, id);
        }
      });
    },
    connected: () => client !== null,
    ensure: () => {
      void connect();
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting;
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners();
        open.on("error", () => undefined);
        await open.end().catch(() => undefined);
      }
    },
  };
}

declare global {
  // One hub per process, shared by every bundle Next.js builds (like the database).
  var festivalLiveEvents: LiveEvents | undefined;
}

/** This process's live events, on the database the app runs on (see `resolveDatabaseTarget`). */
export function liveEvents(source: () => LiveSource): LiveEvents {
  globalThis.festivalLiveEvents ??= createLiveEvents(source());
  return globalThis.festivalLiveEvents;
}
