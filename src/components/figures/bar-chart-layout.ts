/**
 * The geometry of a bar chart of counts, in percent of the plot (x from the left, y from the top),
 * so that the chart is drawn by the server as plain SVG and stretches to any width. Pure: tested
 * in `bar-chart-layout.test.ts`.
 */

export type Bar = {
  /** Which row (bucket) and which series the bar shows. */
  row: number;
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

export type BarLayout = {
  /** The value at the top of the plot: the highest tick. */
  top: number;
  /** Round values for the grid lines and the axis, from 0 to `top`. */
  ticks: number[];
  bars: Bar[];
};

/** Part of each row's slot left empty, split to both sides. */
const GAP = 0.25;

/** A step of 1, 2 or 5 × 10ⁿ (at least 1: counts are whole) giving about `count` steps to `max`. */
export function tickStep(max: number, count = 4): number {
  if (max <= count) return 1;
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough);
  return Math.max(1, step ?? 10 * power);
}

/**
 * Bars for `values[row][series]` (counts, at least 0): side by side in each row's slot, or one on
 * top of the other with `stacked`. A zero draws no bar. The scale's top is the first tick at or
 * above the highest bar (a stack's sum when stacked), 1 when there is nothing to draw.
 */
export function barLayout(values: readonly (readonly number[])[], stacked: boolean): BarLayout {
  const heights = values.map((row) =>
    stacked ? row.reduce((sum, value) => sum + Math.max(0, value), 0) : Math.max(0, ...row),
  );
  const highest = Math.max(0, ...heights);
  const step = tickStep(highest);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);

  const slot = values.length > 0 ? 100 / values.length : 100;
  const inner = slot * (1 - GAP);
  const bars: Bar[] = [];
  values.forEach((row, rowIndex) => {
    const left = rowIndex * slot + (slot - inner) / 2;
    const width = stacked ? inner : inner / Math.max(1, row.length);
    let base = 0;
    row.forEach((raw, series) => {
      const value = Math.max(0, raw);
      if (value === 0) return;
      const height = (100 * value) / top;
      const bottom = stacked ? base : 0;
      bars.push({
        row: rowIndex,
        series,
        x: stacked ? left : left + series * width,
        y: 100 - bottom - height,
        width,
        height,
      });
      if (stacked) base += height;
    });
  });
  return { top, ticks, bars };
}

export type AxisLabel = {
  row: number;
  /** Under its bar; the first label starts at the chart's left edge, the last ends at its right. */
  align: "start" | "centre" | "end";
  /** Left out on a phone's narrow screen, which shows the first, the middle and the last. */
  minor: boolean;
};

/**
 * Which rows get a label under the axis: `count` evenly spaced ones (fewer when there are fewer
 * rows), always the first and the last.
 */
export function axisLabels(rows: number, count = 7): AxisLabel[] {
  if (rows <= 0) return [];
  const shown = Math.min(rows, count);
  if (shown === 1) return [{ row: 0, align: "start", minor: false }];
  const middle = Math.floor((shown - 1) / 2);
  return Array.from({ length: shown }, (_, index) => ({
    row: Math.round((index * (rows - 1)) / (shown - 1)),
    align: index === 0 ? "start" : index === shown - 1 ? "end" : "centre",
    minor: index !== 0 && index !== shown - 1 && index !== middle,
  }));
}
