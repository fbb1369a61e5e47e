import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Input.layer.css";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormAlert } from "~/components/FormAlert";
import { serverFieldError } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { isJoinCode, JOIN_CODE_MESSAGE, normalizeJoinCode, teamPath } from "~/shared/teams/rules";

/** The help desk's team section: the person's team, or adding them to one by its join code. */
export function DeskTeamSection({ userId }: { userId: string }) {
  const utils = api.useUtils();
  const team = api.teams.desk.teamOf.useQuery({ userId });
  const add = api.teams.desk.addMember.useMutation({
    onSuccess: () => utils.teams.invalidate(),
  });
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = problem ?? serverFieldError(add.error, "code");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = isJoinCode(normalizeJoinCode(code)) ? null : JOIN_CODE_MESSAGE;
    setProblem(found);
    if (!found) add.mutate({ userId, code });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-team">
      <Title order={3} id="desk-team">
        Team
      </Title>
      <Paper withBorder radius="md" p="sm">
        {!team.data ? (
          <Text size="sm">Loading…</Text>
        ) : team.data.team ? (
          <Text>
            In{" "}
            <Anchor component={Link} href={teamPath(team.data.team.id)}>
              {team.data.team.name}
            </Anchor>
            {team.data.team.isCaptain ? " (captain)" : ""}.
          </Text>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="xs">
              <Text size="sm">Not in a team. Add them with the team’s join code:</Text>
              <FormAlert message={add.error && !fieldError ? add.error.message : null} />
              <Group align="flex-start" gap="xs">
                <TextInput
                  label="Join code"
                  maxLength={40}
                  autoComplete="off"
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  error={fieldError}
                />
                <Button type="submit" mt={24} loading={add.isPending}>
                  Add to the team
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
