import "@mantine/core/styles/Input.layer.css";
import { Button, Stack, TextInput, Title } from "@mantine/core";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { FormAlert } from "~/components/FormAlert";
import { serverFieldError } from "~/lib/forms";
import { api } from "~/lib/trpc";
import {
  isJoinCode,
  JOIN_CODE_MESSAGE,
  normalizeJoinCode,
  TEAM_NAME_MAX,
  teamNameProblem,
  teamPath,
} from "~/shared/teams/rules";
import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";

/**
 * "Create a team" and "Join a team" for someone without one. Checked in the browser with the same
 * rules as the server (without zod, so the page stays light); the server's refusals show next to
 * the field they are about.
 */
export function CreateTeamForm() {
  const router = useRouter();
  const utils = api.useUtils();
  const announce = useAchievementAnnouncer();
  const create = api.teams.create.useMutation({
    onSuccess: async (team) => {
      announce(team.achievements);
      await utils.teams.invalidate();
      await router.push(teamPath(team.id));
    },
  });
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = problem ?? serverFieldError(create.error, "name");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = teamNameProblem(name);
    setProblem(found);
    if (!found) create.mutate({ name });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="create-team-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="create-team-heading">
          Create a team
        </Title>
        <FormAlert message={create.error && !fieldError ? create.error.message : null} />
        <TextInput
          label="Team name"
          description="3 to 40 characters; you will be its captain"
          maxLength={TEAM_NAME_MAX * 2}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: "flex-start" }}>
          Create the team
        </Button>
      </Stack>
    </form>
  );
}

export function JoinTeamForm() {
  const router = useRouter();
  const utils = api.useUtils();
  const announce = useAchievementAnnouncer();
  const join = api.teams.join.useMutation({
    onSuccess: async (result) => {
      announce(result.achievements);
      await utils.teams.invalidate();
      await router.push(teamPath(result.team.id));
    },
  });
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = problem ?? serverFieldError(join.error, "code");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = isJoinCode(normalizeJoinCode(code)) ? null : JOIN_CODE_MESSAGE;
    setProblem(found);
    if (!found) join.mutate({ code });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="join-team-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="join-team-heading">
          Join a team
        </Title>
        <FormAlert message={join.error && !fieldError ? join.error.message : null} />
        <TextInput
          label="Join code"
          description="Ask a member of the team: it is on their team's page"
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" loading={join.isPending} style={{ alignSelf: "flex-start" }}>
          Join the team
        </Button>
      </Stack>
    </form>
  );
}
