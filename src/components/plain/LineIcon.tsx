import type { ReactNode } from "react";

/**
 * An icon drawn inline in Tabler's style (24-unit grid, round strokes in the text's colour),
 * hidden from screen readers: for the first load, where the icon library is not (its paths are
 * Tabler's, MIT).
 */
export function LineIcon({
  size = 20,
  strokeWidth = 1.8,
  className,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  className?: string;
  /** The icon's `<path>`s. */
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
