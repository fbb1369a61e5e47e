import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { TeamLeaderboard } from "./TeamLeaderboard";

/** How many teams the global dashboard shows. */
export const TOP_TEAMS_SHOWN = 5;

/**
 * The top teams, for the global dashboard: the team leaderboard's first rows and a link to all.
 * The dashboard's page loads "teams".
 */
export function TopTeams() {
  const t = useTranslations("teams");
  const board = api.teams.leaderboard.useQuery({ limit: TOP_TEAMS_SHOWN });
  if (!board.data) return null;
  return (
    <section className={plain.stackSm} aria-labelledby="top-teams-heading">
      <h2 className={plain.sectionTitle} id="top-teams-heading">
        {t("top.heading")}
      </h2>
      <p className={`${plain.small} ${plain.dimmed}`}>
        {t("top.intro")}{" "}
        <Link href="/teams" className={plain.link}>
          {t("top.all")}
        </Link>
      </p>
      <TeamLeaderboard teams={board.data.teams} labelledBy="top-teams-heading" />
    </section>
  );
}
