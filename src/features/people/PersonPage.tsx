import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useLocale, useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import { Stat, StatGrid } from "~/components/Stat";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { HuntProgress } from "~/features/stations/HuntProgress";
import { api } from "~/lib/trpc";
import { formatDate, formatNumber } from "~/shared/format";
import classes from "./PersonPage.module.css";
import { ButtonLink } from "~/components/plain/ButtonLink";

const DIFFICULTY_KEYS = {
  easy: "cards.easy",
  medium: "cards.medium",
  hard: "cards.hard",
} as const;

/**
 * /people/{userid}: a public person's points, badges, bingo cards and sustainability progress.
 * Words: namespace `people` (the hunt's progress `stations`', the badges' `achievements`'); the
 * name and the achievements' titles as written.
 */
export function PersonPage({ userId }: { userId: string }) {
  const t = useTranslations("people");
  const locale = useLocale();
  const { data } = api.people.person.useQuery({ userId });
  if (!data) return null;
  const { user, standing, achievements, sustainability } = data;
  return (
    <div className={plain.stack}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{user.name}</h1>
        <p className={plain.text}>{t("intro", { name: user.name })}</p>
      </div>
      <StatGrid columns={3}>
        <Stat label={t("points")} value={formatNumber(standing.total, locale)} />
        <Stat
          label={t("rank")}
          value={standing.rank ? t("rankValue", { rank: standing.rank }) : "–"}
          hint={standing.rank ? t("rankOf", { ranked: standing.rankedUsers }) : t("notRanked")}
        />
        <Stat
          label={t("achievements")}
          value={t("achievementsValue", {
            earned: achievements.length,
            total: data.achievementCount,
          })}
        />
      </StatGrid>

      <SectionCard id="person-achievements" title={t("achievements")}>
        {achievements.length === 0 ? (
          <p className={`${plain.text} ${plain.dimmed}`}>{t("noAchievements")}</p>
        ) : (
          <ul className={classes.badges}>
            {achievements.map((achievement) => (
              <li key={achievement.key} className={classes.badge}>
                <AchievementBadge
                  achievementKey={achievement.key}
                  title={achievement.title}
                  state="earned"
                  size={64}
                />
                <p className={`${plain.small} ${plain.strong}`}>{achievement.title}</p>
                <p className={`${plain.tiny} ${plain.dimmed}`}>
                  {formatDate(achievement.earnedAt, locale)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard id="person-bingo" title={t("bingo")}>
        <p className={plain.text}>{t("bingoCards", { name: user.name })}</p>
        <div className={plain.row}>
          {data.bingo.map((card) => (
            <ButtonLink key={card.difficulty} href={card.href} variant="light">
              {t(DIFFICULTY_KEYS[card.difficulty])}
            </ButtonLink>
          ))}
        </div>
      </SectionCard>

      <SectionCard id="person-sustainability" title={t("sustainability")}>
        <HuntProgress progress={sustainability.stations} label={t("huntOf", { name: user.name })} />
        <p className={plain.text}>{t("refilled", { count: sustainability.bottlesRefilled })}</p>
        <Link href={sustainability.href} className={plain.link}>
          {t("sustainabilityOf", { name: user.name })}
        </Link>
      </SectionCard>
    </div>
  );
}
