import type { Area } from "~/generated/prisma/enums";
import type { BucketUnit } from "~/server/domain/standings";

export type ActivityPoint = { at: Date } & Record<Area, number>;

const HOUR = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A bucket's label on the chart and in its table (UTC, like every time on the dashboard). */
export function bucketLabel(at: Date, unit: BucketUnit): string {
  return unit === "hour" ? HOUR.format(at) : DAY.format(at);
}
