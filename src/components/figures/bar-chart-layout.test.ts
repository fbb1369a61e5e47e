import { describe, expect, it } from "vitest";
import { axisLabels, barLayout, tickStep } from "./bar-chart-layout";

describe("tickStep", () => {
  it("steps by 1, 2 or 5 × 10ⁿ, about four steps to the highest value, never below 1", () => {
    expect(tickStep(0)).toBe(1);
    expect(tickStep(3)).toBe(1);
    expect(tickStep(8)).toBe(2);
    expect(tickStep(21)).toBe(10);
    expect(tickStep(28)).toBe(10);
    expect(tickStep(170)).toBe(50);
    expect(tickStep(4_000)).toBe(1_000);
  });
});

describe("barLayout", () => {
  it("puts a row's bars side by side in its slot, scaled to the tick above the highest", () => {
    const layout = barLayout(
      [
        [3, 1],
        [0, 8],
      ],
      false,
    );
    expect(layout.top).toBe(8);
    expect(layout.ticks).toEqual([0, 2, 4, 6, 8]);
    // Row 0: slot 0–50 %, bars 37.5 % wide together, centred (6.25 % gap each side).
    expect(layout.bars).toEqual([
      { row: 0, series: 0, x: 6.25, y: 62.5, width: 18.75, height: 37.5 },
      { row: 0, series: 1, x: 25, y: 87.5, width: 18.75, height: 12.5 },
      { row: 1, series: 1, x: 75, y: 0, width: 18.75, height: 100 },
    ]);
  });

  it("stacks a row's bars on one another, scaled to the highest sum", () => {
    const layout = barLayout(
      [
        [2, 0, 2],
        [1, 1, 1],
        [0, 0, 0],
      ],
      true,
    );
    expect(layout.top).toBe(4);
    const [first, second] = layout.bars;
    expect(first).toMatchObject({ row: 0, series: 0, y: 50, height: 50 });
    expect(second).toMatchObject({ row: 0, series: 2, y: 0, height: 50 });
    expect(first?.x).toBe(second?.x);
    expect(first?.width).toBe(second?.width);
    expect(layout.bars.filter((bar) => bar.row === 1)).toHaveLength(3);
    expect(layout.bars.filter((bar) => bar.row === 2)).toHaveLength(0);
  });

  it("has an axis and no bars when there is nothing to count, and ignores negative values", () => {
    expect(barLayout([[0, 0]], false)).toEqual({ top: 1, ticks: [0, 1], bars: [] });
    expect(barLayout([[-4, 2]], true).bars).toEqual([
      { row: 0, series: 1, x: 12.5, y: 0, width: 75, height: 100 },
    ]);
    expect(barLayout([], true)).toEqual({ top: 1, ticks: [0, 1], bars: [] });
  });
});

describe("axisLabels", () => {
  it("labels seven evenly spaced rows, the first and the last among them; a phone keeps three", () => {
    const labels = axisLabels(37);
    expect(labels.map((label) => label.row)).toEqual([0, 6, 12, 18, 24, 30, 36]);
    expect(labels.map((label) => label.align)).toEqual([
      "start",
      "centre",
      "centre",
      "centre",
      "centre",
      "centre",
      "end",
    ]);
    expect(labels.filter((label) => !label.minor).map((label) => label.row)).toEqual([0, 18, 36]);
  });

  it("labels every row when there are few, and none when there are none", () => {
    expect(axisLabels(3).map((label) => label.row)).toEqual([0, 1, 2]);
    expect(axisLabels(1)).toEqual([{ row: 0, align: "start", minor: false }]);
    expect(axisLabels(0)).toEqual([]);
  });
});
