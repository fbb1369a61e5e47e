import type { RouterOutputs } from "~/lib/trpc";
import { formatDay, formatHour } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";

type Activity = RouterOutputs["dashboard"]["global"]["activity"];
export type BucketUnit = Activity["unit"];
export type ActivityPoint = Activity["buckets"][number];

/**
 * A bucket's label on the chart and in its table, on the festival's clocks, in the page's
 * language: "24 Nov, 14:00" / "24. Nov., 14:00" by hour, "24 Nov" / "24. Nov." by day.
 */
export function bucketLabel(at: Date, unit: BucketUnit, locale: Locale): string {
  return unit === "hour" ? formatHour(at, locale) : formatDay(at, locale);
}
