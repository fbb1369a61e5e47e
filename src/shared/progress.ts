/** Progress toward a target (a challenge's, an achievement's); no target: nothing to measure. */
export type Progress = { current: number; target: number | null };

/** How much of the target is done, 0–100: never over 100 when the count passes the target. */
export function progressPercent({ current, target }: Progress): number {
  if (!target || target <= 0) return 0;
  return (100 * Math.max(0, Math.min(current, target))) / target;
}
