// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "~/test/render";
import { ChartSlot } from "./ChartSlot";

/** happy-dom has no layout, so no IntersectionObserver: a stand-in the test moves by hand. */
class Watcher {
  static all: Watcher[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    Watcher.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  scrolledNear(near: boolean) {
    act(() => this.report([{ isIntersecting: near }]));
  }
}

beforeEach(() => {
  Watcher.all = [];
  vi.stubGlobal("IntersectionObserver", Watcher);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ChartSlot", () => {
  it("holds the chart's place until it comes near the viewport, then shows it for good", () => {
    renderWithTheme(
      <ChartSlot height={260}>
        <p>the chart</p>
      </ChartSlot>,
    );
    expect(screen.queryByText("the chart")).toBeNull();
    const [watcher] = Watcher.all;
    expect(watcher?.observed).toHaveLength(1);
    expect(watcher?.options.rootMargin).toMatch(/^\d+px 0px$/);

    watcher?.scrolledNear(false);
    expect(screen.queryByText("the chart")).toBeNull();

    watcher?.scrolledNear(true);
    expect(screen.getByText("the chart")).toBeTruthy();
    expect(watcher?.disconnected).toBe(true);
  });

  it("shows the chart at once where the browser cannot tell", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderWithTheme(
      <ChartSlot height={260}>
        <p>the chart</p>
      </ChartSlot>,
    );
    expect(screen.getByText("the chart")).toBeTruthy();
  });
});
