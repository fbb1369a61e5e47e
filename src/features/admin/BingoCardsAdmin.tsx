import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/FloatingIndicator.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { BINGO_TASK_MAX } from "~/shared/bingo";
import { DIFFICULTIES, type Difficulty } from "~/shared/points";
import { checkWords, type AdminT } from "./words";

type AdminCard = RouterOutputs["bingo"]["admin"]["cards"][number];
type Values = { tasks: { id: string; text: string }[]; freeCentre: boolean };

function cellLabel(
  t: AdminT,
  position: number,
  size: number,
  centre: number | null,
  free: boolean,
) {
  return t("bingo.cell", {
    number: position + 1,
    row: Math.floor(position / size) + 1,
    column: (position % size) + 1,
    centre: position === centre ? (free ? "free" : "centre") : "none",
  });
}

/** One card's editor: every task's text, their order (move up/down) and the free centre. */
function CardEditor({ card }: { card: AdminCard }) {
  const utils = api.useUtils();
  const { toast } = useToast();
  const t = useTranslations("admin");
  const word = useServerText();
  const initial: Values = {
    tasks: card.tasks.map(({ id, text }) => ({ id, text })),
    freeCentre: card.centre !== null && card.tasks.some((task) => task.free),
  };
  const form = useForm<Values>({
    initialValues: initial,
    validate: {
      tasks: {
        text: (value) =>
          value.trim().length === 0
            ? t("checks.taskRequired")
            : value.trim().length > BINGO_TASK_MAX
              ? t("checks.atMostChars", { max: BINGO_TASK_MAX })
              : null,
      },
    },
  });
  const update = api.bingo.admin.update.useMutation({
    onSuccess: async (_result, variables) => {
      toast(t("bingo.saved", { difficulty: variables.difficulty }));
      form.resetDirty();
      await Promise.all([utils.bingo.admin.cards.invalidate(), utils.bingo.getCard.invalidate()]);
    },
  });
  const error = useServerErrors(form, update.error, word);
  const { tasks, freeCentre } = form.getValues();
  const last = tasks.length - 1;

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate({ difficulty: card.difficulty, ...values }),
      )}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {t("bingo.heading", { difficulty: card.difficulty, size: card.size })}
            </Title>
            <Text size="sm">
              {t("bingo.challenge", {
                title: card.challenge.title,
                published: card.challenge.published ? "yes" : "no",
              })}
            </Text>
          </Stack>
        </Group>
        <FormAlert
          message={
            error ??
            (typeof form.errors.tasks === "string"
              ? String(checkWords(t, form.errors.tasks))
              : null)
          }
        />
        {card.centre !== null && (
          <Checkbox
            label={t("bingo.freeCentre")}
            description={t("bingo.freeCentreHint")}
            {...form.getInputProps("freeCentre", { type: "checkbox" })}
          />
        )}
        <Text size="sm" c="dimmed">
          {t("bingo.order")}
        </Text>
        <Stack gap="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {tasks.map((task, position) => {
            const label = cellLabel(
              t,
              position,
              card.size,
              card.centre,
              freeCentre && position === card.centre,
            );
            return (
              <Group key={task.id} component="li" gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={label}
                  maxLength={BINGO_TASK_MAX}
                  {...form.getInputProps(`tasks.${position}.text`)}
                  error={checkWords(t, form.errors[`tasks.${position}.text`])}
                />
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={t("bingo.moveUp", { cell: label })}
                  disabled={position === 0}
                  onClick={() =>
                    form.reorderListItem("tasks", { from: position, to: position - 1 })
                  }
                >
                  <IconArrowUp size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={t("bingo.moveDown", { cell: label })}
                  disabled={position === last}
                  onClick={() =>
                    form.reorderListItem("tasks", { from: position, to: position + 1 })
                  }
                >
                  <IconArrowDown size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.setValues(initial)}>
            {t("bingo.undo")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("bingo.save", { difficulty: card.difficulty })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/challenges → Bingo cards: the three cards' tasks, one card at a time. */
export function BingoCardsAdmin() {
  const t = useTranslations("admin");
  const { data } = api.bingo.admin.cards.useQuery();
  const [difficulty, setDifficulty] = useState<Difficulty>("easy");
  if (!data) return <Skeleton h={320} aria-busy="true" />;
  const card = data.find((candidate) => candidate.difficulty === difficulty);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t("bingo.intro")}</Text>
      <SegmentedControl
        aria-label={t("bingo.card")}
        value={difficulty}
        onChange={(value) => {
          const next = DIFFICULTIES.find((candidate) => candidate === value);
          if (next) setDifficulty(next);
        }}
        data={DIFFICULTIES.map((value) => ({
          value,
          label: t("bingo.difficulty", { difficulty: value }),
        }))}
        maw={360}
      />
      <Paper withBorder p="md">
        {card ? (
          <CardEditor
            // A saved card comes back with new texts and order: start the form from them.
            key={card.tasks.map((task) => `${task.id}:${task.text}:${task.free}`).join("|")}
            card={card}
          />
        ) : (
          <Text>{t("bingo.missing", { difficulty })}</Text>
        )}
      </Paper>
    </Stack>
  );
}
