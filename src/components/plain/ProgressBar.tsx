import type { CSSProperties } from "react";
import classes from "./ProgressBar.module.css";

/**
 * A progress bar with its name for screen readers (what Mantine's Progress drew, with its roles),
 * in plain markup. `value` is a percentage; `color` a theme colour with its shade ("orange-8").
 */
export function ProgressBar({
  value,
  label,
  color,
  size = "md",
}: {
  value: number;
  label: string;
  color: string;
  size?: "md" | "lg";
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  // Custom properties are not in React's style type; the record is what React sets.
  const fill: Record<`--${string}` | "width", string> = {
    "--bar-color": `var(--mantine-color-${color})`,
    width: `${percent}%`,
  };
  const style: CSSProperties = fill;
  return (
    <div className={classes.bar} data-size={size}>
      <div
        className={classes.fill}
        style={style}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      />
    </div>
  );
}
