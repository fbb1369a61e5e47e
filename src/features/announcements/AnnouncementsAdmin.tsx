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
import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { EditorForm } from "~/components/admin/EditorForm";
import { EditorModal, useEditing } from "~/components/admin/editing";
import { RowButton } from "~/components/admin/RowButton";
import { useRowSubmit } from "~/components/admin/useRowSubmit";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import { formErrors } from "~/lib/form-values";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { announcementInput } from "~/shared/announcements/inputs";
import {
  ANNOUNCEMENT_LEVELS,
  ANNOUNCEMENT_LINK_MAX_LENGTH,
  ANNOUNCEMENT_MAX_LENGTH,
  type AnnouncementState,
} from "~/shared/announcements/rules";
import type { AnnouncementLevel } from "~/generated/prisma/enums";
import { formatDateTime, formatDateTimeInput, parseDateTimeInput } from "~/shared/format";
import { festivalTimeZone } from "~/shared/time-zone";
import userText from "~/components/plain/userText.module.css";

type Announcement = RouterOutputs["announcements"]["list"][number];

/** `useTranslations("announcements")` (README "Languages"). */
type AnnouncementsT = ReturnType<typeof useTranslations<"announcements">>;

const LEVEL_KEYS = {
  INFO: "levels.INFO",
  URGENT: "levels.URGENT",
} as const satisfies Record<AnnouncementLevel, string>;

const STATE_KEYS = {
  current: "states.current",
  scheduled: "states.scheduled",
  past: "states.past",
  withdrawn: "states.withdrawn",
} as const satisfies Record<AnnouncementState, string>;

/** A typed date that is not one (the form's own check). */
const NOT_A_DATE = "Not a date and time.";

/**
 * The checks of `~/shared/announcements/inputs` (the browser's and the server's words are the
 * same English), and the form's own, each with its key and values.
 */
const CHECKS: CheckKeys<Parameters<AnnouncementsT>[0]> = {
  "Write the announcement.": { key: "checks.messageRequired" },
  [`At most ${ANNOUNCEMENT_MAX_LENGTH} characters.`]: {
    key: "checks.tooLong",
    values: { max: ANNOUNCEMENT_MAX_LENGTH },
  },
  [`At most ${ANNOUNCEMENT_LINK_MAX_LENGTH} characters.`]: {
    key: "checks.tooLong",
    values: { max: ANNOUNCEMENT_LINK_MAX_LENGTH },
  },
  "A page of this app, starting with /, such as /challenge/care.": { key: "checks.link" },
  "Choose info or urgent.": { key: "checks.level" },
  [NOT_A_DATE]: { key: "checks.notADate" },
  "The end must be after the start.": { key: "checks.endAfterStart" },
};

const checkWords = (t: AnnouncementsT, error: ReactNode): ReactNode => wordCheck(CHECKS, t, error);
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
      errors[field] = NOT_A_DATE;
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
  const t = useTranslations("announcements");
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
      toast(t("published"));
      form.reset();
      await refresh();
      onDone();
    },
  });
  const update = api.announcements.update.useMutation({
    onSuccess: async () => {
      toast(t("saved"));
      await refresh();
      onDone();
    },
  });
  const submit = useRowSubmit(form, row, { create, update, toInput });
  const zone = festivalTimeZone();
  const length = form.getValues().message.length;
  /** A field's props, its check in the page's language. */
  const field = (name: keyof Values) => {
    const props = form.getInputProps(name);
    return { ...props, error: checkWords(t, props.error) };
  };
  return (
    <EditorForm
      submit={submit}
      submitLabel={t(row ? "form.save" : "form.publish")}
      onCancel={() => {
        form.reset();
        onDone();
      }}
    >
      <Textarea
        label={t("form.message")}
        description={t("form.messageHint", { max: ANNOUNCEMENT_MAX_LENGTH, length })}
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={ANNOUNCEMENT_MAX_LENGTH}
        {...field("message")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("form.linkLabel")}
          description={t("form.linkHint")}
          maxLength={300}
          {...field("link")}
        />
        <NativeSelect
          label={t("form.level")}
          description={t("form.levelHint")}
          data={ANNOUNCEMENT_LEVELS.map((level) => ({
            value: level,
            label: t(LEVEL_KEYS[level]),
          }))}
          {...field("level")}
        />
        <TextInput
          type="datetime-local"
          label={t("form.starts")}
          description={t("form.startsHint", { zone })}
          {...field("startsAt")}
        />
        <TextInput
          type="datetime-local"
          label={t("form.ends")}
          description={t("form.endsHint", { zone })}
          {...field("endsAt")}
        />
      </SimpleGrid>
    </EditorForm>
  );
}

function When({ row }: { row: Announcement }) {
  const t = useTranslations("announcements");
  const locale = useLocale();
  const at = (date: Date) => formatDateTime(date, locale);
  const parts = [
    t("when.published", { at: at(row.createdAt) }),
    row.startsAt && t("when.from", { at: at(row.startsAt) }),
    row.endsAt && t("when.until", { at: at(row.endsAt) }),
    row.withdrawnAt && t("when.withdrawn", { at: at(row.withdrawnAt) }),
  ].filter(Boolean);
  return (
    <Text size="sm" c="dimmed">
      {parts.join(" · ")}
    </Text>
  );
}

const GROUPS = [
  { state: "current", title: "groups.current", empty: "groups.currentEmpty" },
  { state: "scheduled", title: "groups.scheduled", empty: "groups.scheduledEmpty" },
  { state: "past", title: "groups.past", empty: "groups.pastEmpty" },
] as const satisfies readonly { state: AnnouncementState; title: string; empty: string }[];

/**
 * /admin/announcements: moderators and admins publish an announcement (banner on every page,
 * ticker on the wall) and edit or withdraw those they published; every change is audited.
 */
export function AnnouncementsAdmin() {
  const t = useTranslations("announcements");
  const word = useServerText();
  const list = api.announcements.list.useQuery();
  const utils = api.useUtils();
  const { toast } = useToast();
  const editor = useEditing<Announcement>();
  const [withdrawing, setWithdrawing] = useState<Announcement | null>(null);
  const withdraw = api.announcements.withdraw.useMutation({
    onSuccess: async () => {
      toast(t("withdrawn"));
      setWithdrawing(null);
      await Promise.all([
        utils.announcements.list.invalidate(),
        utils.announcements.current.invalidate(),
      ]);
    },
    onError: (error) => toast(word(error.data?.text, error.message), { color: "error" }),
  });
  const rows = list.data ?? [];
  const [formKey, setFormKey] = useState(0);

  return (
    <Stack gap="xl">
      <Card withBorder component="section" aria-labelledby="announce-new">
        <Stack gap="sm">
          <Title order={2} size="h3" id="announce-new">
            {t("new")}
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
              {t(group.title)}
            </Title>
            {list.isPending ? (
              <Text c="dimmed">{t("loading")}</Text>
            ) : items.length === 0 ? (
              <Text c="dimmed">{t(group.empty)}</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
                {items.map((row) => (
                  <Card key={row.id} component="li" withBorder padding="sm">
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Group gap="xs">
                          <Badge color={row.level === "URGENT" ? "red" : "blue"} variant="light">
                            {t(LEVEL_KEYS[row.level])}
                          </Badge>
                          <Badge {...STATE_BADGES[row.state]}>{t(STATE_KEYS[row.state])}</Badge>
                        </Group>
                        <Text className={userText.userText}>{row.message}</Text>
                        {row.link && (
                          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                            {t("link", { link: row.link })}
                          </Text>
                        )}
                        <When row={row} />
                      </Stack>
                      {row.state !== "withdrawn" && (
                        <Group gap={4} wrap="nowrap">
                          <RowButton
                            label={t("edit")}
                            target={t("target", { message: row.message.slice(0, 60) })}
                            onClick={() => editor.openEdit(row)}
                          />
                          <RowButton
                            label={t("withdraw")}
                            target={t("target", { message: row.message.slice(0, 60) })}
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
      <EditorModal editor={editor} titles={{ new: t("new"), edit: t("editTitle") }}>
        {(row) => <AnnouncementForm row={row} onDone={editor.close} />}
      </EditorModal>
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t("withdrawTitle")}
        confirmLabel={t("withdrawConfirm")}
        cancelLabel={t("keepIt")}
        loading={withdraw.isPending}
        onConfirm={() => withdrawing && withdraw.mutate({ id: withdrawing.id })}
        onClose={() => setWithdrawing(null)}
      >
        <Text style={{ overflowWrap: "anywhere" }}>{withdrawing?.message}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
