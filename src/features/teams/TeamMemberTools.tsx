import "@mantine/core/styles/Input.layer.css";
import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { api } from "~/lib/trpc";
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  teamJoinPath,
  teamNameProblem,
} from "~/shared/teams/rules";
import { useTeamMutationOptions, type Team } from "./team-page-data";
import { useTeamWords } from "./words";

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
  const t = useTranslations("teams");
  const [origin] = useState(() => (typeof window === "undefined" ? "" : window.location.origin));
  const link = `${origin}${teamJoinPath(code)}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invite-heading">
      <Title order={2} size="h3" id="team-invite-heading">
        {t("tools.inviteHeading")}
      </Title>
      <Text>
        {t.rich("tools.joinCode", {
          code,
          mono: (chunks) => (
            <Text span fw={700} ff="monospace" data-testid="join-code">
              {chunks}
            </Text>
          ),
        })}
      </Text>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t("tools.inviteLink")}
          value={link}
          readOnly
          style={{ flex: 1, minWidth: 220 }}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t("tools.copied") : t("tools.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {t("tools.inviteHint", { team: team.name })}
      </Text>
    </Stack>
  );
}

function CaptainSteps({ team }: { team: Team }) {
  const t = useTranslations("teams");
  const words = useTeamWords();
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
  const nameError = words.check(problem) ?? words.field(update.error, "name");
  const descriptionError = words.field(update.error, "description");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = teamNameProblem(name);
    setProblem(found);
    if (!found) update.mutate({ teamId: team.id, name, description });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-captain-heading">
      <Title order={2} size="h3" id="team-captain-heading">
        {t("tools.captainHeading")}
      </Title>
      <form method="post" noValidate onSubmit={submit}>
        <Stack gap="sm">
          <FormAlert message={nameError || descriptionError ? null : words.refusal(update.error)} />
          <TextInput
            label={t("tools.name")}
            maxLength={TEAM_NAME_MAX * 2}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
          />
          <TextInput
            label={t("tools.description")}
            maxLength={TEAM_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={descriptionError}
          />
          <Button
            type="submit"
            variant="default"
            loading={update.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t("tools.save")}
          </Button>
        </Stack>
      </form>
      <FormAlert message={words.refusal(rotate.error) ?? words.refusal(disband.error)} />
      <Group gap="xs">
        <Button
          variant="default"
          loading={rotate.isPending}
          onClick={() => rotate.mutate({ teamId: team.id })}
        >
          {t("tools.newCode")}
        </Button>
        {confirming ? (
          <>
            <Button
              color="red"
              loading={disband.isPending}
              onClick={() => disband.mutate({ teamId: team.id })}
            >
              {t("tools.disbandConfirm", { team: team.name })}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("tools.keep")}
            </Button>
          </>
        ) : (
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t("tools.disband")}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t("tools.captainHint")}
      </Text>
    </Stack>
  );
}

function LeaveTeam() {
  const t = useTranslations("teams");
  const words = useTeamWords();
  const router = useRouter();
  const utils = api.useUtils();
  const leave = api.teams.leave.useMutation({
    onSuccess: async () => {
      await utils.teams.invalidate();
      await router.push("/teams");
    },
  });
  return (
    <Stack gap="xs" component="section" aria-label={t("tools.leave")}>
      <FormAlert message={words.refusal(leave.error)} />
      <Button
        variant="default"
        color="red"
        loading={leave.isPending}
        onClick={() => leave.mutate()}
        style={{ alignSelf: "flex-start" }}
      >
        {t("tools.leave")}
      </Button>
      <Text size="sm" c="dimmed">
        {t("tools.leaveHint")}
      </Text>
    </Stack>
  );
}
