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
import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
import { Button, Switch, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useTranslations } from "use-intl";
import {
  EditorModal,
  useAfterSave,
  useEditing,
  type RowFormProps,
} from "~/components/admin/editing";
import { EditorForm } from "~/components/admin/EditorForm";
import { RowButton } from "~/components/admin/RowButton";
import { PositionInput } from "~/components/admin/PositionInput";
import { useRowSubmit } from "~/components/admin/useRowSubmit";
import { StateBadge } from "~/components/admin/StateBadge";
import { SectionCard } from "~/components/SectionCard";
import { ADMIN_TABLE_STYLE, nextPosition, ORDER_COLUMN } from "~/components/admin/table";
import { formErrors, toNumber } from "~/lib/form-values";
import { useServerText } from "~/lib/server-text";
import { api, type RouterOutputs } from "~/lib/trpc";
import { waterPointInput } from "~/shared/refills/inputs";
import { refillCheckWords } from "./words";

type WaterPoint = RouterOutputs["sustainability"]["refill"]["allWaterPoints"][number];
type Values = { name: string; position: number | string; active: boolean };

const toInput = (values: Values) => ({ ...values, position: toNumber(values.position) ?? 0 });

function WaterPointForm({ row: point, nextPosition, onDone }: RowFormProps<WaterPoint>) {
  const t = useTranslations("refills");
  const word = useServerText();
  const utils = api.useUtils();
  const form = useForm<Values>({
    initialValues: point
      ? { name: point.name, position: point.position, active: point.active }
      : { name: "", position: nextPosition, active: true },
    validate: (values) => formErrors(waterPointInput.safeParse(toInput(values))),
  });
  const done = useAfterSave(onDone, () => utils.sustainability.refill.invalidate());
  const create = api.sustainability.refill.createWaterPoint.useMutation({
    onSuccess: (created) => done(t("points.added", { name: created.name })),
  });
  const update = api.sustainability.refill.updateWaterPoint.useMutation({
    onSuccess: (saved) => done(t("points.saved", { name: saved.name })),
  });
  const submit = useRowSubmit(form, point, { create, update, toInput });
  const refused = (point ? update : create).error;
  return (
    <EditorForm
      submit={{ ...submit, error: submit.error && word(refused?.data?.text, submit.error) }}
      submitLabel={point ? t("points.save") : t("points.add")}
      cancelLabel={t("cancel")}
      onCancel={onDone}
    >
      <TextInput
        label={t("points.name")}
        required
        maxLength={80}
        {...form.getInputProps("name")}
        error={refillCheckWords(t, form.errors.name)}
      />
      <PositionInput
        max={10_000}
        {...form.getInputProps("position")}
        label={t("points.order")}
        description={t("points.orderHint")}
      />
      <Switch
        label={t("points.open")}
        description={t("points.hint")}
        {...form.getInputProps("active", { type: "checkbox" })}
      />
    </EditorForm>
  );
}

/** Water points: add, rename, reorder, open or close (all audited on the server). */
export function WaterPointsAdmin() {
  const t = useTranslations("refills");
  const points = api.sustainability.refill.allWaterPoints.useQuery();
  const editor = useEditing<WaterPoint>();
  const rows = points.data ?? [];
  return (
    <SectionCard
      id="points-heading"
      title={t("points.heading")}
      compact
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
          {t("points.new")}
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        {t("points.hint")}
      </Text>
      <DataTable<WaterPoint>
        {...ADMIN_TABLE_STYLE}
        records={rows}
        fetching={points.isFetching && !points.data}
        noRecordsText={t("points.none")}
        columns={[
          { ...ORDER_COLUMN, title: t("points.order") },
          { accessor: "name", title: t("points.name") },
          {
            accessor: "active",
            title: t("points.state"),
            render: (row) => (
              <StateBadge on={row.active} labels={[t("points.open"), t("points.closed")]} />
            ),
          },
          {
            accessor: "actions",
            title: t("points.actions"),
            render: (row) => (
              <RowButton
                label={t("points.editRow")}
                target={t("points.editTarget", { name: row.name })}
                onClick={() => editor.openEdit(row)}
              />
            ),
          },
        ]}
      />
      <EditorModal editor={editor} titles={{ new: t("points.new"), edit: t("points.edit") }}>
        {(point) => (
          <WaterPointForm row={point} nextPosition={nextPosition(rows)} onDone={editor.close} />
        )}
      </EditorModal>
    </SectionCard>
  );
}
