import type { RouterOutputs } from "~/lib/trpc";
import { formatDay, formatHour } from "~/shared/format";

type Activity = RouterOutputs["dashboard"]["global"]["activity"];
export type BucketUnit = Activity["unit"];
export type ActivityPoint = Activity["buckets"][number];

/** A bucket's label on the chart and in its table, on the festival's clocks. */
export function bucketLabel(at: Date, unit: BucketUnit): string {
  return unit === "hour" ? formatHour(at) : formatDay(at);
}
