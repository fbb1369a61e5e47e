import { axisLabels, barLayout } from "./bar-chart-layout";
import classes from "./BarChart.module.css";

export type BarSeries<Row> = {
  label: string;
  /** A Mantine colour name ("teal"): the bars take its shade 6. */
  color: string;
  value(row: Row): number;
};

const fill = (color: string) => `var(--mantine-color-${color}-6)`;

/**
 * Counts per row (an hour, a day) as bars, one colour per series, side by side or `stacked`, with
 * round values up the side, some rows' labels along the bottom (fewer on a phone) and a legend,
 * in a bordered frame.
 * Drawn by the server as plain SVG and markup: it is in the first HTML, costs no script and next
 * to nothing to hydrate (the charting library it replaces was the dashboards' heaviest code and
 * their longest task). Pointing at a bar shows its row, series and value. The same figures are
 * in a table beside every chart; the chart is one image to a screen reader, named by `label`.
 */
export function BarChart<Row>({
  label,
  rows,
  rowLabel,
  series,
  stacked = false,
  height,
  format,
}: {
  label: string;
  rows: readonly Row[];
  rowLabel(row: Row): string;
  series: readonly BarSeries<Row>[];
  stacked?: boolean;
  /** Of the plot, in px (the axis and legend add to it). */
  height: number;
  format(value: number): string;
}) {
  const layout = barLayout(
    rows.map((row) => series.map((one) => one.value(row))),
    stacked,
  );
  const slot = rows.length > 0 ? 100 / rows.length : 100;
  return (
    <div className={classes.frame}>
      <div className={classes.plot} role="img" aria-label={label}>
        <div className={classes.values} aria-hidden="true">
          {layout.ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(100 * tick) / layout.top}%` }}>
              {format(tick)}
            </span>
          ))}
        </div>
        <div className={classes.area} style={{ height }}>
          <svg
            className={classes.svg}
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {layout.ticks.map((tick) => {
              const y = 100 - (100 * tick) / layout.top;
              return (
                <line
                  key={tick}
                  className={classes.grid}
                  x1={0}
                  x2={100}
                  y1={y}
                  y2={y}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {layout.bars.map((bar) => {
              const row = rows[bar.row];
              const one = series[bar.series];
              if (row === undefined || !one) return null;
              return (
                <rect
                  key={`${bar.row}-${bar.series}`}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  fill={fill(one.color)}
                >
                  <title>{`${rowLabel(row)} · ${one.label}: ${format(one.value(row))}`}</title>
                </rect>
              );
            })}
          </svg>
        </div>
        <div className={classes.axis} aria-hidden="true">
          {axisLabels(rows.length).map(({ row, align, minor }) => {
            const item = rows[row];
            if (item === undefined) return null;
            const place =
              align === "start"
                ? { left: 0 }
                : align === "end"
                  ? { right: 0 }
                  : { left: `${(row + 0.5) * slot}%`, transform: "translateX(-50%)" };
            return (
              <span key={row} className={minor ? classes.minor : undefined} style={place}>
                {rowLabel(item)}
              </span>
            );
          })}
        </div>
      </div>
      <ul className={classes.legend}>
        {series.map((one) => (
          <li key={one.label}>
            <span className={classes.swatch} style={{ background: fill(one.color) }} />
            {one.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
