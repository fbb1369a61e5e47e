import plain from "~/components/plain/plain.module.css";
import { useLocale, useTranslations } from "use-intl";
import { FigureSection } from "~/components/figures/FigureSection";
import { FigureTable } from "~/components/figures/FigureTable";
import { FoldedTable } from "~/components/figures/FoldedTable";
import { HourlyChart } from "./HourlyChart";
import { Stat, StatGrid } from "~/components/Stat";
import { api } from "~/lib/trpc";
import { formatClockTime, formatHour, formatNumber } from "~/shared/format";
import { formatCo2e } from "~/shared/impact/rules";
import classes from "./PublicImpactDashboard.module.css";

/** The server answers from a 5-second cache; the page asks again now and then. */
const REFRESH_MS = 15_000;

/**
 * /sustainability-dashboard: the festival's sustainability figures, for everyone, in the page's
 * language (namespace "impact": numbers and times as that language writes them).
 */
export function PublicImpactDashboard() {
  const t = useTranslations("impact");
  const locale = useLocale();
  const { data } = api.sustainability.impact.public.useQuery(undefined, {
    refetchInterval: REFRESH_MS,
  });
  if (!data) return null;
  const active = data.hourly.some((hour) => hour.scans + hour.bottles > 0);
  const number = (value: number) => formatNumber(value, locale);
  return (
    <div className={plain.stackXl}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{t("public.title")}</h1>
        <p className={`${plain.text} ${plain.dimmed}`}>
          {t("public.intro", { time: formatClockTime(data.generatedAt, locale) })}
        </p>
      </div>

      <StatGrid columns={5}>
        <Stat label={t("public.stations")} value={number(data.stationsScanned)} />
        <Stat label={t("public.bottles")} value={number(data.bottlesRefilled)} />
        <Stat
          label={t("public.avoided")}
          value={number(data.singleUseBottlesAvoided)}
          hint={t("public.avoidedHint")}
        />
        <Stat
          label={t("public.co2e")}
          value={formatCo2e(data.co2eGramsAvoided, locale)}
          hint={t("public.co2eHint", { grams: number(data.co2eGramsPerBottle) })}
        />
        <Stat label={t("public.certificates")} value={number(data.certificatesIssued)} />
      </StatGrid>

      <FigureSection id="hours-heading" title={t("public.hoursHeading")}>
        {active ? (
          <>
            <p className={`${plain.small} ${plain.dimmed}`}>{t("public.hoursIntro")}</p>
            <HourlyChart hours={data.hourly} />
            <FoldedTable summary={t("public.hoursTable")}>
              <FigureTable
                label={t("public.hoursTable")}
                rows={data.hourly}
                rowKey={(hour) => hour.hour.getTime()}
                framed={false}
                rowHeaders
                empty=""
                columns={[
                  { title: t("columns.hour"), render: (hour) => formatHour(hour.hour, locale) },
                  {
                    title: t("columns.stationScans"),
                    numeric: true,
                    render: (hour) => number(hour.scans),
                  },
                  {
                    title: t("columns.bottlesRefilled"),
                    numeric: true,
                    render: (hour) => number(hour.bottles),
                  },
                ]}
              />
            </FoldedTable>
          </>
        ) : (
          <p className={plain.text}>{t("public.noActivity")}</p>
        )}
      </FigureSection>

      <div className={`${plain.grid} ${classes.tables}`}>
        <FigureSection id="stations-heading" title={t("public.busiest")}>
          <FigureTable
            labelledBy="stations-heading"
            rows={data.busiestStations}
            rowKey={(station) => station.id}
            empty={t("empty.stations")}
            columns={[
              { title: t("columns.station"), render: (station) => station.label },
              {
                title: t("columns.scans"),
                numeric: true,
                render: (station) => number(station.scans),
              },
            ]}
          />
        </FigureSection>
        <FigureSection id="points-heading" title={t("public.waterPoints")}>
          <FigureTable
            labelledBy="points-heading"
            rows={data.waterPoints}
            rowKey={(point) => point.id}
            empty={t("empty.waterPoints")}
            columns={[
              { title: t("columns.waterPoint"), render: (point) => point.name },
              {
                title: t("columns.bottles"),
                numeric: true,
                render: (point) => number(point.bottles),
              },
            ]}
          />
        </FigureSection>
      </div>
    </div>
  );
}
