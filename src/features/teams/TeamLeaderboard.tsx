import { Anchor, Paper, Table, Text } from "@mantine/core";
import Link from "next/link";
import { formatCount, formatDecimal, formatPoints } from "~/shared/format";
import { teamPath } from "~/shared/teams/rules";

export type TeamBoardRow = {
  id: string;
  name: string;
  rank: number | null;
  average: number;
  total: number;
  members: number;
};

/** The team leaderboard as a table: rank, team, average per member, total beside it, members. */
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
      <Table verticalSpacing="xs" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Team</Table.Th>
            <Table.Th scope="col">Average</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
            <Table.Th scope="col">Members</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td>{team.rank ?? "–"}</Table.Td>
              <Table.Td>
                <Anchor component={Link} href={teamPath(team.id)}>
                  {team.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDecimal(team.average, 1)}</Table.Td>
              <Table.Td>{formatPoints(team.total)}</Table.Td>
              <Table.Td>{formatCount(team.members, "member", "members")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
