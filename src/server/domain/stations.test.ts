import { describe, expect, it } from "vitest";
import { huntProgress } from "./stations";

describe("hunt progress", () => {
  it("aims at the configured goal, else every active station", () => {
    expect(huntProgress(3, 10, 8)).toEqual({ scanned: 3, total: 10, target: 8, completed: false });
    expect(huntProgress(8, 10, 8).completed).toBe(true);
    expect(huntProgress(4, 4, null)).toEqual({ scanned: 4, total: 4, target: 4, completed: true });
    // A goal above the stations there are asks for all of them, not for the impossible.
    expect(huntProgress(5, 5, 8)).toEqual({ scanned: 5, total: 5, target: 5, completed: true });
  });

  it("has no target (and cannot be completed) without stations or a goal", () => {
    expect(huntProgress(0, 0, null)).toEqual({
      scanned: 0,
      total: 0,
      target: null,
      completed: false,
    });
  });
});
