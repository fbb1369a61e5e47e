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
import { api, type RouterOutputs } from "~/lib/trpc";
import { waterPointInput } from "~/shared/refills/inputs";

type WaterPoint = RouterOutputs["sustainability"]["refill"]["allWaterPoints"][number];
type Values = { name: string; position: number | string; active: boolean };

const toInput = (values: Values) => ({ ...values, position: toNumber(values.position) ?? 0 });

function WaterPointForm({ row: point, nextPosition, onDone }: RowFormProps<WaterPoint>) {
  const utils = api.useUtils();
  const form = useForm<Values>({
    initialValues: point
      ? { name: point.name, position: point.position, active: point.active }
      : { name: "", position: nextPosition, active: true },
    validate: (values) => formErrors(waterPointInput.safeParse(toInput(values))),
  });
  const done = useAfterSave(onDone, () => utils.sustainability.refill.invalidate());
  const create = api.sustainability.refill.createWaterPoint.useMutation({
    onSuccess: (created) => done(`${created.name} was added.`),
  });
  const update = api.sustainability.refill.updateWaterPoint.useMutation({
    onSuccess: (saved) => done(`${saved.name} was saved.`),
  });
  const submit = useRowSubmit(form, point, { create, update, toInput });
  return (
    <EditorForm
      submit={submit}
      submitLabel={point ? "Save water point" : "Add water point"}
      onCancel={onDone}
    >
      <TextInput label="Name" required maxLength={80} {...form.getInputProps("name")} />
      <PositionInput max={10_000} {...form.getInputProps("position")} />
      <Switch
        label="Open"
        description="Closed water points keep their collections but cannot get new ones."
        {...form.getInputProps("active", { type: "checkbox" })}
      />
    </EditorForm>
  );
}

/** Water points: add, rename, reorder, open or close (all audited on the server). */
export function WaterPointsAdmin() {
  const points = api.sustainability.refill.allWaterPoints.useQuery();
  const editor = useEditing<WaterPoint>();
  const rows = points.data ?? [];
  return (
    <SectionCard
      id="points-heading"
      title="Water points"
      compact
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
          New water point
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        Closed water points keep their collections but cannot get new ones.
      </Text>
      <DataTable<WaterPoint>
        {...ADMIN_TABLE_STYLE}
        records={rows}
        fetching={points.isFetching && !points.data}
        noRecordsText="No water points yet: add one"
        columns={[
          ORDER_COLUMN,
          { accessor: "name" },
          {
            accessor: "active",
            title: "State",
            render: (row) => <StateBadge on={row.active} labels={["Open", "Closed"]} />,
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (row) => (
              <RowButton
                label="Edit"
                target={`water point: ${row.name}`}
                onClick={() => editor.openEdit(row)}
              />
            ),
          },
        ]}
      />
      <EditorModal editor={editor} titles={{ new: "New water point", edit: "Edit water point" }}>
        {(point) => (
          <WaterPointForm row={point} nextPosition={nextPosition(rows)} onDone={editor.close} />
        )}
      </EditorModal>
    </SectionCard>
  );
}
