import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { SignInButtons } from "~/components/SignInButtons";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { formatCount, formatDecimal, formatPoints } from "~/shared/format";
import { teamPath, teamRankingRule } from "~/shared/teams/rules";
import { CreateTeamForm, JoinTeamForm } from "./TeamForms";
import { TeamLeaderboard } from "./TeamLeaderboard";

/** /teams: my team (or the forms to create or join one), then the team leaderboard. */
export function TeamsScreen() {
  const { loggedIn } = useSession();
  const board = api.teams.leaderboard.useQuery({ limit: 50 });
  return (
    <Stack gap="lg">
      <Title order={1}>Teams</Title>
      <Text>
        Play together with family, friends, your club or your colleagues.{" "}
        {board.data ? teamRankingRule(board.data.minRankedMembers) : null}
      </Text>
      {loggedIn ? (
        <MyTeam />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text>Sign in to create a team or join one.</Text>
            <SignInButtons />
          </Stack>
        </Paper>
      )}
      <Stack gap="sm" component="section" aria-labelledby="team-leaderboard-heading">
        <Title order={2} size="h3" id="team-leaderboard-heading">
          Team leaderboard
        </Title>
        {board.data && (
          <TeamLeaderboard teams={board.data.teams} labelledBy="team-leaderboard-heading" />
        )}
      </Stack>
    </Stack>
  );
}

function MyTeam() {
  const mine = api.teams.mine.useQuery();
  if (!mine.data) return null;
  const team = mine.data.team;
  if (team) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-team-heading">
        <Stack gap={4}>
          <Title order={2} size="h3" id="my-team-heading">
            My team
          </Title>
          <Anchor component={Link} href={teamPath(team.id)} fw={700} size="lg">
            {team.name}
          </Anchor>
          <Text size="sm">
            {team.rank === null ? "Not ranked yet" : `Rank ${team.rank}`} · average{" "}
            {formatDecimal(team.average, 1)} · {formatPoints(team.total)} ·{" "}
            {formatCount(team.members, "member", "members")}
            {team.isCaptain ? " · you are the captain" : ""}
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (mine.data.joiningClosed) return <Text>Teams are closed for joining.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Paper withBorder p="md" radius="md">
        <CreateTeamForm />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <JoinTeamForm />
      </Paper>
    </SimpleGrid>
  );
}
