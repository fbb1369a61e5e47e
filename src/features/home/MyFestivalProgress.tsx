import { Link } from "~/components/Link";
import { ProgressBar } from "~/components/plain/ProgressBar";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { nextAchievement } from "~/features/achievements/next-achievement";
import { areaOf } from "~/features/challenges/areas";
import { api, type RouterOutputs } from "~/lib/trpc";
import { AREA_WORDS } from "~/lib/navigation";
import classes from "./Home.module.css";
import { progressPercent } from "~/shared/progress";

type AreaProgress = RouterOutputs["challenge"]["mine"]["areas"][number];

/** An area as a ring (completed share of its challenges) that opens the area. */
function AreaRing({ progress }: { progress: AreaProgress }) {
  const t = useTranslations();
  const area = areaOf(progress.area);
  const share = progress.challenges ? progress.completed / progress.challenges : 0;
  const color = `var(--mantine-color-${area.color}-6)`;
  return (
    <Link href={area.href} className={classes.areaLink} style={{ borderTopColor: color }}>
      <span
        className={classes.ring}
        style={{
          background: `conic-gradient(${color} ${share}turn, var(--mantine-color-default-border) 0)`,
        }}
        aria-hidden="true"
      >
        <span className={classes.ringFigure}>
          {progress.completed}/{progress.challenges}
        </span>
      </span>
      <span className={classes.areaWords}>
        <span className={plain.bold}>{t(AREA_WORDS[area.id].name)}</span>
        <span className={plain.small}>
          {t("home.mine.completed", {
            completed: progress.completed,
            challenges: progress.challenges,
          })}
        </span>
        <span className={`${plain.small} ${plain.dimmed}`}>
          {t("home.mine.joined", { joined: progress.joined, points: progress.points })}
        </span>
      </span>
    </Link>
  );
}

/** Signed in, the home page's second part: my points and rank, a ring per area, my next badge. */
export function MyFestivalProgress() {
  const t = useTranslations("home.mine");
  const mine = api.challenge.mine.useQuery();
  const achievements = api.achievement.list.useQuery();
  if (!mine.data) return null;
  const next = achievements.data ? nextAchievement(achievements.data.achievements) : null;
  const figure = (label: string, value: string) => (
    <div className={plain.card}>
      <p className={plain.label}>{label}</p>
      <p className={plain.figure}>{value}</p>
    </div>
  );
  return (
    <section className={plain.stackSm} aria-labelledby="my-progress-heading">
      <div className={`${plain.spread} ${plain.rowWide}`}>
        <h2 className={plain.sectionTitle} id="my-progress-heading">
          {t("heading")}
        </h2>
        <Link href="/participation" className={`${plain.link} ${plain.strong}`}>
          {t("all")}
        </Link>
      </div>
      <div className={`${plain.grid} ${classes.figures}`}>
        {figure(t("points"), t("total", { points: mine.data.total }))}
        {figure(
          t("rank"),
          mine.data.rank === null
            ? t("notRanked")
            : t("rankOf", { rank: mine.data.rank, ranked: mine.data.rankedUsers }),
        )}
        {next?.progress?.target && (
          <section className={`${plain.card} ${classes.next}`} aria-label={t("next")}>
            <AchievementBadge achievementKey={next.key} title={next.title} state="locked" />
            <div className={classes.nextWords}>
              <p className={plain.label}>{t("nextLabel")}</p>
              <Link href="/achievements" className={`${plain.link} ${plain.bold}`}>
                {next.title}
              </Link>
              <ProgressBar
                value={progressPercent(next.progress)}
                color="festival-filled"
                label={t("progressToward", { title: next.title })}
              />
              <p className={`${plain.tiny} ${plain.dimmed}`}>
                {t("progressOf", {
                  current: Math.min(next.progress.current, next.progress.target),
                  target: next.progress.target,
                  description: next.description,
                })}
              </p>
            </div>
          </section>
        )}
      </div>
      <nav className={`${plain.grid} ${classes.rings}`} aria-label={t("areas")}>
        {mine.data.areas.map((progress) => (
          <AreaRing key={progress.area} progress={progress} />
        ))}
      </nav>
    </section>
  );
}
