import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { createSession, testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { live, LIVE_MAX_STREAMS_PER_IP, openLiveStreams } from "./live-updates";

const db = withTestDatabase(seedCatalogue);

/** A caller as `role` (null: a visitor); `signal` aborts its streams, as a closed tab does. */
async function callerOf(
  role: "PARTICIPANT" | "MODERATOR" | null,
  ip = "203.0.113.7",
  signal?: AbortSignal,
) {
  const session = role ? await createSession(db.database, role) : null;
  return createCaller(testContext(db.database, session, { ip }).ctx, { signal });
}

/** A tracked event as the server yields it (`[id, data, marker]`), named. */
function named(value: unknown): unknown {
  return Array.isArray(value) ? { id: value[0], data: value[1] } : value;
}

/**
 * Reads a stream as a screen does: `next(ms)` is its next event, or "silent" when none comes
 * within `ms` (the read stays pending and answers the following call, so no event is lost).
 */
function reader(iterator: AsyncIterator<unknown>) {
  let pending: Promise<unknown> | null = null;
  return {
    async next(ms = 1_000): Promise<unknown> {
      pending ??= iterator.next().then((step) => named(step.value));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silent = new Promise<"silent">((resolve) => {
        timer = setTimeout(() => resolve("silent"), ms);
      });
      const result = await Promise.race([pending, silent]);
      clearTimeout(timer);
      if (result !== "silent") pending = null;
      return result;
    },
    iterator,
  };
}

/** A wall stream as a visitor's screen opens it; `stop` ends it as a closed tab does. */
async function openWall(input?: { lastEventId?: string }, ip?: string) {
  const controller = new AbortController();
  const visitor = await callerOf(null, ip, controller.signal);
  const iterable = await visitor.care.feedUpdates(input);
  const iterator = iterable[Symbol.asyncIterator]();
  return {
    stream: reader(iterator),
    stop: async () => {
      controller.abort();
      await iterator.return?.();
    },
  };
}

async function pendingPost(): Promise<string> {
  const author = await callerOf("PARTICIPANT");
  const post = await author.care.create({
    kind: "GRATITUDE",
    toName: "the sound crew",
    message: "Thank you for the lovely evening",
    anonymous: false,
  });
  return post.id;
}

describe("the wall's live stream (care.feedUpdates)", () => {
  it("tells an open wall when a post is approved and when it is unpublished", async () => {
    const wall = await openWall({ lastEventId: live().latest("wall") });
    const moderator = await callerOf("MODERATOR");
    const id = await pendingPost();
    expect(await wall.stream.next(300)).toBe("silent");

    await moderator.moderation.care.decide({ ids: [id], decision: "approve" });
    const approved = await wall.stream.next();
    expect(approved).toMatchObject({ id: live().latest("wall"), data: { topic: "wall" } });

    await moderator.moderation.care.decide({ ids: [id], decision: "reject", reason: "Off topic" });
    const unpublished = await wall.stream.next();
    expect(unpublished).toMatchObject({ data: { topic: "wall" } });
    expect(unpublished).not.toEqual(approved);
    await wall.stop();
  });

  it("tells an open wall when readers' reports take a post down", async () => {
    const moderator = await callerOf("MODERATOR");
    const id = await pendingPost();
    await moderator.moderation.care.decide({ ids: [id], decision: "approve" });
    const wall = await openWall({ lastEventId: live().latest("wall") });
    const readers = await Promise.all([1, 2, 3].map(() => callerOf("PARTICIPANT")));
    const results = [];
    for (const reader of readers)
      results.push(await reader.care.report({ postId: id, reason: "SPAM" }));
    expect(results.map((result) => result.takenDown)).toEqual([false, false, true]);
    expect(await wall.stream.next()).toMatchObject({ data: { topic: "wall" } });
    expect(await wall.stream.next(300)).toBe("silent");
    await wall.stop();
  });

  it("resumes without a gap: a screen that missed an event hears at once, one that did not hears nothing", async () => {
    const seen = live().latest("wall");
    const moderator = await callerOf("MODERATOR");
    await moderator.moderation.care.decide({ ids: [await pendingPost()], decision: "approve" });

    const behind = await openWall({ lastEventId: seen });
    expect(await behind.stream.next()).toMatchObject({ id: live().latest("wall") });
    const upToDate = await openWall({ lastEventId: live().latest("wall") });
    expect(await upToDate.stream.next(300)).toBe("silent");
    const fresh = await openWall();
    expect(await fresh.stream.next()).toMatchObject({ id: live().latest("wall") });
    await Promise.all([behind.stop(), upToDate.stop(), fresh.stop()]);
  });

  it("gives back its listener and its slot when the screen goes away", async () => {
    const listeners = live().listenerCount();
    const streams = openLiveStreams();
    const walls = await Promise.all(Array.from({ length: 20 }, () => openWall()));
    await Promise.all(walls.map((wall) => wall.stream.next()));
    expect(live().listenerCount()).toBe(listeners + 20);
    expect(openLiveStreams()).toBe(streams + 20);
    await Promise.all(walls.map((wall) => wall.stop()));
    expect(live().listenerCount()).toBe(listeners);
    expect(openLiveStreams()).toBe(streams);
  });

  it(`refuses more than ${LIVE_MAX_STREAMS_PER_IP} streams from one address`, async () => {
    const ip = "198.51.100.99";
    const walls = await Promise.all(
      Array.from({ length: LIVE_MAX_STREAMS_PER_IP }, () => openWall(undefined, ip)),
    );
    await Promise.all(walls.map((wall) => wall.stream.next()));
    const extra = await openWall(undefined, ip);
    await expect(extra.stream.iterator.next()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const elsewhere = await openWall(undefined, "198.51.100.100");
    expect(await elsewhere.stream.next()).toMatchObject({ data: { topic: "wall" } });
    await Promise.all([...walls, elsewhere].map((wall) => wall.stop()));
    expect(openLiveStreams()).toBe(0);
  });
});

describe("the dashboard's live stream (dashboard.globalUpdates)", () => {
  it("tells an open dashboard within a second or two when points change, and its refetch has them", async () => {
    const controller = new AbortController();
    const visitor = await callerOf(null, undefined, controller.signal);
    const iterable = await visitor.dashboard.globalUpdates({
      lastEventId: live().latest("leaderboard"),
    });
    const iterator = iterable[Symbol.asyncIterator]();
    const stream = reader(iterator);
    // The dashboard as the screen shows it before (now kept in memory for a few seconds).
    const before = await visitor.dashboard.global();
    const moderator = await callerOf("MODERATOR");
    await moderator.moderation.care.decide({ ids: [await pendingPost()], decision: "approve" });
    expect(await stream.next(2_500)).toMatchObject({ data: { topic: "leaderboard" } });
    // The refetch the event causes sees the approved post's points, not the kept copy.
    const after = await visitor.dashboard.global();
    expect(after.points).toBeGreaterThan(before.points);
    controller.abort();
    await iterator.return?.();
  });
});
