import { tracked } from "@trpc/server";
import { env } from "~/env";
import { resolveDatabaseTarget } from "~/server/database/target";
import { tooManyRequests } from "~/server/errors";
import { getLogger } from "~/server/infra/logger";
import { liveEvents, type LiveEvents, type LiveTopic } from "~/server/infra/live-events";
import type { liveUpdatesInput } from "~/shared/live/inputs";
import type { z } from "~/shared/zod";

/**
 * The wall's and the leaderboard's push (README "Live updates"): a stream of "changed" events a
 * screen answers by refetching what it shows. Services call `publishLive` after their commit.
 */

/** This process's live events, on the database the app runs on. */
export function live(): LiveEvents {
  return liveEvents(() => {
    const target = resolveDatabaseTarget(env);
    return target.kind === "postgresql" ? { kind: "postgresql", url: target.url } : target;
  });
}

/** Tells every open wall or dashboard, on every instance, that `topic` changed. Never throws. */
export function publishLive(topic: LiveTopic): void {
  try {
    live().publish(topic);
  } catch (error) {
    // A change that committed is never undone by its announcement: screens catch up by polling.
    getLogger().warn({ err: error, topic }, "live update not published");
  }
}

/** Open streams one address may hold on one instance (a venue's Wi-Fi puts many phones behind one). */
export const LIVE_MAX_STREAMS_PER_IP = 200;

const open = { total: 0, byIp: new Map<string, number>() };

/** Streams open on this instance now (the soak test watches it). */
export function openLiveStreams(): number {
  return open.total;
}

/** Takes a stream slot for `ip`, or refuses when the instance or the address has enough. */
function takeSlot(ip: string | null): () => void {
  const key = ip ?? "unknown";
  const mine = open.byIp.get(key) ?? 0;
  if (open.total >= env.LIVE_MAX_STREAMS || mine >= LIVE_MAX_STREAMS_PER_IP)
    throw tooManyRequests(
      30,
      "Too many live screens are open: this one refreshes every few seconds.",
    );
  open.total++;
  open.byIp.set(key, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open.total--;
    const left = (open.byIp.get(key) ?? 1) - 1;
    if (left > 0) open.byIp.set(key, left);
    else open.byIp.delete(key);
  };
}

export type LiveUpdate = { topic: LiveTopic };

/**
 * The events of `topic` until `signal` aborts (the screen went away). The first event comes at
 * once unless the screen names the latest one as the last it saw, so a screen that (re)connects
 * refetches exactly when it may have missed something. Events that arrive while one is being
 * sent are gathered into one. The slot and the listener are given back however the stream ends.
 */
export function liveUpdates(
  topic: LiveTopic,
  input: z.output<typeof liveUpdatesInput>,
  ip: string | null,
  signal: AbortSignal | undefined,
) {
  return (async function* () {
    // Taken when the stream starts, so a call that is never read holds nothing.
    const release = takeSlot(ip);
    const events = live();
    let pending: string | null =
      input?.lastEventId === events.latest(topic) ? null : events.latest(topic);
    let wake: (() => void) | null = null;
    const stop = events.subscribe(topic, (id) => {
      pending = id;
      wake?.();
    });
    const onAbort = () => wake?.();
    signal?.addEventListener("abort", onAbort);
    try {
      while (!signal?.aborted) {
        const id = pending;
        if (id !== null) {
          pending = null;
          yield tracked(id, { topic } satisfies LiveUpdate);
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    } finally {
      stop();
      signal?.removeEventListener("abort", onAbort);
      release();
    }
  })();
}
