import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { AreaDot } from "~/components/shell/AreaDot";
import { AREA_WORDS, type AreaId } from "~/lib/navigation";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";
import type { MessageKey } from "~/shared/i18n/server-text";
import classes from "./AreaOverview.module.css";
import { areaOf } from "./areas";
import { ChallengeItem } from "./ChallengeItem";
import { useJoinChallenge } from "./useJoinChallenge";

/** One line under each area's name (README "Languages": keys as literals). */
const BLURBS = {
  fitness: "home.blurbs.fitness",
  arts: "home.blurbs.arts",
  sustainability: "home.blurbs.sustainability",
  care: "home.blurbs.care",
} as const satisfies Record<AreaId, MessageKey>;

/**
 * The home page's areas: the four areas as cards with their published challenges; signed in,
 * my progress per area (my total and rank are above, in MyFestivalProgress). Data: challenge.list (and challenge.mine when signed in),
 * prefetched by prefetchHome in getServerSideProps so the first HTML is complete. Plain markup and
 * the plain kit (README "First-load weight").
 */
export function AreaOverview() {
  const t = useTranslations();
  const { user } = useSession();
  const signedIn = user !== null;
  const list = api.challenge.list.useQuery();
  const mine = api.challenge.mine.useQuery(undefined, { enabled: signedIn });
  const { join, pendingId } = useJoinChallenge();
  const participations = new Map(
    (signedIn ? (mine.data?.challenges ?? []) : []).map((row) => [row.challengeId, row]),
  );
  const challenges = list.data ?? [];

  return (
    <section className={plain.stack} aria-labelledby="areas-heading">
      <h2 className={plain.sectionTitle} id="areas-heading">
        {t("home.areasHeading")}
      </h2>
      <div className={`${plain.grid} ${classes.areas}`}>
        {AREA_ORDER.map((areaValue) => {
          const area = areaOf(areaValue);
          const name = t(AREA_WORDS[area.id].name);
          const inArea = challenges.filter((challenge) => challenge.area === areaValue);
          const progress = signedIn ? mine.data?.areas.find((a) => a.area === areaValue) : null;
          return (
            <section
              key={area.id}
              id={area.id}
              className={`${plain.card} ${classes.area}`}
              data-padding="lg"
              aria-label={name}
              style={{ borderTopColor: `var(--mantine-color-${area.color}-6)` }}
            >
              <div className={plain.spread}>
                <div className={plain.row}>
                  <AreaDot area={area} size={12} />
                  <h3 className={plain.smallTitle}>{name}</h3>
                </div>
                {progress && (
                  <p className={`${plain.small} ${plain.dimmed}`}>
                    {t("home.areaProgress", {
                      completed: progress.completed,
                      challenges: progress.challenges,
                      points: progress.points,
                    })}
                  </p>
                )}
              </div>
              <p className={plain.small}>{t(BLURBS[area.id])}</p>
              {inArea.length === 0 ? (
                <p className={`${plain.text} ${plain.dimmed}`}>{t("home.noChallenges")}</p>
              ) : (
                inArea.map((challenge) => (
                  <ChallengeItem
                    key={challenge.id}
                    challenge={challenge}
                    participation={participations.get(challenge.id) ?? null}
                    signedIn={signedIn}
                    headingOrder={4}
                    joining={pendingId === challenge.id}
                    onJoin={join}
                  />
                ))
              )}
            </section>
          );
        })}
      </div>
      <p className={plain.text}>
        {t("home.more")}{" "}
        <Link href="/achievements" className={plain.link}>
          {t("home.moreAchievements")}
        </Link>{" "}
        {t("home.moreOr")}{" "}
        <Link href="/global-dashboard" className={plain.link}>
          {t("home.moreDashboard")}
        </Link>
        .
      </p>
    </section>
  );
}
