import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_CHECK_INTERVAL_MS, isPlainInternalLinkClick, watchBuild } from "./build-check";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("watchBuild", () => {
  it("asks once an hour and stays fresh while the build is the same", async () => {
    const fetchBuildId = vi.fn(async () => "build-1");
    const onStale = vi.fn();
    const watcher = watchBuild({ currentBuildId: "build-1", fetchBuildId, onStale });
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(watcher.stale).toBe(false);
    expect(onStale).not.toHaveBeenCalled();
    watcher.stop();
  });

  it("turns stale once the server runs another build, then stops asking", async () => {
    const fetchBuildId = vi.fn(async () => "build-2");
    const onStale = vi.fn();
    const watcher = watchBuild({ currentBuildId: "build-1", fetchBuildId, onStale });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(watcher.stale).toBe(true);
    expect(onStale).toHaveBeenCalledWith("build-2");
    await vi.advanceTimersByTimeAsync(5 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it("ignores a failed check and asks again the next hour", async () => {
    const fetchBuildId = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("build-2");
    const watcher = watchBuild({ currentBuildId: "build-1", fetchBuildId });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(watcher.stale).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(watcher.stale).toBe(true);
  });

  it("does not pile up checks while one is still pending", async () => {
    let resolve: (id: string) => void = () => undefined;
    const fetchBuildId = vi.fn(
      () =>
        new Promise<string>((done) => {
          resolve = done;
        }),
    );
    const watcher = watchBuild({ currentBuildId: "build-1", fetchBuildId, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    resolve("build-1");
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it("stops asking when stopped", async () => {
    const fetchBuildId = vi.fn(async () => "build-1");
    const watcher = watchBuild({ currentBuildId: "build-1", fetchBuildId });
    watcher.stop();
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchBuildId).not.toHaveBeenCalled();
  });
});

describe("isPlainInternalLinkClick", () => {
  const origin = "https://festival.test";
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = { href: "https://festival.test/faq", target: "", hasDownload: false };

  it("takes a plain left click on a link of this site", () => {
    expect(isPlainInternalLinkClick(click, link, origin)).toBe(true);
    expect(isPlainInternalLinkClick(click, { ...link, target: "_self" }, origin)).toBe(true);
  });

  it("leaves new tabs, downloads, other buttons and other sites to the browser", () => {
    expect(isPlainInternalLinkClick({ ...click, ctrlKey: true }, link, origin)).toBe(false);
    expect(isPlainInternalLinkClick({ ...click, metaKey: true }, link, origin)).toBe(false);
    expect(isPlainInternalLinkClick({ ...click, button: 1 }, link, origin)).toBe(false);
    expect(isPlainInternalLinkClick(click, { ...link, target: "_blank" }, origin)).toBe(false);
    expect(isPlainInternalLinkClick(click, { ...link, hasDownload: true }, origin)).toBe(false);
    expect(
      isPlainInternalLinkClick(click, { ...link, href: "https://elsewhere.test/" }, origin),
    ).toBe(false);
  });
});
