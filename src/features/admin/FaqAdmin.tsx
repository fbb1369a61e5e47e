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
import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import {
  EditorModal,
  useAfterSave,
  useEditing,
  type RowFormProps,
} from "~/components/admin/editing";
import { PositionInput } from "~/components/admin/PositionInput";
import { useRowSubmit } from "~/components/admin/useRowSubmit";
import { EditorForm } from "~/components/admin/EditorForm";
import { RowButton } from "~/components/admin/RowButton";
import { ADMIN_TABLE_STYLE, fromSm, nextPosition, ORDER_COLUMN } from "~/components/admin/table";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formErrors, toNumber } from "~/lib/form-values";
import { faqEntryInput } from "~/shared/faq";

type Entry = RouterOutputs["admin"]["faq"]["list"][number];
type Values = { question: string; answer: string; position: number | string };

const toInput = (values: Values) => ({ ...values, position: toNumber(values.position) ?? 0 });

function FaqForm({ row: entry, nextPosition, onDone }: RowFormProps<Entry>) {
  const utils = api.useUtils();
  const form = useForm<Values>({
    initialValues: entry
      ? { question: entry.question, answer: entry.answer, position: entry.position }
      : { question: "", answer: "", position: nextPosition },
    validate: (values) => formErrors(faqEntryInput.safeParse(toInput(values))),
  });
  const done = useAfterSave(onDone, () =>
    Promise.all([utils.admin.faq.list.invalidate(), utils.faq.list.invalidate()]),
  );
  const create = api.admin.faq.create.useMutation({
    onSuccess: () => done("The question was added."),
  });
  const update = api.admin.faq.update.useMutation({
    onSuccess: () => done("The question was saved."),
  });
  const submit = useRowSubmit(form, entry, { create, update, toInput });
  return (
    <EditorForm
      submit={submit}
      submitLabel={entry ? "Save question" : "Add question"}
      onCancel={onDone}
    >
      <TextInput label="Question" required maxLength={300} {...form.getInputProps("question")} />
      <Textarea
        label="Answer"
        required
        autosize
        minRows={3}
        maxRows={10}
        maxLength={4000}
        {...form.getInputProps("answer")}
      />
      <PositionInput max={100_000} {...form.getInputProps("position")} />
    </EditorForm>
  );
}

/** The FAQ page's entries: add, edit, reorder, delete (each audited). */
export function FaqAdmin() {
  const { data, isFetching } = api.admin.faq.list.useQuery();
  const utils = api.useUtils();
  const { toast } = useToast();
  const editor = useEditing<Entry>();
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = api.admin.faq.delete.useMutation({
    onSuccess: async () => {
      toast("The question was deleted.");
      setDeleting(null);
      await Promise.all([utils.admin.faq.list.invalidate(), utils.faq.list.invalidate()]);
    },
    onError: (error) => toast(error.message, { color: "error" }),
  });
  const entries = data ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed">The questions of the public FAQ page, in this order.</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
          New question
        </Button>
      </Group>
      <DataTable<Entry>
        {...ADMIN_TABLE_STYLE}
        records={entries}
        fetching={isFetching && !data}
        noRecordsText="No questions yet"
        columns={[
          ORDER_COLUMN,
          {
            accessor: "question",
            render: (row) => (
              <Text fw={600} size="sm">
                {row.question}
              </Text>
            ),
          },
          {
            accessor: "answer",
            visibleMediaQuery: fromSm,
            render: (row) => (
              <Text size="sm" lineClamp={2}>
                {row.answer}
              </Text>
            ),
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <RowButton
                  label="Edit"
                  target={`question: ${row.question}`}
                  onClick={() => editor.openEdit(row)}
                />
                <RowButton
                  label="Delete"
                  target={`question: ${row.question}`}
                  danger
                  onClick={() => setDeleting(row)}
                />
              </Group>
            ),
          },
        ]}
      />
      <EditorModal editor={editor} titles={{ new: "New question", edit: "Edit question" }}>
        {(entry) => (
          <FaqForm row={entry} nextPosition={nextPosition(entries)} onDone={editor.close} />
        )}
      </EditorModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this question?"
        confirmLabel="Delete question"
        cancelLabel="Keep it"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        <Text>{deleting?.question}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
