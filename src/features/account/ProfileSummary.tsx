import { Badge } from "~/components/plain/Badge";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import dynamic from "next/dynamic";
import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Stat, StatGrid } from "~/components/Stat";
import type { Role } from "~/generated/prisma/enums";
import { AchievementBadge } from "~/features/achievements/AchievementBadge";
import { personHref } from "~/shared/people/rules";
import { useRouter } from "next/router";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { formatLongDate, formatNumber } from "~/shared/format";

// The team card is a chunk of its own (still server-rendered), outside the page's first load, as
// on /participation.
const MyTeamCard = dynamic(() =>
  import("~/features/teams/MyTeamCard").then((module) => module.MyTeamCard),
);

/** How a role reads (namespace `account`). */
const ROLE_KEYS = {
  PARTICIPANT: "roles.PARTICIPANT",
  MODERATOR: "roles.MODERATOR",
  ADMIN: "roles.ADMIN",
} as const satisfies Record<Role, string>;

/** /profile: my name, points, rank, achievements and badges, account facts and links. */
export function ProfileSummary() {
  const t = useTranslations("account");
  const locale = useLocale();
  const { data } = api.account.me.useQuery();
  const session = useSession();
  const router = useRouter();
  if (!data) return null;
  const { user, standing, achievements } = data;
  const signOut = async () => {
    await session.logout();
    await router.push("/");
  };
  const fact = (name: string, value: ReactNode) => (
    <div className={plain.row}>
      <p className={`${plain.text} ${plain.strong}`}>{name}</p>
      {typeof value === "string" ? <p className={plain.text}>{value}</p> : value}
    </div>
  );
  const link = (href: string, words: string) => (
    <Link href={href} className={plain.link}>
      {words}
    </Link>
  );
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{user.name}</h1>
      <StatGrid columns={3}>
        <Stat label={t("profile.points")} value={formatNumber(standing.total, locale)} />
        <Stat
          label={t("profile.rank")}
          value={standing.rank ? t("profile.rankValue", { rank: standing.rank }) : "–"}
          hint={
            standing.rank
              ? t("profile.rankOf", { ranked: standing.rankedUsers })
              : t("profile.notRanked")
          }
        />
        <Stat
          label={t("profile.achievements")}
          value={t("profile.achievementsValue", {
            earned: achievements.earned,
            total: achievements.total,
          })}
        />
      </StatGrid>
      {achievements.badges.length > 0 && (
        <ul aria-label={t("profile.badges")} className={`${plain.row} ${plain.bareList}`}>
          {achievements.badges.map((badge) => (
            <li key={badge.key}>
              <AchievementBadge achievementKey={badge.key} title={badge.title} state="earned" />
            </li>
          ))}
        </ul>
      )}
      <MyTeamCard />
      <div className={plain.card} data-padding="lg">
        <div className={plain.stackXs}>
          {fact(t("profile.email"), user.email)}
          {fact(t("profile.role"), <Badge color="dark">{t(ROLE_KEYS[user.role])}</Badge>)}
          {fact(
            t("profile.profile"),
            user.publicProfile ? t("profile.public") : t("profile.private"),
          )}
          {fact(t("profile.memberSince"), formatLongDate(user.createdAt, locale))}
        </div>
      </div>
      <div className={`${plain.row} ${plain.rowWide}`}>
        {link("/participation", t("profile.participation"))}
        {user.publicProfile && link(personHref(user.id), t("profile.publicPage"))}
        {link("/achievements", t("profile.myAchievements"))}
        {link("/account/personal", t("profile.editPersonalData"))}
        {link("/account/password", t("profile.changePassword"))}
      </div>
      <div className={plain.row}>
        <Button onClick={() => void signOut()}>{t("profile.signOut")}</Button>
      </div>
    </div>
  );
}
