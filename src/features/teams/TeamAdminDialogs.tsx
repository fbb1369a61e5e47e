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
import { FormAlert } from "~/components/FormAlert";
import { serverFieldError } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { formatCount, formatDate } from "~/shared/format";
import { TEAM_NAME_MAX, teamNameProblem } from "~/shared/teams/rules";

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
  const titles: Record<TeamAdminAction, string> = {
    rename: `Rename ${team.name}`,
    remove: `Remove a member of ${team.name}`,
    merge: `Merge ${team.name} into another team`,
    delete: `Delete ${team.name}?`,
  };
  return (
    <Modal opened onClose={onClose} title={titles[action]} centered>
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
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        Cancel
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
  const done = useDone(onClose);
  const [name, setName] = useState(team.name);
  const rename = api.teams.admin.rename.useMutation(done(`Renamed to ${name.trim()}.`));
  const [problem, setProblem] = useState<string | null>(null);
  const nameError = problem ?? serverFieldError(rename.error, "name");
  return (
    <Form
      onSubmit={() => {
        const found = teamNameProblem(name);
        setProblem(found);
        if (!found) rename.mutate({ teamId: team.id, name });
      }}
    >
      <FormAlert message={rename.error && !nameError ? rename.error.message : null} />
      <TextInput
        label="Team name"
        description={`3–${TEAM_NAME_MAX} characters, unique. Members see the new name at once.`}
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
      <Actions confirmLabel="Rename" pending={rename.isPending} onClose={onClose} />
    </Form>
  );
}

function RemoveMemberForm({ team, onClose }: { team: AdminTeam; onClose(): void }) {
  const done = useDone(onClose);
  const members = api.teams.admin.members.useQuery({ teamId: team.id });
  const [userId, setUserId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = members.data?.members.find((member) => member.userId === userId);
  const remove = api.teams.admin.removeMember.useMutation(
    done(`${chosen?.name ?? "The member"} is no longer in ${team.name}.`),
  );
  const lastOne = members.data?.members.length === 1;
  return (
    <Form
      onSubmit={() => {
        if (!userId) setProblem("Choose the member to remove.");
        else remove.mutate({ teamId: team.id, userId });
      }}
    >
      <Text size="sm">
        Their points earned in {team.name} stay with it. A removed captain hands the captaincy to
        the member who joined first; removing the last member deletes the team.
      </Text>
      <FormAlert message={remove.error?.message ?? null} />
      {!members.data ? (
        <Text size="sm">Loading the members…</Text>
      ) : (
        <Radio.Group
          label="Member to remove"
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
                label={`${member.name}${member.isCaptain ? " (captain)" : ""}`}
                description={`Joined ${formatDate(member.joinedAt)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Actions
        confirmLabel={lastOne ? "Remove and delete the team" : "Remove from the team"}
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
  const done = useDone(onClose);
  const [targetId, setTargetId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const others = teams.filter((other) => other.id !== team.id);
  const target = others.find((other) => other.id === targetId);
  const merge = api.teams.admin.merge.useMutation(
    done(`${team.name} merged into ${target?.name ?? "the team"}.`),
  );
  const fieldError = problem ?? serverFieldError(merge.error, "targetTeamId");
  return (
    <Form
      onSubmit={() => {
        if (!target) setProblem("Choose the team to merge into.");
        else merge.mutate({ sourceTeamId: team.id, targetTeamId: target.id });
      }}
    >
      <Text size="sm">
        Everyone in {team.name} ({formatCount(team.members, "member", "members")}) moves to the
        chosen team now; points earned so far stay with {team.name}, which is then deleted. The
        chosen team keeps its captain. A team has at most {maxMembers} members.
      </Text>
      <FormAlert message={merge.error && !fieldError ? merge.error.message : null} />
      <NativeSelect
        label="Merge into"
        required
        data-autofocus
        value={targetId}
        error={fieldError}
        onChange={(event) => {
          setTargetId(event.currentTarget.value);
          setProblem(null);
        }}
        data={[
          { value: "", label: "Choose a team" },
          ...others.map((other) => ({
            value: other.id,
            label: `${other.name} (${formatCount(other.members, "member", "members")})`,
          })),
        ]}
      />
      {target && (
        <Text size="sm" aria-live="polite">
          {target.name} would have {target.members + team.members} of {maxMembers} members.
        </Text>
      )}
      <Actions confirmLabel="Merge the teams" danger pending={merge.isPending} onClose={onClose} />
    </Form>
  );
}

function DeleteForm({ team, onClose }: { team: AdminTeam; onClose(): void }) {
  const done = useDone(onClose);
  const remove = api.teams.admin.delete.useMutation(done(`${team.name} is deleted.`));
  return (
    <Form onSubmit={() => remove.mutate({ teamId: team.id })}>
      <Text size="sm">
        {team.name} and its membership periods are deleted; its{" "}
        {formatCount(team.members, "member", "members")} can join or create another team. This
        cannot be undone.
      </Text>
      <FormAlert message={remove.error?.message ?? null} />
      <Actions
        confirmLabel={`Delete ${team.name}`}
        danger
        pending={remove.isPending}
        onClose={onClose}
      />
    </Form>
  );
}
