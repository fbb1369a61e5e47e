import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import "@mantine/core/styles/Table.layer.css";
import {
  Anchor,
  Button,
  Group,
  Menu,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormAlert } from "~/components/FormAlert";
import { ExportCsvButton } from "~/features/impact/ExportCsvButton";
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
import type { TeamAdminAction } from "./TeamAdminDialogs";

type Settings = RouterOutputs["teams"]["admin"]["list"]["settings"];
type Team = RouterOutputs["teams"]["admin"]["list"]["teams"][number];

const TeamAdminDialog = dynamic(
  () => import("./TeamAdminDialogs").then((module) => module.TeamAdminDialog),
  { ssr: false },
);

const ACTIONS: readonly { action: TeamAdminAction; label: string; danger?: boolean }[] = [
  { action: "rename", label: "Rename…" },
  { action: "remove", label: "Remove a member…" },
  { action: "merge", label: "Merge into another team…" },
  { action: "delete", label: "Delete…", danger: true },
];

/**
 * /admin/teams: the team settings, the CSV exports, and every team with its standing; per team
 * the admin renames it, removes a member, merges it into another team or deletes it (each in a
 * dialog, audited).
 */
export function TeamsAdmin() {
  const list = api.teams.admin.list.useQuery();
  const utils = api.useUtils();
  const [step, setStep] = useState<{ action: TeamAdminAction; team: Team } | null>(null);
  if (!list.data) return <Text>Loading…</Text>;
  const { settings, teams } = list.data;
  return (
    <Stack gap="lg">
      <SettingsForm key={JSON.stringify(settings)} settings={settings} />
      <Stack gap="sm" component="section" aria-labelledby="admin-teams-heading">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h3" id="admin-teams-heading">
            {formatCount(teams.length, "team", "teams")}
          </Title>
          <Group gap="xs">
            <ExportCsvButton
              label="Export teams CSV"
              size="xs"
              disabled={teams.length === 0}
              fetchCsv={() => utils.teams.admin.csv.fetch({ kind: "teams" })}
            />
            <ExportCsvButton
              label="Export members CSV"
              size="xs"
              disabled={teams.length === 0}
              fetchCsv={() => utils.teams.admin.csv.fetch({ kind: "members" })}
            />
          </Group>
        </Group>
        <Paper withBorder radius="md">
          <Table verticalSpacing="xs" aria-labelledby="admin-teams-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" visibleFrom="sm">
                  Rank
                </Table.Th>
                <Table.Th scope="col">Team</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  Captain
                </Table.Th>
                <Table.Th scope="col">Members</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  Average
                </Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  Total
                </Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>No teams yet.</Table.Td>
                </Table.Tr>
              )}
              {teams.map((team) => (
                <Table.Tr key={team.id}>
                  <Table.Td visibleFrom="sm">{team.rank ?? "–"}</Table.Td>
                  <Table.Td style={{ overflowWrap: "break-word" }}>
                    <Anchor component={Link} href={teamPath(team.id)}>
                      {team.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{team.captainName ?? "–"}</Table.Td>
                  <Table.Td>{team.members}</Table.Td>
                  <Table.Td visibleFrom="sm">{formatDecimal(team.average, 1)}</Table.Td>
                  <Table.Td visibleFrom="sm">{formatPoints(team.total)}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Actions for ${team.name}`}
                          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                        >
                          Actions
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {ACTIONS.map(({ action, label, danger }) => (
                          <Menu.Item
                            key={action}
                            color={danger ? "red.9" : undefined}
                            disabled={action === "merge" && teams.length < 2}
                            onClick={() => setStep({ action, team })}
                          >
                            {label}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
      {step && (
        <TeamAdminDialog
          key={`${step.action}-${step.team.id}`}
          action={step.action}
          team={step.team}
          teams={teams}
          maxMembers={settings.maxMembers}
          onClose={() => setStep(null)}
        />
      )}
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
