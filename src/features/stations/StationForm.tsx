import { Group, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormActions } from "~/components/admin/FormActions";
import { PositionInput } from "~/components/admin/PositionInput";
import { useRowSubmit } from "~/components/admin/useRowSubmit";
import { FormAlert } from "~/features/auth/FormAlert";
import { formErrors, toNumber } from "~/lib/form-values";
import { useToast } from "~/lib/toast";
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
export function StationForm({
  station,
  nextPosition,
  onDone,
}: {
  station: AdminStation | null;
  nextPosition: number;
  onDone(): void;
}) {
  const utils = api.useUtils();
  const { toast } = useToast();
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
  const done = async (message: string) => {
    toast(message);
    await Promise.all([
      utils.sustainability.station.admin.list.invalidate(),
      utils.sustainability.station.board.invalidate(),
    ]);
    onDone();
  };
  const create = api.sustainability.station.admin.create.useMutation({
    onSuccess: (created) => done(`“${created.label}” was added. Print its code next.`),
  });
  const update = api.sustainability.station.admin.update.useMutation({
    onSuccess: (updated) => done(`“${updated.label}” was saved.`),
  });
  const submit = useRowSubmit(form, station, { create, update, toInput });
  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="sm">
        <FormAlert message={submit.error} />
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
          <NumberInput
            label="Points"
            min={0}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps("points")}
          />
          <PositionInput max={100_000} {...form.getInputProps("position")} />
        </Group>
        <FormActions
          submitLabel={station ? "Save station" : "Add station"}
          pending={submit.pending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
