import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/charts/styles.css";
import { AreaChart } from "@mantine/charts";
import { useLocale, useTranslations } from "use-intl";
import { areaOf } from "~/features/challenges/areas";
import { AREA_WORDS } from "~/lib/navigation";
import { formatNumber } from "~/shared/format";
import { AREA_ORDER } from "~/shared/challenges";
import { bucketLabel, type ActivityPoint, type BucketUnit } from "./activity";

/**
 * Actions per area over time, stacked, its labels (hours or days, areas) and figures in the
 * page's language. Loaded on demand (next/dynamic) so recharts stays out of the first page
 * load; the same numbers are in a table next to it.
 */
export default function ActivityChart({
  buckets,
  unit,
}: {
  buckets: readonly ActivityPoint[];
  unit: BucketUnit;
}) {
  const words = useTranslations();
  const locale = useLocale();
  const data = buckets.map((bucket) => ({
    ...bucket,
    label: bucketLabel(bucket.at, unit, locale),
  }));
  return (
    <AreaChart
      h={280}
      data={data}
      dataKey="label"
      type="stacked"
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      tickLine="y"
      withDots={false}
      valueFormatter={(value) => formatNumber(value, locale)}
      series={AREA_ORDER.map((area) => ({
        name: area,
        label: words(AREA_WORDS[areaOf(area).id].name),
        color: `${areaOf(area).color}.6`,
      }))}
    />
  );
}
