import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from "./chunk-reload";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-07-04T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("isChunkLoadError", () => {
  it("recognises the ways browsers and bundlers report a missing chunk", () => {
    const named = new Error("Loading chunk 123 failed.");
    named.name = "ChunkLoadError";
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 7 failed. (error: /_next/x.js)"))).toBe(true);
    expect(isChunkLoadError(new Error("Failed to load chunk /_next/static/chunks/a.js"))).toBe(
      true,
    );
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("reloadForChunkError", () => {
  it("reloads at most once per 10 s for the same path", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadForChunkError({ path: "/faq", storage, reload })).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(reloadForChunkError({ path: "/faq", storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(reloadForChunkError({ path: "/faq", storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("counts each path on its own", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError({ path: "/faq", storage, reload })).toBe(true);
    expect(reloadForChunkError({ path: "/", storage, reload })).toBe(true);
    expect(reloadForChunkError({ path: "/faq", storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when the guard cannot be stored (it could loop)", () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(reloadForChunkError({ path: "/", storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
