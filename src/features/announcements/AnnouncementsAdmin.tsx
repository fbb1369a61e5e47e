import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import {
  Badge,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { EditorForm } from "~/components/admin/EditorForm";
import { EditorModal, useEditing } from "~/components/admin/editing";
import { RowButton } from "~/components/admin/RowButton";
import { useRowSubmit } from "~/components/admin/useRowSubmit";
import { formErrors } from "~/lib/form-values";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { announcementInput } from "~/shared/announcements/inputs";
import {
  ANNOUNCEMENT_LEVEL_LABELS,
  ANNOUNCEMENT_LEVELS,
  ANNOUNCEMENT_MAX_LENGTH,
  ANNOUNCEMENT_STATE_LABELS,
  type AnnouncementState,
} from "~/shared/announcements/rules";
import { formatDateTime, formatDateTimeInput, parseDateTimeInput } from "~/shared/format";
import { festivalTimeZone } from "~/shared/time-zone";

type Announcement = RouterOutputs["announcements"]["list"][number];
type Values = {
  message: string;
  link: string;
  level: (typeof ANNOUNCEMENT_LEVELS)[number];
  startsAt: string;
  endsAt: string;
};

const EMPTY: Values = { message: "", link: "", level: "INFO", startsAt: "", endsAt: "" };

const valuesOf = (row: Announcement): Values => ({
  message: row.message,
  link: row.link ?? "",
  level: row.level,
  startsAt: formatDateTimeInput(row.startsAt),
  endsAt: formatDateTimeInput(row.endsAt),
});

const toInput = (values: Values) => ({
  message: values.message,
  link: values.link.trim() === "" ? null : values.link,
  level: values.level,
  startsAt: parseDateTimeInput(values.startsAt),
  endsAt: parseDateTimeInput(values.endsAt),
});

/** A typed date that is not one is said so; an empty one means "no bound". */
function dateErrors(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ["startsAt", "endsAt"] as const)
    if (values[field] !== "" && parseDateTimeInput(values[field]) === null)
      errors[field] = "Not a date and time.";
  return errors;
}

/** Dark enough for white text (current, scheduled), or grey outline (done): WCAG AA either way. */
const STATE_BADGES: Record<AnnouncementState, { color: string; variant: "filled" | "outline" }> = {
  current: { color: "teal.9", variant: "filled" },
  scheduled: { color: "blue.9", variant: "filled" },
  past: { color: "gray", variant: "outline" },
  withdrawn: { color: "gray", variant: "outline" },
};

/** Publishes a new announcement (row null) or edits one; the server checks the same rules. */
function AnnouncementForm({ row, onDone }: { row: Announcement | null; onDone(): void }) {
  const utils = api.useUtils();
  const { toast } = useToast();
  const form = useForm<Values>({
    initialValues: row ? valuesOf(row) : EMPTY,
    validate: (values) => ({
      ...formErrors(announcementInput.safeParse(toInput(values))),
      ...dateErrors(values),
    }),
  });
  const refresh = () =>
    Promise.all([utils.announcements.list.invalidate(), utils.announcements.current.invalidate()]);
  const create = api.announcements.publish.useMutation({
    onSuccess: async () => {
      toast("The announcement is published.");
      form.reset();
      await refresh();
      onDone();
    },
  });
  const update = api.announcements.update.useMutation({
    onSuccess: async () => {
      toast("The announcement was saved.");
      await refresh();
      onDone();
    },
  });
  const submit = useRowSubmit(form, row, { create, update, toInput });
  const zone = festivalTimeZone();
  const length = form.getValues().message.length;
  return (
    <EditorForm
      submit={submit}
      submitLabel={row ? "Save announcement" : "Publish"}
      onCancel={() => {
        form.reset();
        onDone();
      }}
    >
      <Textarea
        label="Message"
        description={`Plain text, at most ${ANNOUNCEMENT_MAX_LENGTH} characters (${length} now).`}
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={ANNOUNCEMENT_MAX_LENGTH}
        {...form.getInputProps("message")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Link (optional)"
          description="A page of this app, such as /challenge/care."
          maxLength={300}
          {...form.getInputProps("link")}
        />
        <NativeSelect
          label="Level"
          description="Urgent ones cannot be closed until they end."
          data={ANNOUNCEMENT_LEVELS.map((level) => ({
            value: level,
            label: ANNOUNCEMENT_LEVEL_LABELS[level],
          }))}
          {...form.getInputProps("level")}
        />
        <TextInput
          type="datetime-local"
          label="Starts (optional)"
          description={`Festival time (${zone}); empty = now.`}
          {...form.getInputProps("startsAt")}
        />
        <TextInput
          type="datetime-local"
          label="Ends (optional)"
          description={`Festival time (${zone}); empty = until withdrawn.`}
          {...form.getInputProps("endsAt")}
        />
      </SimpleGrid>
    </EditorForm>
  );
}

function When({ row }: { row: Announcement }) {
  const parts = [
    `Published ${formatDateTime(row.createdAt)}`,
    row.startsAt && `from ${formatDateTime(row.startsAt)}`,
    row.endsAt && `until ${formatDateTime(row.endsAt)}`,
    row.withdrawnAt && `withdrawn ${formatDateTime(row.withdrawnAt)}`,
  ].filter(Boolean);
  return (
    <Text size="sm" c="dimmed">
      {parts.join(" · ")}
    </Text>
  );
}

const GROUPS: readonly { state: AnnouncementState; title: string; empty: string }[] = [
  { state: "current", title: "Current", empty: "Nothing is announced now." },
  { state: "scheduled", title: "Scheduled", empty: "Nothing is scheduled." },
  { state: "past", title: "Past and withdrawn", empty: "None yet." },
];

/**
 * /admin/announcements: moderators and admins publish an announcement (banner on every page,
 * ticker on the wall) and edit or withdraw those they published; every change is audited.
 */
export function AnnouncementsAdmin() {
  const list = api.announcements.list.useQuery();
  const utils = api.useUtils();
  const { toast } = useToast();
  const editor = useEditing<Announcement>();
  const [withdrawing, setWithdrawing] = useState<Announcement | null>(null);
  const withdraw = api.announcements.withdraw.useMutation({
    onSuccess: async () => {
      toast("The announcement was withdrawn.");
      setWithdrawing(null);
      await Promise.all([
        utils.announcements.list.invalidate(),
        utils.announcements.current.invalidate(),
      ]);
    },
    onError: (error) => toast(error.message, { color: "error" }),
  });
  const rows = list.data ?? [];
  const [formKey, setFormKey] = useState(0);

  return (
    <Stack gap="xl">
      <Card withBorder component="section" aria-labelledby="announce-new">
        <Stack gap="sm">
          <Title order={2} size="h3" id="announce-new">
            New announcement
          </Title>
          <AnnouncementForm key={formKey} row={null} onDone={() => setFormKey((key) => key + 1)} />
        </Stack>
      </Card>
      {GROUPS.map((group) => {
        const items = rows.filter((row) =>
          group.state === "past"
            ? row.state === "past" || row.state === "withdrawn"
            : row.state === group.state,
        );
        return (
          <Stack
            key={group.state}
            gap="sm"
            component="section"
            aria-labelledby={`announce-${group.state}`}
          >
            <Title order={2} size="h3" id={`announce-${group.state}`}>
              {group.title}
            </Title>
            {list.isPending ? (
              <Text c="dimmed">Loading…</Text>
            ) : items.length === 0 ? (
              <Text c="dimmed">{group.empty}</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
                {items.map((row) => (
                  <Card key={row.id} component="li" withBorder padding="sm">
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Group gap="xs">
                          <Badge color={row.level === "URGENT" ? "red" : "blue"} variant="light">
                            {ANNOUNCEMENT_LEVEL_LABELS[row.level]}
                          </Badge>
                          <Badge {...STATE_BADGES[row.state]}>
                            {ANNOUNCEMENT_STATE_LABELS[row.state]}
                          </Badge>
                        </Group>
                        <Text style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                          {row.message}
                        </Text>
                        {row.link && (
                          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                            Link: {row.link}
                          </Text>
                        )}
                        <When row={row} />
                      </Stack>
                      {row.state !== "withdrawn" && (
                        <Group gap={4} wrap="nowrap">
                          <RowButton
                            label="Edit"
                            target={`announcement: ${row.message.slice(0, 60)}`}
                            onClick={() => editor.openEdit(row)}
                          />
                          <RowButton
                            label="Withdraw"
                            target={`announcement: ${row.message.slice(0, 60)}`}
                            danger
                            onClick={() => setWithdrawing(row)}
                          />
                        </Group>
                      )}
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
      <EditorModal editor={editor} titles={{ new: "New announcement", edit: "Edit announcement" }}>
        {(row) => <AnnouncementForm row={row} onDone={editor.close} />}
      </EditorModal>
      <ConfirmDialog
        opened={withdrawing !== null}
        title="Withdraw this announcement?"
        confirmLabel="Withdraw announcement"
        cancelLabel="Keep it"
        loading={withdraw.isPending}
        onConfirm={() => withdrawing && withdraw.mutate({ id: withdrawing.id })}
        onClose={() => setWithdrawing(null)}
      >
        <Text style={{ overflowWrap: "anywhere" }}>{withdrawing?.message}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
