import dynamic from "next/dynamic";
import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { AreaDot } from "~/components/shell/AreaDot";
import { areaOf } from "~/features/challenges/areas";
import { ChallengeItem } from "~/features/challenges/ChallengeItem";
import { MyProgressSummary } from "~/features/challenges/MyProgressSummary";
import { useJoinChallenge } from "~/features/challenges/useJoinChallenge";
import { AREA_WORDS } from "~/lib/navigation";
import { api } from "~/lib/trpc";
import { AREA_ORDER } from "~/shared/challenges";
import classes from "./ParticipationHub.module.css";

// The team card is a chunk of its own (still server-rendered), outside the page's first load.
const MyTeamCard = dynamic(() =>
  import("~/features/teams/MyTeamCard").then((module) => module.MyTeamCard),
);

/**
 * My participation hub: total and rank, then every published challenge by area with my status,
 * progress and points; the ones I have not joined yet can be joined from here. Words: namespace
 * `participation`, the areas' names the shell's; the challenges' rows are the challenges area's.
 * Plain markup and the plain kit: no Mantine component in the page's first load.
 */
export function ParticipationHub() {
  const t = useTranslations();
  const list = api.challenge.list.useQuery();
  const mine = api.challenge.mine.useQuery();
  const { join, pendingId } = useJoinChallenge();
  if (!list.data || !mine.data) return null;
  const participations = new Map(mine.data.challenges.map((row) => [row.challengeId, row]));

  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t("participation.title")}</h1>
      <MyProgressSummary mine={mine.data} link={false} />
      <MyTeamCard />
      <p className={plain.text}>
        {t.rich("participation.intro", {
          link: (chunks) => (
            <Link href="/achievements" className={plain.link}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      {AREA_ORDER.map((areaValue) => {
        const area = areaOf(areaValue);
        const summary = mine.data.areas.find((row) => row.area === areaValue);
        const challenges = list.data.filter((challenge) => challenge.area === areaValue);
        return (
          <section key={area.id} className={plain.stackSm} aria-labelledby={`area-${area.id}`}>
            <div className={plain.spread}>
              <div className={plain.iconRow}>
                <AreaDot area={area} size={12} />
                <h2 className={plain.sectionTitle} id={`area-${area.id}`}>
                  {t(AREA_WORDS[area.id].name)}
                </h2>
              </div>
              {summary && (
                <p className={`${plain.small} ${plain.dimmed}`}>
                  {t("participation.summary", {
                    joined: summary.joined,
                    completed: summary.completed,
                    points: summary.points,
                  })}
                </p>
              )}
            </div>
            {challenges.length === 0 ? (
              <p className={`${plain.text} ${plain.dimmed}`}>{t("participation.empty")}</p>
            ) : (
              <div className={`${plain.grid} ${classes.challenges}`}>
                {challenges.map((challenge) => (
                  <ChallengeItem
                    key={challenge.id}
                    challenge={challenge}
                    participation={participations.get(challenge.id) ?? null}
                    signedIn
                    joining={pendingId === challenge.id}
                    onJoin={join}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
