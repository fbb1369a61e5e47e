import "@mantine/core/styles/Paper.layer.css";
import { Anchor, Paper, Text } from "@mantine/core";
import Link from "next/link";
import { formatCount, formatDecimal, formatPoints } from "~/shared/format";
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
  if (teams.length === 0) return <Text>No teams yet: be the first to create one.</Text>;
  return (
    <Paper withBorder radius="md">
      <table className={classes.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Team</th>
            <th scope="col">Average</th>
            <th scope="col">Total</th>
            <th scope="col">Members</th>
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
              <td className={classes.number}>{formatDecimal(team.average, 1)}</td>
              <td className={classes.number}>{formatPoints(team.total)}</td>
              <td>{formatCount(team.members, "member", "members")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}
