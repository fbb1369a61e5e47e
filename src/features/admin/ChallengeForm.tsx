import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import {
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useAfterSave } from "~/components/admin/editing";
import { EditorForm } from "~/components/admin/EditorForm";
import { PointsInput } from "~/components/admin/PointsInput";
import { PositionInput } from "~/components/admin/PositionInput";
import { areaOf } from "~/features/challenges/areas";
import { Markdown } from "~/features/challenges/Markdown";
import type { Area, ChallengeKind } from "~/generated/prisma/enums";
import { useServerErrors } from "~/lib/forms";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formErrors, slugify, toNumber } from "~/lib/form-values";
import { AREA_ORDER, KIND_LABELS, KINDS_BY_AREA } from "~/shared/challenges";
import { challengeCreateInput, challengeUpdateInput } from "~/shared/challenges/inputs";
import { formatDateTimeInput, parseDateTimeInput } from "~/shared/format";
import { festivalTimeZone } from "~/shared/time-zone";

export type AdminChallenge = RouterOutputs["admin"]["challenges"]["list"]["rows"][number];

type Values = {
  area: Area;
  kind: ChallengeKind;
  slug: string;
  title: string;
  summary: string;
  description: string;
  points: number | string;
  goal: number | string;
  startsAt: string;
  endsAt: string;
  published: boolean;
  position: number | string;
};

function initialValues(challenge: AdminChallenge | null): Values {
  if (!challenge)
    return {
      area: "ARTS",
      kind: "SUBMISSION",
      slug: "",
      title: "",
      summary: "",
      description: "",
      points: 10,
      goal: "",
      startsAt: "",
      endsAt: "",
      published: false,
      position: 100,
    };
  return {
    area: challenge.area,
    kind: challenge.kind,
    slug: challenge.slug,
    title: challenge.title,
    summary: challenge.summary,
    description: challenge.description,
    points: challenge.points,
    goal: challenge.goal ?? "",
    startsAt: formatDateTimeInput(challenge.startsAt),
    endsAt: formatDateTimeInput(challenge.endsAt),
    published: challenge.published,
    position: challenge.position,
  };
}

/** The form's values as the procedure's input (numbers, dates, nulls). */
function toInput(values: Values) {
  return {
    area: values.area,
    kind: values.kind,
    title: values.title,
    summary: values.summary,
    description: values.description,
    points: toNumber(values.points) ?? Number.NaN,
    goal: toNumber(values.goal),
    startsAt: parseDateTimeInput(values.startsAt),
    endsAt: parseDateTimeInput(values.endsAt),
    published: values.published,
    position: toNumber(values.position) ?? 0,
  };
}

const AREA_OPTIONS = AREA_ORDER.map((area) => ({ value: area, label: areaOf(area).name }));

function isArea(value: string | null): value is Area {
  return AREA_ORDER.some((area) => area === value);
}

/** Create (challenge = null) or edit a challenge. The slug is fixed once created. */
export function ChallengeForm({
  challenge,
  onDone,
}: {
  challenge: AdminChallenge | null;
  onDone(): void;
}) {
  const utils = api.useUtils();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: initialValues(challenge),
    validate: (values) =>
      challenge
        ? formErrors(challengeUpdateInput.safeParse({ ...toInput(values), id: challenge.id }))
        : formErrors(challengeCreateInput.safeParse({ ...toInput(values), slug: values.slug })),
  });
  const done = useAfterSave(onDone, () =>
    Promise.all([utils.admin.challenges.list.invalidate(), utils.challenge.list.invalidate()]),
  );
  const create = api.admin.challenges.create.useMutation({
    onSuccess: (created) => done(`“${created.title}” was created.`),
  });
  const update = api.admin.challenges.update.useMutation({
    onSuccess: (updated) => done(`“${updated.title}” was saved.`),
  });
  const mutation = challenge ? update : create;
  const error = useServerErrors(form, mutation.error);
  const values = form.getValues();
  const kinds = KINDS_BY_AREA[values.area].map((kind) => ({
    value: kind,
    label: KIND_LABELS[kind],
  }));
  const goalHint: Partial<Record<ChallengeKind, string>> = {
    STATION_HUNT: "Stations to scan; empty = every active station.",
    WATER_BOTTLE: "Bottles to refill; empty = 10.",
    GRATITUDE: "Approved notes; empty = 3.",
    JOY_OF_GIVING: "Approved acts; empty = 3.",
  };

  const onSubmit = form.onSubmit((formValues) => {
    const input = toInput(formValues);
    if (challenge) update.mutate({ ...input, id: challenge.id });
    else create.mutate({ ...input, slug: formValues.slug });
  });

  return (
    <EditorForm
      submit={{ onSubmit, error, pending: mutation.isPending }}
      submitLabel={challenge ? "Save challenge" : "Create challenge"}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Area"
          data={AREA_OPTIONS}
          allowDeselect={false}
          required
          {...form.getInputProps("area")}
          onChange={(value) => {
            if (!isArea(value)) return;
            form.setFieldValue("area", value);
            if (!KINDS_BY_AREA[value].includes(form.getValues().kind))
              form.setFieldValue("kind", KINDS_BY_AREA[value][0] ?? "SUBMISSION");
          }}
        />
        <Select
          label="Kind"
          data={kinds}
          allowDeselect={false}
          required
          {...form.getInputProps("kind")}
        />
      </SimpleGrid>
      <TextInput
        label="Title"
        required
        maxLength={120}
        {...form.getInputProps("title")}
        onBlur={() => {
          if (!challenge && !form.getValues().slug)
            form.setFieldValue("slug", slugify(form.getValues().title));
        }}
      />
      <TextInput
        label="Slug"
        description={
          challenge
            ? "Fixed once created: links and achievements name it."
            : "Lower-case words joined by hyphens, e.g. poem-of-the-day. Cannot change later."
        }
        required
        maxLength={60}
        disabled={challenge !== null}
        {...form.getInputProps("slug")}
      />
      <TextInput label="Summary" required maxLength={300} {...form.getInputProps("summary")} />
      <Textarea
        label="Description"
        description="Markdown: **bold**, *italic*, lists, links. No HTML or images."
        autosize
        minRows={4}
        maxRows={14}
        maxLength={10_000}
        {...form.getInputProps("description")}
      />
      {values.description.trim() && (
        <Paper withBorder p="sm" radius="md" aria-label="Description preview">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
            Preview
          </Text>
          <Markdown>{values.description}</Markdown>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <PointsInput
          description="What an approved submission earns."
          required
          {...form.getInputProps("points")}
        />
        <NumberInput
          label="Goal"
          description={goalHint[values.kind] ?? "Not used by this kind."}
          min={1}
          max={1000}
          allowDecimal={false}
          disabled={!goalHint[values.kind]}
          {...form.getInputProps("goal")}
        />
        <PositionInput
          description="Smaller first within the area."
          max={100_000}
          {...form.getInputProps("position")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label="Starts"
          description={`Festival time (${festivalTimeZone()}); empty = open now.`}
          {...form.getInputProps("startsAt")}
        />
        <TextInput
          type="datetime-local"
          label="Ends"
          description={`Festival time (${festivalTimeZone()}); empty = no end.`}
          {...form.getInputProps("endsAt")}
        />
      </SimpleGrid>
      <Switch
        label="Published"
        description="Published challenges show on the home page at once."
        {...form.getInputProps("published", { type: "checkbox" })}
      />
    </EditorForm>
  );
}
