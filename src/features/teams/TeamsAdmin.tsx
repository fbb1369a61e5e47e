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
import { Link } from "~/components/Link";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { ExportCsvButton } from "~/features/impact/ExportCsvButton";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formatDateTimeInput, parseDateTimeInput } from "~/shared/format";
import { teamPath } from "~/shared/teams/rules";
import type { TeamAdminAction } from "./TeamAdminDialogs";
import { useTeamWords } from "./words";
import { clientOnly } from "~/lib/client-only";

type Settings = RouterOutputs["teams"]["admin"]["list"]["settings"];
type Team = RouterOutputs["teams"]["admin"]["list"]["teams"][number];

const TeamAdminDialog = clientOnly(() =>
  import("./TeamAdminDialogs").then((module) => module.TeamAdminDialog),
);

const ACTIONS = [
  { action: "rename", label: "admin.rename" },
  { action: "remove", label: "admin.remove" },
  { action: "merge", label: "admin.merge" },
  { action: "delete", label: "admin.delete", danger: true },
] as const satisfies readonly { action: TeamAdminAction; label: string; danger?: boolean }[];

/**
 * /admin/teams: the team settings, the CSV exports, and every team with its standing; per team
 * the admin renames it, removes a member, merges it into another team or deletes it (each in a
 * dialog, audited).
 */
export function TeamsAdmin() {
  const t = useTranslations("teams");
  const list = api.teams.admin.list.useQuery();
  const utils = api.useUtils();
  const [step, setStep] = useState<{ action: TeamAdminAction; team: Team } | null>(null);
  if (!list.data) return <Text>{t("loading")}</Text>;
  const { settings, teams } = list.data;
  return (
    <Stack gap="lg">
      <SettingsForm key={JSON.stringify(settings)} settings={settings} />
      <Stack gap="sm" component="section" aria-labelledby="admin-teams-heading">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h3" id="admin-teams-heading">
            {t("admin.heading", { count: teams.length })}
          </Title>
          <Group gap="xs">
            <ExportCsvButton
              label={t("admin.exportTeams")}
              size="xs"
              disabled={teams.length === 0}
              fetchCsv={() => utils.teams.admin.csv.fetch({ kind: "teams" })}
            />
            <ExportCsvButton
              label={t("admin.exportMembers")}
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
                  {t("admin.rank")}
                </Table.Th>
                <Table.Th scope="col">{t("admin.team")}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t("admin.captain")}
                </Table.Th>
                <Table.Th scope="col">{t("admin.members")}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t("admin.average")}
                </Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t("admin.total")}
                </Table.Th>
                <Table.Th scope="col">{t("admin.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>{t("admin.empty")}</Table.Td>
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
                  <Table.Td visibleFrom="sm">{t("average", { average: team.average })}</Table.Td>
                  <Table.Td visibleFrom="sm">{t("counts.points", { count: team.total })}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t("admin.actionsFor", { team: team.name })}
                          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                        >
                          {t("admin.actions")}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {ACTIONS.map((item) => (
                          <Menu.Item
                            key={item.action}
                            color={"danger" in item ? "red.9" : undefined}
                            disabled={item.action === "merge" && teams.length < 2}
                            onClick={() => setStep({ action: item.action, team })}
                          >
                            {t(item.label)}
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
  const t = useTranslations("teams");
  const words = useTeamWords();
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
  const field = (name: string) => words.field(save.error, name);
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="team-settings-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="team-settings-heading">
          {t("admin.settings.heading")}
        </Title>
        <FormAlert
          message={
            !field("maxMembers") && !field("minRankedMembers") && !field("joinClosesAt")
              ? words.refusal(save.error)
              : null
          }
        />
        {save.isSuccess && <FormAlert color="teal" message={t("admin.settings.saved")} />}
        <Group align="flex-start" gap="sm">
          <NumberInput
            label={t("admin.settings.maxMembers")}
            min={2}
            max={100}
            value={maxMembers}
            onChange={setMaxMembers}
            error={field("maxMembers")}
          />
          <NumberInput
            label={t("admin.settings.minRanked")}
            min={1}
            max={100}
            value={minRanked}
            onChange={setMinRanked}
            error={field("minRankedMembers")}
          />
          <TextInput
            type="datetime-local"
            label={t("admin.settings.closesAt")}
            description={t("admin.settings.closesAtHint")}
            value={closesAt}
            onChange={(event) => setClosesAt(event.currentTarget.value)}
            error={field("joinClosesAt")}
          />
        </Group>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
          {t("admin.settings.save")}
        </Button>
      </Stack>
    </form>
  );
}
