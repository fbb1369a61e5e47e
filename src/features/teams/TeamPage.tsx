import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import dynamic from "next/dynamic";
import Link from "next/link";
import { FormAlert } from "~/components/FormAlert";
import { Stat } from "~/components/Stat";
import { areaOf } from "~/features/challenges/areas";
import { api } from "~/lib/trpc";
import { formatDecimal, formatPoints } from "~/shared/format";
import { useTeamMutationOptions, type Team } from "./team-page-data";

/** What only members use (the invite, the captain's steps, leaving): loaded after first paint. */
const TeamMemberTools = dynamic(
  () => import("./TeamMemberTools").then((module) => module.TeamMemberTools),
  { ssr: false, loading: () => <Text size="sm">Loading…</Text> },
);

/** /teams/{teamId}: the team's standing, points per area, members; members' and captain's steps. */
export function TeamPage({ teamId }: { teamId: string }) {
  const team = api.teams.byId.useQuery({ teamId });
  if (!team.data) return null;
  const data = team.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{data.name}</Title>
        {data.description && <Text>{data.description}</Text>}
        <Text size="sm" c="dimmed">
          <Anchor component={Link} href="/teams" underline="always">
            All teams
          </Anchor>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat
          label="Rank"
          value={data.rank === null ? "–" : `${data.rank} of ${data.rankedTeams}`}
          hint={
            data.rank === null
              ? `Ranked from ${data.minRankedMembers} members with points`
              : undefined
          }
        />
        <Stat label="Average" value={formatDecimal(data.average, 1)} hint="points per member" />
        <Stat label="Total" value={formatPoints(data.total)} />
        <Stat label="Members" value={`${data.members.length} of ${data.maxMembers}`} />
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="team-areas-heading">
        <Title order={2} size="h3" id="team-areas-heading">
          Points per area
        </Title>
        <List>
          {data.areas.map((row) => (
            <List.Item key={row.area}>
              {areaOf(row.area).name}: {formatPoints(row.points)}
            </List.Item>
          ))}
        </List>
      </Stack>

      <Members team={data} />
      {data.viewer.isMember && <TeamMemberTools team={data} />}
    </Stack>
  );
}

function Members({ team }: { team: Team }) {
  const options = useTeamMutationOptions();
  const remove = api.teams.removeMember.useMutation(options);
  const handOver = api.teams.handOverCaptaincy.useMutation(options);
  const error = remove.error ?? handOver.error;
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-members-heading">
      <Title order={2} size="h3" id="team-members-heading">
        Members
      </Title>
      <FormAlert message={error?.message ?? null} />
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {team.members.map((member, index) => {
          const userId = member.userId;
          return (
            <Paper component="li" key={userId ?? `anonymous-${index}`} withBorder p="xs">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{member.name}</Text>
                  {member.isCaptain && <Badge variant="light">Captain</Badge>}
                  {member.isYou && <Badge variant="outline">You</Badge>}
                </Group>
                {team.viewer.isCaptain && !member.isYou && userId && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      loading={handOver.isPending && handOver.variables?.userId === userId}
                      onClick={() => handOver.mutate({ teamId: team.id, userId })}
                      aria-label={`Make ${member.name} captain`}
                    >
                      Make captain
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      loading={remove.isPending && remove.variables?.userId === userId}
                      onClick={() => remove.mutate({ teamId: team.id, userId })}
                      aria-label={`Remove ${member.name}`}
                    >
                      Remove
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
