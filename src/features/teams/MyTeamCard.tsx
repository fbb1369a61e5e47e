import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { teamPath } from "~/shared/teams/rules";

/**
 * My team in a card (/teams, /profile, /participation): its name, rank, average and total; or,
 * without a team, `empty` (the forms on /teams, a link elsewhere). The pages load "teams".
 */
export function MyTeamCard({ empty }: { empty?: ReactNode }) {
  const t = useTranslations("teams");
  const mine = api.teams.mine.useQuery();
  if (!mine.data) return null;
  const team = mine.data.team;
  if (!team && empty !== undefined) return <>{empty}</>;
  return (
    <section className={plain.card} aria-labelledby="my-team-heading">
      <div className={plain.heading}>
        <h2 className={plain.sectionTitle} id="my-team-heading">
          {t("mine.heading")}
        </h2>
        {team ? (
          <>
            {/* In a line of its own: only the name is the link, not the card's whole width. */}
            <p className={`${plain.lede} ${plain.bold}`}>
              <Link href={teamPath(team.id)} className={plain.link}>
                {team.name}
              </Link>
            </p>
            <p className={plain.small}>
              {t("mine.standing", {
                rank: team.rank === null ? "none" : String(team.rank),
                average: team.average,
                total: team.total,
                members: team.members,
                captain: team.isCaptain ? "yes" : "no",
              })}
            </p>
          </>
        ) : (
          <p className={plain.small}>
            {t.rich("mine.none", {
              link: (chunks) => (
                <Link href="/teams" className={plain.link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
