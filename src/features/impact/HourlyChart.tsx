import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { formatHour } from "~/shared/format";

/**
 * Station scans and bottles refilled per festival hour. Loaded on demand (next/dynamic) so
 * recharts is not part of the page's first load; the same numbers are in a table next to it.
 */
export default function HourlyChart({
  hours,
}: {
  hours: readonly { hour: Date; scans: number; bottles: number }[];
}) {
  const data = hours.map((row) => ({ ...row, label: formatHour(row.hour) }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      tickLine="y"
      series={[
        { name: "scans", label: "Station scans", color: "teal.6" },
        { name: "bottles", label: "Bottles refilled", color: "blue.6" },
      ]}
    />
  );
}
