import "mantine-datatable/styles.css";
import {
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { FormAlert } from "~/features/auth/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { achievementTextSchema } from "~/server/domain/challenge-input";
import { formErrors } from "~/lib/form-values";
import { fromMd, fromSm } from "~/components/admin/table";
import { ADMIN_TABLE_STYLE } from "~/components/admin/table";

type Achievement = RouterOutputs["admin"]["achievements"]["list"][number];

function AchievementForm({ achievement, onDone }: { achievement: Achievement; onDone(): void }) {
  const utils = api.useUtils();
  const { toast } = useToast();
  const form = useForm({
    initialValues: { title: achievement.title, description: achievement.description },
    validate: (values) =>
      formErrors(achievementTextSchema.safeParse({ ...values, id: achievement.id })),
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
    <form
      noValidate
      onSubmit={form.onSubmit((values) => update.mutate({ ...values, id: achievement.id }))}
    >
      <Stack gap="sm">
        <FormAlert message={error} />
        <TextInput label="Title" required maxLength={80} {...form.getInputProps("title")} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps("description")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save texts
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Achievement titles and descriptions. The rules are part of the design and not edited here. */
export function AchievementsAdmin() {
  const { data, isFetching } = api.admin.achievements.list.useQuery();
  const [editing, setEditing] = useState<Achievement | null>(null);
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
              <Button size="compact-sm" variant="default" onClick={() => setEditing(row)}>
                Edit<VisuallyHidden> {row.title}</VisuallyHidden>
              </Button>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit achievement"
        size="lg"
      >
        {editing && <AchievementForm achievement={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
