import "@mantine/core/styles/Input.layer.css";
import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { FormAlert } from "~/components/FormAlert";
import { serverFieldError } from "~/lib/forms";
import { api } from "~/lib/trpc";
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  teamJoinPath,
  teamNameProblem,
} from "~/shared/teams/rules";
import { useTeamMutationOptions, type Team } from "./team-page-data";

/** A member's tools on the team's page: the invite, the captain's steps, leaving. */
export function TeamMemberTools({ team }: { team: Team }) {
  return (
    <>
      {team.joinCode && <Invite team={team} code={team.joinCode} />}
      {team.viewer.isCaptain && <CaptainSteps team={team} />}
      <LeaveTeam />
    </>
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
