import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { useLocale, useTranslations } from "use-intl";
import { formatHour, formatNumber } from "~/shared/format";

/**
 * Station scans and bottles refilled per festival hour. Loaded on demand (next/dynamic) so
 * recharts is not part of the page's first load; the same numbers are in a table next to it.
 * Its hours and legend in the page's language (namespace "impact").
 */
export default function HourlyChart({
  hours,
}: {
  hours: readonly { hour: Date; scans: number; bottles: number }[];
}) {
  const t = useTranslations("impact");
  const locale = useLocale();
  const data = hours.map((row) => ({ ...row, label: formatHour(row.hour, locale) }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      tickLine="y"
      valueFormatter={(value) => formatNumber(value, locale)}
      series={[
        { name: "scans", label: t("chart.scans"), color: "teal.6" },
        { name: "bottles", label: t("chart.bottles"), color: "blue.6" },
      ]}
    />
  );
}
