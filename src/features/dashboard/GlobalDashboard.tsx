import { useQuery } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import dynamic from "next/dynamic";
import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useLocale, useTranslations } from "use-intl";
import { AreaDot } from "~/components/shell/AreaDot";
import { Stat, StatGrid } from "~/components/Stat";
import { areaOf } from "~/features/challenges/areas";
import { AREA_WORDS } from "~/lib/navigation";
import { BarChart } from "~/components/figures/BarChart";
import { FigureTable } from "~/components/figures/FigureTable";
import { FoldedTable } from "~/components/figures/FoldedTable";
import { fetchedAlone } from "~/lib/deadline";
import { useLiveRefetch } from "~/lib/live-updates";
import { api } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";
import { formatClockTime, formatNumber } from "~/shared/format";
import { personHref } from "~/shared/people/rules";
import { bucketLabel, type ActivityPoint } from "./activity";
import classes from "./GlobalDashboard.module.css";

// The top teams are a chunk of their own (still server-rendered), outside the page's first load.
const TopTeams = dynamic(() =>
  import("~/features/teams/TopTeams").then((module) => module.TopTeams),
);

/**
 * The dashboard refetches when its live stream says points changed (at most once a second), and
 * polls while the stream is down (seldom while it is up); the server answers from a 5-second cache.
 */
const REFRESH_MS = 15_000;
const LIVE_REFRESH_MS = 60_000;

/** /global-dashboard: festival-wide numbers per area, activity over time, the top ten. */
export function GlobalDashboard() {
  const t = useTranslations("dashboard");
  const words = useTranslations();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const live = useLiveRefetch("leaderboard", getQueryKey(api.dashboard.global));
  const utils = api.useUtils();
  const { data } = useQuery({
    // tRPC's own key: the page's server-side prefetch fills the first render.
    queryKey: getQueryKey(api.dashboard.global, undefined, "query"),
    // Unbatched, with a deadline: a screen left open must not freeze on a hung request.
    queryFn: fetchedAlone((options) => utils.client.dashboard.global.query(undefined, options)),
    refetchInterval: live ? LIVE_REFRESH_MS : REFRESH_MS,
  });
  if (!data) return null;
  const mostActions = Math.max(1, ...data.areas.map((area) => area.actions));
  const hasActivity = data.activity.buckets.some(
    (bucket) => bucket.FITNESS + bucket.ARTS + bucket.SUSTAINABILITY + bucket.CARE > 0,
  );

  return (
    <div className={plain.stackXl}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{t("title")}</h1>
        <p className={`${plain.text} ${plain.dimmed}`}>
          {t("intro", { time: formatClockTime(data.generatedAt, locale) })}
        </p>
      </div>

      <StatGrid columns={5}>
        <Stat label={t("stats.participants")} value={number(data.participants)} />
        <Stat label={t("stats.registered")} value={number(data.registeredUsers)} />
        <Stat label={t("stats.actions")} value={number(data.actions)} />
        <Stat label={t("stats.points")} value={number(data.points)} />
        <Stat label={t("stats.achievements")} value={number(data.achievementsEarned)} />
      </StatGrid>

      <section className={plain.stackSm} aria-labelledby="areas-heading">
        <h2 className={plain.sectionTitle} id="areas-heading">
          {t("areas.heading")}
        </h2>
        <div className={`${plain.grid} ${classes.areas}`}>
          {data.areas.map((figures) => {
            const area = areaOf(figures.area);
            return (
              <article
                key={area.id}
                className={`${plain.card} ${classes.area}`}
                style={{ borderTop: `4px solid var(--mantine-color-${area.color}-6)` }}
                aria-labelledby={`area-figures-${area.id}`}
              >
                <div className={`${plain.iconRow} ${classes.areaName}`}>
                  <AreaDot area={area} />
                  <h3 className={plain.itemTitle} id={`area-figures-${area.id}`}>
                    {words(AREA_WORDS[area.id].name)}
                  </h3>
                </div>
                <dl className={classes.figures}>
                  <dt>{t("areas.participants")}</dt>
                  <dd>{number(figures.participants)}</dd>
                  <dt>{t("areas.actions")}</dt>
                  <dd>{number(figures.actions)}</dd>
                  <dt>{t("areas.points")}</dt>
                  <dd>{number(figures.points)}</dd>
                </dl>
                <div
                  className={classes.bar}
                  style={{
                    width: `${(100 * figures.actions) / mostActions}%`,
                    background: `var(--mantine-color-${area.color}-6)`,
                  }}
                  aria-hidden="true"
                />
              </article>
            );
          })}
        </div>
      </section>

      <section className={plain.stackSm} aria-labelledby="activity-heading">
        <h2 className={plain.sectionTitle} id="activity-heading">
          {t("activity.heading")}
        </h2>
        {hasActivity ? (
          <>
            <p className={`${plain.small} ${plain.dimmed}`}>
              {t("activity.per", { unit: data.activity.unit })}
            </p>
            <BarChart
              label={t("activity.chartLabel", { unit: data.activity.unit })}
              height={240}
              stacked
              rows={data.activity.buckets}
              rowLabel={(bucket) => bucketLabel(bucket.at, data.activity.unit, locale)}
              format={number}
              series={AREA_ORDER.map((area) => ({
                label: words(AREA_WORDS[areaOf(area).id].name),
                color: areaOf(area).color,
                value: (bucket: ActivityPoint) => bucket[area],
              }))}
            />
            <FoldedTable summary={t("activity.asTable")}>
              <FigureTable
                label={t("activity.tableLabel")}
                rows={data.activity.buckets}
                rowKey={(bucket) => bucket.at.getTime()}
                empty=""
                framed={false}
                rowHeaders
                minWidth={480}
                columns={[
                  {
                    title: t("activity.column", { unit: data.activity.unit }),
                    render: (bucket) => bucketLabel(bucket.at, data.activity.unit, locale),
                  },
                  ...AREA_ORDER.map((area) => ({
                    title: words(AREA_WORDS[areaOf(area).id].name),
                    numeric: true,
                    render: (bucket: ActivityPoint) => number(bucket[area]),
                  })),
                ]}
              />
            </FoldedTable>
          </>
        ) : (
          <p className={plain.text}>{t("activity.empty")}</p>
        )}
      </section>

      <section className={plain.stackSm} aria-labelledby="leaderboard-heading">
        <h2 className={plain.sectionTitle} id="leaderboard-heading">
          {t("leaderboard.heading")}
        </h2>
        <p className={`${plain.small} ${plain.dimmed}`}>
          {t.rich("leaderboard.intro", {
            link: (chunks) => (
              <Link href="/achievements" className={plain.link}>
                {chunks}
              </Link>
            ),
          })}
        </p>
        <FigureTable
          labelledBy="leaderboard-heading"
          rows={data.leaderboard}
          rowKey={(row) => row.rank}
          empty={t("leaderboard.empty")}
          minWidth={0}
          columns={[
            {
              title: t("leaderboard.rank"),
              width: 70,
              render: (row) => <span className={classes.rank}>{row.rank}</span>,
            },
            {
              title: t("leaderboard.name"),
              render: (row) => {
                const name = row.userId ? (
                  <Link href={personHref(row.userId)} className={plain.link}>
                    {row.name}
                  </Link>
                ) : row.publicProfile ? (
                  row.name
                ) : (
                  t("leaderboard.anonymous")
                );
                return row.publicProfile ? name : <span className={classes.private}>{name}</span>;
              },
            },
            { title: t("leaderboard.points"), numeric: true, render: (row) => number(row.total) },
          ]}
        />
      </section>

      <TopTeams />
    </div>
  );
}
