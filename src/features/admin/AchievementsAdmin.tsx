import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DataTable } from "mantine-datatable";
import { useTranslations } from "use-intl";
import { EditorModal, useEditing } from "~/components/admin/editing";
import { EditorForm } from "~/components/admin/EditorForm";
import { RowButton } from "~/components/admin/RowButton";
import { ADMIN_TABLE_STYLE, fromMd, fromSm } from "~/components/admin/table";
import { formErrors } from "~/lib/form-values";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { achievementTextInput } from "~/shared/achievements";
import { checkWords } from "./words";

type Achievement = RouterOutputs["admin"]["achievements"]["list"][number];

function AchievementForm({ achievement, onDone }: { achievement: Achievement; onDone(): void }) {
  const utils = api.useUtils();
  const { toast } = useToast();
  const t = useTranslations("admin");
  const word = useServerText();
  const form = useForm({
    initialValues: { title: achievement.title, description: achievement.description },
    validate: (values) =>
      formErrors(achievementTextInput.safeParse({ ...values, id: achievement.id })),
  });
  const update = api.admin.achievements.update.useMutation({
    onSuccess: async () => {
      toast(t("achievements.saved"));
      await Promise.all([
        utils.admin.achievements.list.invalidate(),
        utils.achievement.list.invalidate(),
      ]);
      onDone();
    },
  });
  const error = useServerErrors(form, update.error, word);
  /** A field's props, its check in the page's language. */
  const field = (name: "title" | "description") => {
    const props = form.getInputProps(name);
    return { ...props, error: checkWords(t, props.error) };
  };
  return (
    <EditorForm
      submit={{
        onSubmit: form.onSubmit((values) => update.mutate({ ...values, id: achievement.id })),
        error,
        pending: update.isPending,
      }}
      submitLabel={t("achievements.save")}
      onCancel={onDone}
    >
      <TextInput label={t("achievements.title")} required maxLength={80} {...field("title")} />
      <Textarea
        label={t("achievements.description")}
        required
        autosize
        minRows={2}
        maxLength={300}
        {...field("description")}
      />
    </EditorForm>
  );
}

/** Achievement titles and descriptions. The rules are part of the design and not edited here. */
export function AchievementsAdmin() {
  const t = useTranslations("admin");
  const { data, isFetching } = api.admin.achievements.list.useQuery();
  const editor = useEditing<Achievement>();
  return (
    <Stack gap="sm">
      <Text c="dimmed">{t("achievements.intro")}</Text>
      <DataTable<Achievement>
        {...ADMIN_TABLE_STYLE}
        records={data ?? []}
        fetching={isFetching && !data}
        noRecordsText={t("achievements.none")}
        columns={[
          {
            accessor: "title",
            title: t("achievements.title"),
            render: (row) => (
              <Text fw={600} size="sm">
                {row.title}
              </Text>
            ),
          },
          {
            accessor: "description",
            title: t("achievements.description"),
            visibleMediaQuery: fromSm,
          },
          {
            accessor: "key",
            visibleMediaQuery: fromMd,
            title: t("achievements.ruleKey"),
            render: (row) => (
              <Text size="xs" c="dimmed">
                {row.key}
              </Text>
            ),
          },
          {
            accessor: "actions",
            title: t("actions"),
            render: (row) => (
              <RowButton
                label={t("edit")}
                target={row.title}
                onClick={() => editor.openEdit(row)}
              />
            ),
          },
        ]}
      />
      <EditorModal
        editor={editor}
        titles={{ new: t("achievements.editTitle"), edit: t("achievements.editTitle") }}
      >
        {(achievement) =>
          achievement && <AchievementForm achievement={achievement} onDone={editor.close} />
        }
      </EditorModal>
    </Stack>
  );
}
