import {
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useRouter } from "next/router";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormAlert } from "~/components/FormAlert";
import { Stat } from "~/components/Stat";
import { areaOf } from "~/features/challenges/areas";
import { serverFieldError } from "~/lib/forms";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDecimal, formatPoints } from "~/shared/format";
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  teamJoinPath,
  teamNameProblem,
} from "~/shared/teams/rules";

type Team = RouterOutputs["teams"]["byId"];

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
      {data.viewer.isMember && data.joinCode && <Invite team={data} code={data.joinCode} />}
      {data.viewer.isCaptain && <CaptainSteps team={data} />}
      {data.viewer.isMember && <LeaveTeam />}
    </Stack>
  );
}

function useTeamMutationOptions() {
  const utils = api.useUtils();
  return { onSuccess: () => utils.teams.invalidate() };
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

function Invite({ team, code }: { team: Team; code: string }) {
  const [origin] = useState(() => (typeof window === "undefined" ? "" : window.location.origin));
  const link = `${origin}${teamJoinPath(code)}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invite-heading">
      <Title order={2} size="h3" id="team-invite-heading">
        Invite people
      </Title>
      <Text>
        Join code:{" "}
        <Text span fw={700} ff="monospace" data-testid="join-code">
          {code}
        </Text>
      </Text>
      <Group gap="xs" align="flex-end">
        <TextInput label="Invite link" value={link} readOnly style={{ flex: 1, minWidth: 220 }} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? "Copied" : "Copy the link"}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        Whoever opens the link joins {team.name} after signing in or creating an account, while the
        team has room.
      </Text>
    </Stack>
  );
}

function CaptainSteps({ team }: { team: Team }) {
  const router = useRouter();
  const options = useTeamMutationOptions();
  const update = api.teams.update.useMutation(options);
  const rotate = api.teams.rotateCode.useMutation(options);
  const disband = api.teams.disband.useMutation({
    onSuccess: async () => {
      await options.onSuccess();
      await router.push("/teams");
    },
  });
  const [name, setName] = useState(team.name);
  const [description, setDescription] = useState(team.description);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const nameError = problem ?? serverFieldError(update.error, "name");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = teamNameProblem(name);
    setProblem(found);
    if (!found) update.mutate({ teamId: team.id, name, description });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-captain-heading">
      <Title order={2} size="h3" id="team-captain-heading">
        Captain
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <FormAlert message={update.error && !nameError ? update.error.message : null} />
          <TextInput
            label="Team name"
            maxLength={TEAM_NAME_MAX * 2}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
          />
          <TextInput
            label="Description"
            maxLength={TEAM_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={serverFieldError(update.error, "description")}
          />
          <Button
            type="submit"
            variant="default"
            loading={update.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            Save name and description
          </Button>
        </Stack>
      </form>
      <FormAlert message={rotate.error?.message ?? disband.error?.message ?? null} />
      <Group gap="xs">
        <Button
          variant="default"
          loading={rotate.isPending}
          onClick={() => rotate.mutate({ teamId: team.id })}
        >
          New join code
        </Button>
        {confirming ? (
          <>
            <Button
              color="red"
              loading={disband.isPending}
              onClick={() => disband.mutate({ teamId: team.id })}
            >
              Yes, disband {team.name}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep the team
            </Button>
          </>
        ) : (
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Disband the team
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        A new join code stops the old code and invite link from working. Disbanding removes the team
        for everyone; your points stay yours.
      </Text>
    </Stack>
  );
}

function LeaveTeam() {
  const router = useRouter();
  const utils = api.useUtils();
  const leave = api.teams.leave.useMutation({
    onSuccess: async () => {
      await utils.teams.invalidate();
      await router.push("/teams");
    },
  });
  return (
    <Stack gap="xs" component="section" aria-label="Leave the team">
      <FormAlert message={leave.error?.message ?? null} />
      <Button
        variant="default"
        color="red"
        loading={leave.isPending}
        onClick={() => leave.mutate()}
        style={{ alignSelf: "flex-start" }}
      >
        Leave the team
      </Button>
      <Text size="sm" c="dimmed">
        The points you earned while in the team stay with it. A captain who leaves hands the
        captaincy to the member who joined first.
      </Text>
    </Stack>
  );
}
