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
import { useTranslations } from "use-intl";
import { RowActions } from "~/components/admin/RowActions";
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
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formErrors, toNumber } from "~/lib/form-values";
import { faqEntryInput } from "~/shared/faq";
import { checkWords } from "./words";

type Entry = RouterOutputs["admin"]["faq"]["list"][number];
type Values = { question: string; answer: string; position: number | string };

const toInput = (values: Values) => ({ ...values, position: toNumber(values.position) ?? 0 });

function FaqForm({ row: entry, nextPosition, onDone }: RowFormProps<Entry>) {
  const utils = api.useUtils();
  const t = useTranslations("admin");
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
    onSuccess: () => done(t("faq.added")),
  });
  const update = api.admin.faq.update.useMutation({
    onSuccess: () => done(t("faq.saved")),
  });
  const submit = useRowSubmit(form, entry, { create, update, toInput });
  /** A field's props, its check in the page's language. */
  const field = (name: keyof Values) => {
    const props = form.getInputProps(name);
    return { ...props, error: checkWords(t, props.error) };
  };
  return (
    <EditorForm submit={submit} submitLabel={t(entry ? "faq.save" : "faq.add")} onCancel={onDone}>
      <TextInput label={t("faq.question")} required maxLength={300} {...field("question")} />
      <Textarea
        label={t("faq.answer")}
        required
        autosize
        minRows={3}
        maxRows={10}
        maxLength={4000}
        {...field("answer")}
      />
      <PositionInput max={100_000} {...field("position")} />
    </EditorForm>
  );
}

/** The FAQ page's entries: add, edit, reorder, delete (each audited). */
export function FaqAdmin() {
  const t = useTranslations("admin");
  const word = useServerText();
  const { data, isFetching } = api.admin.faq.list.useQuery();
  const utils = api.useUtils();
  const { toast } = useToast();
  const editor = useEditing<Entry>();
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = api.admin.faq.delete.useMutation({
    onSuccess: async () => {
      toast(t("faq.deleted"));
      setDeleting(null);
      await Promise.all([utils.admin.faq.list.invalidate(), utils.faq.list.invalidate()]);
    },
    onError: (error) => toast(word(error.data?.text, error.message), { color: "error" }),
  });
  const entries = data ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed">{t("faq.intro")}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
          {t("faq.new")}
        </Button>
      </Group>
      <DataTable<Entry>
        {...ADMIN_TABLE_STYLE}
        records={entries}
        fetching={isFetching && !data}
        noRecordsText={t("faq.none")}
        columns={[
          ORDER_COLUMN,
          {
            accessor: "question",
            title: t("faq.question"),
            render: (row) => (
              <Text fw={600} size="sm">
                {row.question}
              </Text>
            ),
          },
          {
            accessor: "answer",
            title: t("faq.answer"),
            visibleMediaQuery: fromSm,
            render: (row) => (
              <Text size="sm" lineClamp={2}>
                {row.answer}
              </Text>
            ),
          },
          {
            accessor: "actions",
            title: t("actions"),
            render: (row) => (
              <RowActions>
                <RowButton
                  label={t("edit")}
                  target={t("faq.target", { question: row.question })}
                  onClick={() => editor.openEdit(row)}
                />
                <RowButton
                  label={t("faq.delete")}
                  target={t("faq.target", { question: row.question })}
                  danger
                  onClick={() => setDeleting(row)}
                />
              </RowActions>
            ),
          },
        ]}
      />
      <EditorModal editor={editor} titles={{ new: t("faq.newTitle"), edit: t("faq.editTitle") }}>
        {(entry) => (
          <FaqForm row={entry} nextPosition={nextPosition(entries)} onDone={editor.close} />
        )}
      </EditorModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("faq.deleteTitle")}
        confirmLabel={t("faq.deleteConfirm")}
        cancelLabel={t("keepIt")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        <Text>{deleting?.question}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
