import { afterEach, describe, expect, it, vi } from "vitest";
import {
  featuredTextStep,
  largestFitting,
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

describe("featuredTextStep", () => {
  it("keeps normal posts in the largest type and steps down for longer ones", () => {
    expect(featuredTextStep("Thanks for the tea!")).toBe("short");
    expect(featuredTextStep("x".repeat(90))).toBe("short");
    expect(featuredTextStep("x".repeat(91))).toBe("medium");
    expect(featuredTextStep("x".repeat(140))).toBe("medium");
    expect(featuredTextStep("x".repeat(200))).toBe("long");
    expect(featuredTextStep("x".repeat(280))).toBe("longest");
  });

  it("counts a line break as a line's worth of text", () => {
    expect(featuredTextStep("x".repeat(60))).toBe("short");
    expect(featuredTextStep(`${"x".repeat(30)}\n${"x".repeat(30)}\n`)).toBe("medium");
    expect(featuredTextStep("a\n".repeat(40))).toBe("longest");
  });
});

describe("largestFitting", () => {
  it("takes the largest size when the text fits at it", () => {
    const tried: number[] = [];
    const everything = (scale: number) => {
      tried.push(scale);
      return true;
    };
    expect(largestFitting(everything, { max: 1.3 })).toBe(1.3);
    expect(tried).toEqual([1.3]);
  });

  it("finds the largest scale that fits, from below", () => {
    // Text whose height is proportional to its scale, in a box 0.55 of its full height.
    const scale = largestFitting((candidate) => candidate <= 0.55, {
      min: 0.3,
      max: 1,
      steps: 10,
    });
    expect(scale).toBeLessThanOrEqual(0.55);
    expect(scale).toBeGreaterThan(0.55 - 0.7 / 2 ** 10);
    // A short post grows a little, up to where it still fits.
    const grown = largestFitting((candidate) => candidate <= 1.2, { min: 0.3, max: 1.3 });
    expect(grown).toBeLessThanOrEqual(1.2);
    expect(grown).toBeGreaterThan(1.19);
  });

  it("returns the smallest scale when nothing fits", () => {
    expect(largestFitting(() => false, { min: 0.3, max: 1.3, steps: 6 })).toBe(0.3);
  });
});
