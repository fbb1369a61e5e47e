import { Badge } from "~/components/plain/Badge";
import { ProgressBar } from "~/components/plain/ProgressBar";
import plain from "~/components/plain/plain.module.css";
import { Link } from "~/components/Link";
import { useLocale, useTranslations } from "use-intl";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDate } from "~/shared/format";
import { AchievementBadge } from "./AchievementBadge";
import classes from "./AchievementList.module.css";
import { progressPercent } from "~/shared/progress";

type Achievement = RouterOutputs["achievement"]["list"]["achievements"][number];

/**
 * One achievement: its badge, title and description (the festival's content, as written), and
 * its state, date, progress and holders in the page's language (namespace `achievements`).
 */
function AchievementCard({ achievement }: { achievement: Achievement }) {
  const t = useTranslations("achievements");
  const locale = useLocale();
  const earned = achievement.earnedAt !== null;
  const progress = achievement.progress;
  // A visitor sees what there is to earn; a signed-in user sees what is still locked.
  const locked = !earned && progress !== null;
  return (
    <article className={`${plain.card} ${classes.card}`} aria-label={achievement.title}>
      <AchievementBadge
        achievementKey={achievement.key}
        title={achievement.title}
        state={earned ? "earned" : locked ? "locked" : "shown"}
      />
      <div className={`${plain.heading} ${classes.words}`}>
        <div className={plain.titleRow}>
          <h3 className={plain.itemTitle}>{achievement.title}</h3>
          {progress && (
            <Badge color={earned ? "grape" : "gray"}>{earned ? t("earned") : t("locked")}</Badge>
          )}
        </div>
        <p className={plain.small}>{achievement.description}</p>
        {achievement.earnedAt && (
          <p className={`${plain.small} ${plain.strong} ${classes.earnedOn}`}>
            {t("earnedOn", { date: formatDate(achievement.earnedAt, locale) })}
          </p>
        )}
        {!earned && progress && (
          <div className={classes.progress}>
            <ProgressBar
              value={progressPercent(progress)}
              label={t("progressToward", { title: achievement.title })}
              color="festival-filled"
            />
            <p className={`${plain.tiny} ${plain.dimmed}`}>
              {progress.target === null
                ? t("notAvailable")
                : t("progress", {
                    current: Math.min(progress.current, progress.target),
                    target: progress.target,
                  })}
            </p>
          </div>
        )}
        <p className={`${plain.tiny} ${plain.dimmed}`}>
          {t("holders", { count: achievement.holders })}
        </p>
      </div>
    </article>
  );
}

/** /achievements: every achievement; signed in, earned ones with their date, locked ones with progress. */
export function AchievementList() {
  const t = useTranslations("achievements");
  const { data } = api.achievement.list.useQuery();
  if (!data) return null;
  const earned = data.achievements.filter((a) => a.earnedAt !== null);
  const locked = data.achievements.filter((a) => a.earnedAt === null);

  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t("title")}</h1>
      <p className={plain.lede}>
        {data.signedIn
          ? t("earnedCount", { earned: earned.length, total: data.achievements.length })
          : t.rich("visitor", {
              link: (chunks) => (
                <Link href="/auth/login" className={plain.link}>
                  {chunks}
                </Link>
              ),
            })}
      </p>
      {data.signedIn && earned.length > 0 && (
        <section className={plain.stackSm} aria-labelledby="earned-heading">
          <h2 className={plain.sectionTitle} id="earned-heading">
            {t("earnedHeading")}
          </h2>
          <div className={`${plain.grid} ${classes.grid}`}>
            {earned.map((achievement) => (
              <AchievementCard key={achievement.key} achievement={achievement} />
            ))}
          </div>
        </section>
      )}
      <section className={plain.stackSm} aria-labelledby="locked-heading">
        <h2 className={plain.sectionTitle} id="locked-heading">
          {data.signedIn ? t("lockedHeading") : t("allHeading")}
        </h2>
        {locked.length === 0 ? (
          <p className={plain.text}>{t("allEarned")}</p>
        ) : (
          <div className={`${plain.grid} ${classes.grid}`}>
            {locked.map((achievement) => (
              <AchievementCard key={achievement.key} achievement={achievement} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
