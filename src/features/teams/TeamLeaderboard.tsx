import { useTranslations } from "use-intl";
import { FigureTable, type FigureColumn } from "~/components/figures/FigureTable";
import { Link } from "~/components/Link";
import plain from "~/components/plain/plain.module.css";
import { teamPath } from "~/shared/teams/rules";

export type TeamBoardRow = {
  id: string;
  name: string;
  rank: number | null;
  average: number;
  total: number;
  members: number;
};

/**
 * The team leaderboard as a table: rank, team, average per member, total beside it, members.
 * The dashboards' plain `FigureTable`: Mantine's Table brings its scroll area and floating-ui
 * (about 25 kB) along.
 */
export function TeamLeaderboard({
  teams,
  labelledBy,
}: {
  teams: readonly TeamBoardRow[];
  labelledBy: string;
}) {
  const t = useTranslations("teams");
  const columns: FigureColumn<TeamBoardRow>[] = [
    { title: t("leaderboard.rank"), width: 56, render: (team) => team.rank ?? "–" },
    {
      title: t("leaderboard.team"),
      render: (team) => (
        <Link href={teamPath(team.id)} className={plain.link}>
          {team.name}
        </Link>
      ),
    },
    {
      title: t("leaderboard.average"),
      numeric: true,
      render: (team) => t("average", { average: team.average }),
    },
    {
      title: t("leaderboard.total"),
      numeric: true,
      render: (team) => t("counts.points", { count: team.total }),
    },
    {
      title: t("leaderboard.members"),
      numeric: true,
      render: (team) => t("counts.members", { count: team.members }),
    },
  ];
  return (
    <FigureTable
      labelledBy={labelledBy}
      columns={columns}
      rows={teams}
      rowKey={(team) => team.id}
      empty={t("leaderboard.empty")}
    />
  );
}
