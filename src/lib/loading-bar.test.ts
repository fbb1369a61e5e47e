import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBarController, LOADING_BAR_DELAY_MS } from "./loading-bar";

function setup() {
  const calls: string[] = [];
  const controller = createLoadingBarController({
    start: () => calls.push("start"),
    complete: () => calls.push("complete"),
    reset: () => calls.push("reset"),
    setFailed: (failed) => calls.push(failed ? "failed" : "ok"),
  });
  return { calls, controller };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("loading bar", () => {
  it("never shows for a route change faster than 200 ms", () => {
    const { calls, controller } = setup();
    expect(LOADING_BAR_DELAY_MS).toBe(200);
    controller.routeChangeStart();
    vi.advanceTimersByTime(199);
    controller.routeChangeComplete();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });

  it("shows after 200 ms and completes on success", () => {
    const { calls, controller } = setup();
    controller.routeChangeStart();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(["ok", "start"]);
    controller.routeChangeComplete();
    expect(calls).toEqual(["ok", "start", "complete"]);
  });

  it("turns the error colour when the page fails", () => {
    const { calls, controller } = setup();
    controller.routeChangeStart();
    vi.advanceTimersByTime(300);
    controller.routeChangeError(false);
    expect(calls).toEqual(["ok", "start", "failed", "complete"]);
    // The next navigation starts in the normal colour again.
    controller.routeChangeStart();
    vi.advanceTimersByTime(200);
    expect(calls.slice(-2)).toEqual(["ok", "start"]);
  });

  it("shows the failure even when it came before the delay", () => {
    const { calls, controller } = setup();
    controller.routeChangeStart();
    controller.routeChangeError(false);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual(["failed", "start", "complete"]);
  });

  it("keeps going when a newer navigation cancelled this one", () => {
    const { calls, controller } = setup();
    controller.routeChangeStart();
    vi.advanceTimersByTime(250);
    controller.routeChangeError(true);
    controller.routeChangeStart();
    vi.advanceTimersByTime(250);
    controller.routeChangeComplete();
    expect(calls).toEqual(["ok", "start", "ok", "start", "complete"]);
  });
});
