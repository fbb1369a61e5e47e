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
import { useTranslations } from "use-intl";
import { useAfterSave } from "~/components/admin/editing";
import { EditorForm } from "~/components/admin/EditorForm";
import { PointsInput } from "~/components/admin/PointsInput";
import { PositionInput } from "~/components/admin/PositionInput";
import { Markdown } from "~/features/challenges/Markdown";
import type { Area, ChallengeKind } from "~/generated/prisma/enums";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { api, type RouterOutputs } from "~/lib/trpc";
import { formErrors, slugify, toNumber } from "~/lib/form-values";
import { AREA_ORDER, KINDS_BY_AREA } from "~/shared/challenges";
import { challengeCreateInput, challengeUpdateInput } from "~/shared/challenges/inputs";
import { formatDateTimeInput, parseDateTimeInput } from "~/shared/format";
import { festivalTimeZone } from "~/shared/time-zone";
import { kindWords } from "~/features/challenges/words";
import { areaWords, checkWords, type AdminT } from "./words";

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

/** The kinds whose goal the form asks for, with the hint of what it counts. */
const GOAL_HINTS: Partial<Record<ChallengeKind, Parameters<AdminT>[0]>> = {
  STATION_HUNT: "challengeForm.goalHints.STATION_HUNT",
  WATER_BOTTLE: "challengeForm.goalHints.WATER_BOTTLE",
  GRATITUDE: "challengeForm.goalHints.GRATITUDE",
  JOY_OF_GIVING: "challengeForm.goalHints.JOY_OF_GIVING",
};

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
  const t = useTranslations("admin");
  const tAll = useTranslations();
  const tKinds = useTranslations("challenges");
  const word = useServerText();
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
    onSuccess: (created) => done(t("challengeForm.created", { title: created.title })),
  });
  const update = api.admin.challenges.update.useMutation({
    onSuccess: (updated) => done(t("challengeForm.saved", { title: updated.title })),
  });
  const mutation = challenge ? update : create;
  const error = useServerErrors(form, mutation.error, word);
  const values = form.getValues();
  const areas = AREA_ORDER.map((area) => ({ value: area, label: areaWords(tAll, area) }));
  const kinds = KINDS_BY_AREA[values.area].map((kind) => ({
    value: kind,
    label: kindWords(tKinds, kind),
  }));
  const goalHint = GOAL_HINTS[values.kind];
  const zone = festivalTimeZone();
  /** A field's props, its check in the page's language. */
  const field = (name: keyof Values) => {
    const props = form.getInputProps(name);
    return { ...props, error: checkWords(t, props.error) };
  };

  const onSubmit = form.onSubmit((formValues) => {
    const input = toInput(formValues);
    if (challenge) update.mutate({ ...input, id: challenge.id });
    else create.mutate({ ...input, slug: formValues.slug });
  });

  return (
    <EditorForm
      submit={{ onSubmit, error, pending: mutation.isPending }}
      submitLabel={t(challenge ? "challengeForm.save" : "challengeForm.create")}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t("challengeForm.area")}
          data={areas}
          allowDeselect={false}
          required
          {...field("area")}
          onChange={(value) => {
            if (!isArea(value)) return;
            form.setFieldValue("area", value);
            if (!KINDS_BY_AREA[value].includes(form.getValues().kind))
              form.setFieldValue("kind", KINDS_BY_AREA[value][0] ?? "SUBMISSION");
          }}
        />
        <Select
          label={t("challengeForm.kind")}
          data={kinds}
          allowDeselect={false}
          required
          {...field("kind")}
        />
      </SimpleGrid>
      <TextInput
        label={t("challengeForm.title")}
        required
        maxLength={120}
        {...field("title")}
        onBlur={() => {
          if (!challenge && !form.getValues().slug)
            form.setFieldValue("slug", slugify(form.getValues().title));
        }}
      />
      <TextInput
        label={t("challengeForm.slug")}
        description={t(challenge ? "challengeForm.slugFixed" : "challengeForm.slugHint")}
        required
        maxLength={60}
        disabled={challenge !== null}
        {...field("slug")}
      />
      <TextInput
        label={t("challengeForm.summary")}
        required
        maxLength={300}
        {...field("summary")}
      />
      <Textarea
        label={t("challengeForm.description")}
        description={t("challengeForm.descriptionHint")}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={10_000}
        {...field("description")}
      />
      {values.description.trim() && (
        <Paper withBorder p="sm" radius="md" aria-label={t("challengeForm.descriptionPreview")}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
            {t("challengeForm.preview")}
          </Text>
          <Markdown>{values.description}</Markdown>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <PointsInput description={t("challengeForm.pointsHint")} required {...field("points")} />
        <NumberInput
          label={t("challengeForm.goal")}
          description={t(goalHint ?? "challengeForm.goalUnused")}
          min={1}
          max={1000}
          allowDecimal={false}
          disabled={!goalHint}
          {...field("goal")}
        />
        <PositionInput
          description={t("challengeForm.positionHint")}
          max={100_000}
          {...field("position")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t("challengeForm.starts")}
          description={t("challengeForm.startsHint", { zone })}
          {...field("startsAt")}
        />
        <TextInput
          type="datetime-local"
          label={t("challengeForm.ends")}
          description={t("challengeForm.endsHint", { zone })}
          {...field("endsAt")}
        />
      </SimpleGrid>
      <Switch
        label={t("challengeForm.published")}
        description={t("challengeForm.publishedHint")}
        {...form.getInputProps("published", { type: "checkbox" })}
      />
    </EditorForm>
  );
}
