import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import { Button, Group, Modal, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { formatDate } from "~/shared/format";
import { TEAM_NAME_MAX, TEAM_NAME_MIN, teamNameProblem } from "~/shared/teams/rules";
import { useTeamWords } from "./words";

/** The row of /admin/teams a step is about. */
export type AdminTeam = { id: string; name: string; members: number };

export type TeamAdminAction = "rename" | "remove" | "merge" | "delete";

/**
 * The dialog of one admin step on a team (rename, remove a member, merge into another team,
 * delete). Loaded when an admin first chooses a step; each closes itself once the step is done.
 */
export function TeamAdminDialog({
  action,
  team,
  teams,
  maxMembers,
  onClose,
}: {
  action: TeamAdminAction;
  team: AdminTeam;
  teams: readonly AdminTeam[];
  maxMembers: number;
  onClose(): void;
}) {
  const t = useTranslations("teams");
  const titles: Record<TeamAdminAction, string> = {
    rename: t("admin.dialog.renameTitle", { team: team.name }),
    remove: t("admin.dialog.removeTitle", { team: team.name }),
    merge: t("admin.dialog.mergeTitle", { team: team.name }),
    delete: t("admin.dialog.deleteTitle", { team: team.name }),
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={titles[action]}
      centered
      closeButtonProps={{ "aria-label": t("admin.dialog.close") }}
    >
      {action === "rename" && <RenameForm team={team} onClose={onClose} />}
      {action === "remove" && <RemoveMemberForm team={team} onClose={onClose} />}
      {action === "merge" && (
        <MergeForm team={team} teams={teams} maxMembers={maxMembers} onClose={onClose} />
      )}
      {action === "delete" && <DeleteForm team={team} onClose={onClose} />}
    </Modal>
  );
}

/** The shared tail of each dialog: the refusal, Cancel, and the step's own button. */
function Actions({
  confirmLabel,
  pending,
  danger = false,
  disabled = false,
  onClose,
}: {
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
  disabled?: boolean;
  onClose(): void;
}) {
  const t = useTranslations("teams");
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        {t("admin.dialog.cancel")}
      </Button>
      <Button
        type="submit"
        color={danger ? "red.9" : undefined}
        loading={pending}
        disabled={disabled}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}

/** A mutation's options: refresh every team query, say what happened, close the dialog. */
function useDone(onClose: () => void) {
  const utils = api.useUtils();
  const { toast } = useToast();
  return (message: string) => ({
    onSuccess: async () => {
      toast(message);
      onClose();
      await utils.teams.invalidate();
    },
  });
}

function Form({ onSubmit, children }: { onSubmit(): void; children: ReactNode }) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

function RenameForm({ team, onClose }: { team: AdminTeam; onClose(): void }) {
  const t = useTranslations("teams");
  const words = useTeamWords();
  const done = useDone(onClose);
  const [name, setName] = useState(team.name);
  const rename = api.teams.admin.rename.useMutation(
    done(t("admin.dialog.renamed", { name: name.trim() })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const nameError = words.check(problem) ?? words.field(rename.error, "name");
  return (
    <Form
      onSubmit={() => {
        const found = teamNameProblem(name);
        setProblem(found);
        if (!found) rename.mutate({ teamId: team.id, name });
      }}
    >
      <FormAlert message={nameError ? null : words.refusal(rename.error)} />
      <TextInput
        label={t("admin.dialog.name")}
        description={t("admin.dialog.nameHint", { min: TEAM_NAME_MIN, max: TEAM_NAME_MAX })}
        required
        data-autofocus
        maxLength={TEAM_NAME_MAX * 2}
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setProblem(null);
        }}
      />
      <Actions
        confirmLabel={t("admin.dialog.rename")}
        pending={rename.isPending}
        onClose={onClose}
      />
    </Form>
  );
}

function RemoveMemberForm({ team, onClose }: { team: AdminTeam; onClose(): void }) {
  const t = useTranslations("teams");
  const words = useTeamWords();
  const locale = useLocale();
  const done = useDone(onClose);
  const members = api.teams.admin.members.useQuery({ teamId: team.id });
  const [userId, setUserId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = members.data?.members.find((member) => member.userId === userId);
  const remove = api.teams.admin.removeMember.useMutation(
    done(
      chosen
        ? t("admin.dialog.removed", { name: chosen.name, team: team.name })
        : t("admin.dialog.removedSomeone", { team: team.name }),
    ),
  );
  const lastOne = members.data?.members.length === 1;
  return (
    <Form
      onSubmit={() => {
        if (!userId) setProblem(t("admin.dialog.chooseMember"));
        else remove.mutate({ teamId: team.id, userId });
      }}
    >
      <Text size="sm">{t("admin.dialog.removeIntro", { team: team.name })}</Text>
      <FormAlert message={words.refusal(remove.error)} />
      {!members.data ? (
        <Text size="sm">{t("admin.dialog.loadingMembers")}</Text>
      ) : (
        <Radio.Group
          label={t("admin.dialog.member")}
          required
          value={userId}
          error={problem}
          onChange={(value) => {
            setUserId(value);
            setProblem(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {members.data.members.map((member) => (
              <Radio
                key={member.userId}
                value={member.userId}
                label={t("admin.dialog.memberName", {
                  name: member.name,
                  captain: member.isCaptain ? "yes" : "no",
                })}
                description={t("admin.dialog.joined", {
                  date: formatDate(member.joinedAt, locale),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Actions
        confirmLabel={lastOne ? t("admin.dialog.removeAndDelete") : t("admin.dialog.removeMember")}
        danger
        pending={remove.isPending}
        disabled={!members.data}
        onClose={onClose}
      />
    </Form>
  );
}

function MergeForm({
  team,
  teams,
  maxMembers,
  onClose,
}: {
  team: AdminTeam;
  teams: readonly AdminTeam[];
  maxMembers: number;
  onClose(): void;
}) {
  const t = useTranslations("teams");
  const words = useTeamWords();
  const done = useDone(onClose);
  const [targetId, setTargetId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const others = teams.filter((other) => other.id !== team.id);
  const target = others.find((other) => other.id === targetId);
  const merge = api.teams.admin.merge.useMutation(
    done(t("admin.dialog.merged", { team: team.name, target: target?.name ?? "" })),
  );
  const fieldError = problem ?? words.field(merge.error, "targetTeamId");
  return (
    <Form
      onSubmit={() => {
        if (!target) setProblem(t("admin.dialog.chooseTarget"));
        else merge.mutate({ sourceTeamId: team.id, targetTeamId: target.id });
      }}
    >
      <Text size="sm">
        {t("admin.dialog.mergeIntro", {
          team: team.name,
          members: team.members,
          max: maxMembers,
        })}
      </Text>
      <FormAlert message={fieldError ? null : words.refusal(merge.error)} />
      <NativeSelect
        label={t("admin.dialog.mergeInto")}
        required
        data-autofocus
        value={targetId}
        error={fieldError}
        onChange={(event) => {
          setTargetId(event.currentTarget.value);
          setProblem(null);
        }}
        data={[
          { value: "", label: t("admin.dialog.chooseTeam") },
          ...others.map((other) => ({
            value: other.id,
            label: t("admin.dialog.teamOption", { team: other.name, members: other.members }),
          })),
        ]}
      />
      {target && (
        <Text size="sm" aria-live="polite">
          {t("admin.dialog.wouldHave", {
            team: target.name,
            count: target.members + team.members,
            max: maxMembers,
          })}
        </Text>
      )}
      <Actions
        confirmLabel={t("admin.dialog.merge")}
        danger
        pending={merge.isPending}
        onClose={onClose}
      />
    </Form>
  );
}

function DeleteForm({ team, onClose }: { team: AdminTeam; onClose(): void }) {
  const t = useTranslations("teams");
  const words = useTeamWords();
  const done = useDone(onClose);
  const remove = api.teams.admin.delete.useMutation(
    done(t("admin.dialog.deleted", { team: team.name })),
  );
  return (
    <Form onSubmit={() => remove.mutate({ teamId: team.id })}>
      <Text size="sm">
        {t("admin.dialog.deleteIntro", { team: team.name, members: team.members })}
      </Text>
      <FormAlert message={words.refusal(remove.error)} />
      <Actions
        confirmLabel={t("admin.dialog.delete", { team: team.name })}
        danger
        pending={remove.isPending}
        onClose={onClose}
      />
    </Form>
  );
}
