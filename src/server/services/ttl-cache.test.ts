import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("computes once within the time to live, again after it", async () => {
    let clock = 1000;
    const cache = createTtlCache<object, number>(5000, () => clock);
    const key = {};
    const compute = vi.fn(async () => clock);
    expect(await cache.get(key, compute)).toBe(1000);
    clock = 5999;
    expect(await cache.get(key, compute)).toBe(1000);
    clock = 6000;
    expect(await cache.get(key, compute)).toBe(6000);
    expect(compute).toHaveBeenCalledTimes(2);
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
});
