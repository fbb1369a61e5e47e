import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Input.layer.css";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { api } from "~/lib/trpc";
import { isJoinCode, JOIN_CODE_MESSAGE, normalizeJoinCode, teamPath } from "~/shared/teams/rules";
import { useTeamWords } from "./words";

/**
 * The help desk's team section: the person's team, or adding them to one by its join code. The
 * desk's page (/participation/person) loads "teams".
 */
export function DeskTeamSection({ userId }: { userId: string }) {
  const t = useTranslations("teams");
  const words = useTeamWords();
  const utils = api.useUtils();
  const team = api.teams.desk.teamOf.useQuery({ userId });
  const add = api.teams.desk.addMember.useMutation({
    onSuccess: () => utils.teams.invalidate(),
  });
  const current = team.data?.team ?? null;
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = words.check(problem) ?? words.field(add.error, "code");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = isJoinCode(normalizeJoinCode(code)) ? null : JOIN_CODE_MESSAGE;
    setProblem(found);
    if (!found) add.mutate({ userId, code });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-team">
      <Title order={3} id="desk-team">
        {t("desk.heading")}
      </Title>
      <Paper withBorder radius="md" p="sm">
        {!team.data ? (
          <Text size="sm">{t("loading")}</Text>
        ) : current ? (
          <Text>
            {t.rich("desk.inTeam", {
              team: current.name,
              captain: current.isCaptain ? "yes" : "no",
              link: (chunks) => (
                <Anchor component={Link} href={teamPath(current.id)}>
                  {chunks}
                </Anchor>
              ),
            })}
          </Text>
        ) : (
          <form method="post" noValidate onSubmit={submit}>
            <Stack gap="xs">
              <Text size="sm">{t("desk.notInTeam")}</Text>
              <FormAlert message={fieldError ? null : words.refusal(add.error)} />
              <Group align="flex-start" gap="xs">
                <TextInput
                  label={t("desk.code")}
                  maxLength={40}
                  autoComplete="off"
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  error={fieldError}
                />
                <Button type="submit" mt={24} loading={add.isPending}>
                  {t("desk.submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
