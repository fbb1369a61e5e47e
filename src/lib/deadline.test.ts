import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchedAlone, REQUEST_DEADLINE_MS, withDeadline } from "./deadline";

afterEach(() => {
  vi.useRealTimers();
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

describe("fetchedAlone", () => {
  it("calls unbatched and gives the call up after the deadline", async () => {
    vi.useFakeTimers();
    const calls: { skipBatch: boolean; signal: AbortSignal }[] = [];
    const queryFn = fetchedAlone(
      ({ signal, context }) =>
        new Promise<never>((_, reject) => {
          calls.push({ skipBatch: context.skipBatch, signal });
          signal.addEventListener("abort", () => reject(new Error("given up")));
        }),
    );
    const fetch = queryFn({ signal: new AbortController().signal });
    const assertion = expect(fetch).rejects.toThrow("given up");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.skipBatch).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS - 1);
    expect(calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
