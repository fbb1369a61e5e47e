import "@mantine/core/styles/Paper.layer.css";
import { Anchor, Paper, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { teamPath } from "~/shared/teams/rules";
import classes from "./TeamLeaderboard.module.css";

export type TeamBoardRow = {
  id: string;
  name: string;
  rank: number | null;
  average: number;
  total: number;
  members: number;
};

/**
 * The team leaderboard as a table: rank, team, average per member, total beside it, members. A
 * plain table: Mantine's Table brings its scroll area and floating-ui (about 25 kB) along.
 */
export function TeamLeaderboard({
  teams,
  labelledBy,
}: {
  teams: readonly TeamBoardRow[];
  labelledBy: string;
}) {
  const t = useTranslations("teams");
  if (teams.length === 0) return <Text>{t("leaderboard.empty")}</Text>;
  return (
    <Paper withBorder radius="md">
      <table className={classes.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t("leaderboard.rank")}</th>
            <th scope="col">{t("leaderboard.team")}</th>
            <th scope="col">{t("leaderboard.average")}</th>
            <th scope="col">{t("leaderboard.total")}</th>
            <th scope="col">{t("leaderboard.members")}</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.id}>
              <td>{team.rank ?? "–"}</td>
              <td>
                <Anchor component={Link} href={teamPath(team.id)}>
                  {team.name}
                </Anchor>
              </td>
              <td className={classes.number}>{t("average", { average: team.average })}</td>
              <td className={classes.number}>{t("counts.points", { count: team.total })}</td>
              <td>{t("counts.members", { count: team.members })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}
