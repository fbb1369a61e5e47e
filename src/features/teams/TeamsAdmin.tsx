import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormAlert } from "~/components/FormAlert";
import { serverFieldError } from "~/lib/forms";
import { api, type RouterOutputs } from "~/lib/trpc";
import {
  formatCount,
  formatDateTimeInput,
  formatDecimal,
  formatPoints,
  parseDateTimeInput,
} from "~/shared/format";
import { teamPath } from "~/shared/teams/rules";

type Settings = RouterOutputs["teams"]["admin"]["list"]["settings"];

/** /admin/teams: the team settings, and every team with its standing; deleting one is audited. */
export function TeamsAdmin() {
  const list = api.teams.admin.list.useQuery();
  const utils = api.useUtils();
  const remove = api.teams.admin.delete.useMutation({ onSuccess: () => utils.teams.invalidate() });
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!list.data) return <Text>Loading…</Text>;
  return (
    <Stack gap="lg">
      <SettingsForm key={JSON.stringify(list.data.settings)} settings={list.data.settings} />
      <Stack gap="sm" component="section" aria-labelledby="admin-teams-heading">
        <Title order={2} size="h3" id="admin-teams-heading">
          {formatCount(list.data.teams.length, "team", "teams")}
        </Title>
        <FormAlert message={remove.error?.message ?? null} />
        <Paper withBorder radius="md">
          <Table verticalSpacing="xs" aria-labelledby="admin-teams-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Rank</Table.Th>
                <Table.Th scope="col">Team</Table.Th>
                <Table.Th scope="col">Captain</Table.Th>
                <Table.Th scope="col">Members</Table.Th>
                <Table.Th scope="col">Average</Table.Th>
                <Table.Th scope="col">Total</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.teams.map((team) => (
                <Table.Tr key={team.id}>
                  <Table.Td>{team.rank ?? "–"}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} href={teamPath(team.id)}>
                      {team.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{team.captainName ?? "–"}</Table.Td>
                  <Table.Td>{team.members}</Table.Td>
                  <Table.Td>{formatDecimal(team.average, 1)}</Table.Td>
                  <Table.Td>{formatPoints(team.total)}</Table.Td>
                  <Table.Td>
                    {confirming === team.id ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          color="red"
                          loading={remove.isPending}
                          onClick={() => remove.mutate({ teamId: team.id })}
                        >
                          Yes, delete {team.name}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                          Keep
                        </Button>
                      </Group>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Delete ${team.name}`}
                        onClick={() => setConfirming(team.id)}
                      >
                        Delete
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const utils = api.useUtils();
  const save = api.teams.admin.updateSettings.useMutation({
    onSuccess: () => utils.teams.invalidate(),
  });
  const [maxMembers, setMaxMembers] = useState<number | string>(settings.maxMembers);
  const [minRanked, setMinRanked] = useState<number | string>(settings.minRankedMembers);
  const [closesAt, setClosesAt] = useState(formatDateTimeInput(settings.joinClosesAt));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      maxMembers: Number(maxMembers),
      minRankedMembers: Number(minRanked),
      joinClosesAt: parseDateTimeInput(closesAt),
    });
  };
  const field = (name: string) => serverFieldError(save.error, name);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="team-settings-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="team-settings-heading">
          Settings
        </Title>
        <FormAlert
          message={
            save.error &&
            !field("maxMembers") &&
            !field("minRankedMembers") &&
            !field("joinClosesAt")
              ? save.error.message
              : null
          }
        />
        {save.isSuccess && <FormAlert color="teal" message="Saved." />}
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Maximum members"
            min={2}
            max={100}
            value={maxMembers}
            onChange={setMaxMembers}
            error={field("maxMembers")}
          />
          <NumberInput
            label="Members to be ranked"
            min={1}
            max={100}
            value={minRanked}
            onChange={setMinRanked}
            error={field("minRankedMembers")}
          />
          <TextInput
            type="datetime-local"
            label="Joining closes at"
            description="Empty: always open"
            value={closesAt}
            onChange={(event) => setClosesAt(event.currentTarget.value)}
            error={field("joinClosesAt")}
          />
        </Group>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
          Save settings
        </Button>
      </Stack>
    </form>
  );
}
