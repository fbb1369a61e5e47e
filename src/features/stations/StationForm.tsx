import "@mantine/core/styles/Input.layer.css";
import { Group, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useAfterSave, type RowFormProps } from "~/components/admin/editing";
import { EditorForm } from "~/components/admin/EditorForm";
import { PointsInput } from "~/components/admin/PointsInput";
import { PositionInput } from "~/components/admin/PositionInput";
import { useRowSubmit } from "~/components/admin/useRowSubmit";
import { formErrors, toNumber } from "~/lib/form-values";
import { api, type RouterOutputs } from "~/lib/trpc";
import { DEFAULT_STATION_POINTS } from "~/shared/points";
import { stationCreateSchema } from "~/shared/stations/inputs";

export type AdminStation = RouterOutputs["sustainability"]["station"]["admin"]["list"][number];
type Values = {
  label: string;
  description: string;
  points: number | string;
  position: number | string;
};

function toInput(values: Values) {
  return {
    label: values.label,
    description: values.description,
    points: toNumber(values.points) ?? -1,
    position: toNumber(values.position) ?? 0,
  };
}

/** Create or edit a station; the same schema as the server checks in the browser. */
export function StationForm({ row: station, nextPosition, onDone }: RowFormProps<AdminStation>) {
  const utils = api.useUtils();
  const form = useForm<Values>({
    initialValues: station
      ? {
          label: station.label,
          description: station.description,
          points: station.points,
          position: station.position,
        }
      : { label: "", description: "", points: DEFAULT_STATION_POINTS, position: nextPosition },
    validate: (values) => formErrors(stationCreateSchema.safeParse(toInput(values))),
  });
  const done = useAfterSave(onDone, () =>
    Promise.all([
      utils.sustainability.station.admin.list.invalidate(),
      utils.sustainability.station.board.invalidate(),
    ]),
  );
  const create = api.sustainability.station.admin.create.useMutation({
    onSuccess: (created) => done(`“${created.label}” was added. Print its code next.`),
  });
  const update = api.sustainability.station.admin.update.useMutation({
    onSuccess: (updated) => done(`“${updated.label}” was saved.`),
  });
  const submit = useRowSubmit(form, station, { create, update, toInput });
  return (
    <EditorForm
      submit={submit}
      submitLabel={station ? "Save station" : "Add station"}
      onCancel={onDone}
    >
      <TextInput
        label="Station name"
        description="Printed on the card and shown after a scan."
        required
        maxLength={80}
        {...form.getInputProps("label")}
      />
      <Textarea
        label="Description"
        description="One or two sentences for the station list."
        autosize
        minRows={2}
        maxRows={6}
        maxLength={300}
        {...form.getInputProps("description")}
      />
      <Group grow align="flex-start">
        <PointsInput {...form.getInputProps("points")} />
        <PositionInput max={100_000} {...form.getInputProps("position")} />
      </Group>
    </EditorForm>
  );
}
