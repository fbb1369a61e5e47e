import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createLiveEvents,
  LIVE_CHANNEL,
  LIVE_COALESCE_MS,
  parseLivePayload,
  type LiveEvents,
  type LiveTopic,
} from "./live-events";

const opened: LiveEvents[] = [];
function hub(...args: Parameters<typeof createLiveEvents>): LiveEvents {
  const events = createLiveEvents(...args);
  opened.push(events);
  return events;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((events) => events.close()));
});

/** The next event of `topic` on `events`, or a failure after `ms`. */
function nextEvent(events: LiveEvents, topic: LiveTopic, ms = 2_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${topic} event within ${ms} ms`));
    }, ms);
    const stop = events.subscribe(topic, (id) => {
      clearTimeout(timer);
      stop();
      resolve(id);
    });
  });
}

describe("live events in one process (the embedded database)", () => {
  it("tells every subscriber of a topic at once, with a new id that becomes the latest", async () => {
    const events = hub({ kind: "pglite" });
    const before = events.latest("wall");
    const heard = Promise.all([nextEvent(events, "wall"), nextEvent(events, "wall")]);
    events.publish("wall");
    const [first, second] = await heard;
    expect(first).toBe(second);
    expect(first).not.toBe(before);
    expect(events.latest("wall")).toBe(first);
  });

  it("gathers the leaderboard's changes into one event a second after the first", () => {
    vi.useFakeTimers();
    const events = hub({ kind: "pglite" });
    const heard: string[] = [];
    events.subscribe("leaderboard", (id) => heard.push(id));
    for (let index = 0; index < 50; index++) events.publish("leaderboard");
    vi.advanceTimersByTime(LIVE_COALESCE_MS.leaderboard - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toHaveLength(1);
    events.publish("leaderboard");
    vi.advanceTimersByTime(LIVE_COALESCE_MS.leaderboard);
    expect(heard).toHaveLength(2);
  });

  it("keeps no listener after unsubscribing", () => {
    const events = hub({ kind: "pglite" });
    const stops = Array.from({ length: 100 }, () => events.subscribe("wall", () => undefined));
    expect(events.listenerCount()).toBe(100);
    for (const stop of stops) stop();
    expect(events.listenerCount()).toBe(0);
  });

  it("reads only the payloads it sends", () => {
    expect(parseLivePayload(JSON.stringify({ topic: "wall", id: "abc-1-ff" }))).toEqual({
      topic: "wall",
      id: "abc-1-ff",
    });
    for (const payload of [
      "not json",
      "null",
      JSON.stringify({ topic: "other", id: "abc" }),
      JSON.stringify({ topic: "wall", id: "<script>" }),
      JSON.stringify({ topic: "wall", id: "x".repeat(41) }),
    ])
      expect(parseLivePayload(payload)).toBeNull();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

// LISTEN/NOTIFY needs a PostgreSQL server: the PostgreSQL leg (scripts/pg-leg.sh) sets
// TEST_DATABASE_URL; on the embedded database the in-process tests above are the whole story.
describe.skipIf(!serverUrl)(
  "live events over LISTEN/NOTIFY between two instances (PostgreSQL leg only: needs TEST_DATABASE_URL)",
  () => {
    const url = serverUrl ?? "";

    async function connectedHub(): Promise<LiveEvents> {
      const events = hub({ kind: "postgresql", url });
      const stop = events.subscribe("wall", () => undefined);
      await vi.waitFor(() => expect(events.connected()).toBe(true), { timeout: 5_000 });
      stop();
      return events;
    }

    it("delivers an event published on instance A to instance B, and to A itself", async () => {
      const [a, b] = [await connectedHub(), await connectedHub()];
      const started = Date.now();
      const heard = Promise.all([nextEvent(a, "wall"), nextEvent(b, "wall")]);
      a.publish("wall");
      const [onA, onB] = await heard;
      expect(onB).toBe(onA);
      expect(b.latest("wall")).toBe(onA);
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it("reconnects when its connection is killed, and tells its screens to refetch", async () => {
      const b = await connectedHub();
      const before = b.latest("wall");
      const resynced = nextEvent(b, "wall", 10_000);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE pid <> pg_backend_pid() AND query = $1`,
          [`LISTEN ${LIVE_CHANNEL}`],
        );
      } finally {
        await admin.end();
      }
      expect(await resynced).not.toBe(before);
      await vi.waitFor(() => expect(b.connected()).toBe(true), { timeout: 5_000 });
      const a = await connectedHub();
      // B may hear the NOTIFY before A hears its own: compare what both heard, not A's latest.
      const heard = Promise.all([nextEvent(a, "wall"), nextEvent(b, "wall")]);
      a.publish("wall");
      const [onA, onB] = await heard;
      expect(onB).toBe(onA);
      expect(b.latest("wall")).toBe(onA);
    });
  },
);
