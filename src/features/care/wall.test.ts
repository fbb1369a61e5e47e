import { afterEach, describe, expect, it, vi } from "vitest";
import {
  nextFeaturedId,
  retryDelay,
  WALL_MAX_RETRY_DELAY_MS,
  WALL_POLL_MS,
  withDeadline,
} from "./wall";

afterEach(() => {
  vi.useRealTimers();
});

describe("the wall's polling rules", () => {
  it("polls well within the 10 s the wall promises", () => {
    expect(WALL_POLL_MS).toBeLessThanOrEqual(10_000);
  });

  it("backs off exponentially after failures, up to a cap", () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(WALL_MAX_RETRY_DELAY_MS);
    expect(retryDelay(1000)).toBe(WALL_MAX_RETRY_DELAY_MS);
  });
});

describe("withDeadline", () => {
  it("aborts work that takes too long, and leaves no timer behind when work ends", async () => {
    vi.useFakeTimers();
    const outer = new AbortController();
    const hanging = withDeadline(
      outer.signal,
      1000,
      (signal) =>
        new Promise<never>((_, reject) => {
          signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    );
    const assertion = expect(hanging).rejects.toThrow("aborted");
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;

    await expect(withDeadline(outer.signal, 1000, async () => "ok")).resolves.toBe("ok");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes on the caller's abort (React Query cancelling a fetch)", async () => {
    const outer = new AbortController();
    let inner: AbortSignal | null = null;
    const work = withDeadline(outer.signal, 60_000, (signal) => {
      inner = signal;
      return new Promise<never>((_, reject) => {
        signal.addEventListener("abort", () => reject(new Error("cancelled")));
      });
    });
    outer.abort();
    await expect(work).rejects.toThrow("cancelled");
    expect(inner).not.toBeNull();
  });
});

describe("nextFeaturedId", () => {
  it("walks the list and wraps around", () => {
    expect(nextFeaturedId(["a", "b", "c"], "a")).toBe("b");
    expect(nextFeaturedId(["a", "b", "c"], "c")).toBe("a");
  });

  it("starts over when the featured post left the wall, and handles an empty wall", () => {
    expect(nextFeaturedId(["a", "b"], "gone")).toBe("a");
    expect(nextFeaturedId(["a", "b"], null)).toBe("a");
    expect(nextFeaturedId([], "a")).toBeNull();
  });
});
