import "@mantine/core/styles/Input.layer.css";
import { Group, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "use-intl";
import { useAfterSave, type RowFormProps } from "~/components/admin/editing";
import { EditorForm } from "~/components/admin/EditorForm";
import { PointsInput } from "~/components/admin/PointsInput";
import { PositionInput } from "~/components/admin/PositionInput";
import { useRowSubmit } from "~/components/admin/useRowSubmit";
import { formErrors, toNumber } from "~/lib/form-values";
import { useServerText } from "~/lib/server-text";
import { api, type RouterOutputs } from "~/lib/trpc";
import { DEFAULT_STATION_POINTS } from "~/shared/points";
import { stationCreateSchema } from "~/shared/stations/inputs";
import { stationCheckWords } from "./admin-words";

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

/**
 * Create or edit a station; the same schema as the server checks in the browser. Its words, the
 * checks' and the server's refusals are in the page's language ("stationsAdmin").
 */
export function StationForm({ row: station, nextPosition, onDone }: RowFormProps<AdminStation>) {
  const t = useTranslations("stationsAdmin");
  const word = useServerText();
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
    onSuccess: (created) => done(t("toast.added", { label: created.label })),
  });
  const update = api.sustainability.station.admin.update.useMutation({
    onSuccess: (updated) => done(t("toast.saved", { label: updated.label })),
  });
  const submit = useRowSubmit(form, station, { create, update, toInput });
  const refused = (station ? update : create).error;
  const check = (field: keyof Values) => stationCheckWords(t, form.errors[field]);
  return (
    <EditorForm
      submit={{ ...submit, error: submit.error && word(refused?.data?.text, submit.error) }}
      submitLabel={station ? t("form.save") : t("form.add")}
      cancelLabel={t("form.cancel")}
      onCancel={onDone}
    >
      <TextInput
        label={t("form.label")}
        description={t("form.labelHint")}
        required
        maxLength={80}
        {...form.getInputProps("label")}
        error={check("label")}
      />
      <Textarea
        label={t("form.description")}
        description={t("form.descriptionHint")}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={300}
        {...form.getInputProps("description")}
        error={check("description")}
      />
      <Group grow align="flex-start">
        <PointsInput
          {...form.getInputProps("points")}
          label={t("form.points")}
          error={check("points")}
        />
        <PositionInput
          max={100_000}
          {...form.getInputProps("position")}
          label={t("form.order")}
          description={t("form.orderHint")}
          error={check("position")}
        />
      </Group>
    </EditorForm>
  );
}
