import { describe, expect, it, vi } from "vitest";
import { COST_FACTOR, createTtlCache } from "./ttl-cache";

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createTtlCache", () => {
  it("computes once within the time to live; after it, serves the old value while refreshing", async () => {
    let clock = 1000;
    const cache = createTtlCache<object, number>(5000, () => clock);
    const key = {};
    const compute = vi.fn(async () => clock);
    expect(await cache.get(key, compute)).toBe(1000);
    clock = 5999;
    expect(await cache.get(key, compute)).toBe(1000);
    expect(compute).toHaveBeenCalledTimes(1);
    clock = 6000;
    // Both answered at once with the old value; one refresh for the two.
    expect(await Promise.all([cache.get(key, compute), cache.get(key, compute)])).toEqual([
      1000, 1000,
    ]);
    await settle();
    expect(await cache.get(key, compute)).toBe(6000);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it(`keeps a slow value ${COST_FACTOR} times as long as it took to compute`, async () => {
    let clock = 0;
    const cache = createTtlCache<object, string>(5000, () => clock);
    const key = {};
    const slow = vi.fn(async () => {
      clock += 2000; // a two-second aggregate
      return `computed at ${clock}`;
    });
    expect(await cache.get(key, slow)).toBe("computed at 2000");
    clock = 2000 + 2000 * COST_FACTOR - 1;
    await cache.get(key, slow);
    expect(slow).toHaveBeenCalledTimes(1);
    clock += 1;
    await cache.get(key, slow);
    expect(slow).toHaveBeenCalledTimes(2);
  });

  it("shares one computation between concurrent callers", async () => {
    const cache = createTtlCache<object, string>(5000);
    let release: (value: string) => void = () => undefined;
    const compute = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const key = {};
    const calls = Array.from({ length: 50 }, () => cache.get(key, compute));
    release("done");
    expect(await Promise.all(calls)).toEqual(Array(50).fill("done"));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart and does not keep failures", async () => {
    const cache = createTtlCache<object, number>(5000);
    const a = {};
    const b = {};
    await expect(cache.get(a, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get(a, async () => 1)).toBe(1);
    expect(await cache.get(b, async () => 2)).toBe(2);
    cache.clear();
    expect(await cache.get(a, async () => 3)).toBe(3);
  });

  it("serves the stale value when a refresh fails, and tries again on the next call", async () => {
    let clock = 0;
    const cache = createTtlCache<object, number>(5000, () => clock);
    const key = {};
    expect(await cache.get(key, async () => 1)).toBe(1);
    clock = 6000;
    const failing = vi.fn(() => Promise.reject(new Error("database restarting")));
    expect(await cache.get(key, failing)).toBe(1);
    await settle();
    expect(await cache.get(key, async () => 2)).toBe(1);
    await settle();
    expect(await cache.get(key, async () => 3)).toBe(2);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it("never serves a value of another version: callers of the new one wait for one computation", async () => {
    let clock = 0;
    const cache = createTtlCache<object, string>(5000, () => clock);
    const key = {};
    expect(await cache.get(key, async () => "points before", "event-1")).toBe("points before");
    clock = 100; // well within the time to live
    const compute = vi.fn(async () => "points after");
    expect(
      await Promise.all([cache.get(key, compute, "event-2"), cache.get(key, compute, "event-2")]),
    ).toEqual(["points after", "points after"]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(await cache.get(key, compute, "event-2")).toBe("points after");
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("keeps the newer value when an older version's computation ends last", async () => {
    const cache = createTtlCache<object, string>(5000);
    const key = {};
    let releaseOld: (value: string) => void = () => undefined;
    const old = cache.get(
      key,
      () =>
        new Promise<string>((resolve) => {
          releaseOld = resolve;
        }),
      "event-1",
    );
    expect(await cache.get(key, async () => "new", "event-2")).toBe("new");
    releaseOld("old");
    expect(await old).toBe("old");
    expect(await cache.get(key, async () => "recomputed", "event-2")).toBe("new");
  });
});
