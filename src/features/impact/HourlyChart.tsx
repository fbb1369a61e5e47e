import { useLocale, useTranslations } from "use-intl";
import { BarChart } from "~/components/figures/BarChart";
import { formatHour, formatNumber } from "~/shared/format";

/**
 * Station scans and bottles refilled per festival hour, side by side, its hours and legend in the
 * page's language (namespace "impact"); the same numbers are in a table next to it.
 */
export function HourlyChart({
  hours,
}: {
  hours: readonly { hour: Date; scans: number; bottles: number }[];
}) {
  const t = useTranslations("impact");
  const locale = useLocale();
  return (
    <BarChart
      label={t("chart.label")}
      height={220}
      rows={hours}
      rowLabel={(row) => formatHour(row.hour, locale)}
      format={(value) => formatNumber(value, locale)}
      series={[
        { label: t("chart.scans"), color: "teal", value: (row) => row.scans },
        { label: t("chart.bottles"), color: "blue", value: (row) => row.bottles },
      ]}
    />
  );
}
