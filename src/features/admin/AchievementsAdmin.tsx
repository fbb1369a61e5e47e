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
import { EditorModal, useEditing } from "~/components/admin/editing";
import { EditorForm } from "~/components/admin/EditorForm";
import { RowButton } from "~/components/admin/RowButton";
import { ADMIN_TABLE_STYLE, fromMd, fromSm } from "~/components/admin/table";
import { formErrors } from "~/lib/form-values";
import { useServerErrors } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { achievementTextInput } from "~/shared/achievements";

type Achievement = RouterOutputs["admin"]["achievements"]["list"][number];

function AchievementForm({ achievement, onDone }: { achievement: Achievement; onDone(): void }) {
  const utils = api.useUtils();
  const { toast } = useToast();
  const form = useForm({
    initialValues: { title: achievement.title, description: achievement.description },
    validate: (values) =>
      formErrors(achievementTextInput.safeParse({ ...values, id: achievement.id })),
  });
  const update = api.admin.achievements.update.useMutation({
    onSuccess: async () => {
      toast("The achievement's texts were saved.");
      await Promise.all([
        utils.admin.achievements.list.invalidate(),
        utils.achievement.list.invalidate(),
      ]);
      onDone();
    },
  });
  const error = useServerErrors(form, update.error);
  return (
    <EditorForm
      submit={{
        onSubmit: form.onSubmit((values) => update.mutate({ ...values, id: achievement.id })),
        error,
        pending: update.isPending,
      }}
      submitLabel="Save texts"
      onCancel={onDone}
    >
      <TextInput label="Title" required maxLength={80} {...form.getInputProps("title")} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        maxLength={300}
        {...form.getInputProps("description")}
      />
    </EditorForm>
  );
}

/** Achievement titles and descriptions. The rules are part of the design and not edited here. */
export function AchievementsAdmin() {
  const { data, isFetching } = api.admin.achievements.list.useQuery();
  const editor = useEditing<Achievement>();
  return (
    <Stack gap="sm">
      <Text c="dimmed">
        What participants read about each achievement. When one is earned is decided by its rule.
      </Text>
      <DataTable<Achievement>
        {...ADMIN_TABLE_STYLE}
        records={data ?? []}
        fetching={isFetching && !data}
        noRecordsText="No achievements"
        columns={[
          {
            accessor: "title",
            render: (row) => (
              <Text fw={600} size="sm">
                {row.title}
              </Text>
            ),
          },
          { accessor: "description", visibleMediaQuery: fromSm },
          {
            accessor: "key",
            visibleMediaQuery: fromMd,
            title: "Rule key",
            render: (row) => (
              <Text size="xs" c="dimmed">
                {row.key}
              </Text>
            ),
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (row) => (
              <RowButton label="Edit" target={row.title} onClick={() => editor.openEdit(row)} />
            ),
          },
        ]}
      />
      <EditorModal editor={editor} titles={{ new: "Edit achievement", edit: "Edit achievement" }}>
        {(achievement) =>
          achievement && <AchievementForm achievement={achievement} onDone={editor.close} />
        }
      </EditorModal>
    </Stack>
  );
}
