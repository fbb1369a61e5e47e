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
import { FormAlert } from "~/components/FormAlert";
import { useServerErrors } from "~/lib/forms";
import { useToast } from "~/lib/toast";
import { api, type RouterOutputs } from "~/lib/trpc";
import { BINGO_TASK_MAX } from "~/shared/bingo";
import { DIFFICULTIES, type Difficulty } from "~/shared/points";

type AdminCard = RouterOutputs["bingo"]["admin"]["cards"][number];
type Values = { tasks: { id: string; text: string }[]; freeCentre: boolean };

const LABELS: Record<Difficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

function cellLabel(position: number, size: number, centre: number | null, free: boolean) {
  const where = `row ${Math.floor(position / size) + 1}, column ${(position % size) + 1}`;
  return `Cell ${position + 1} (${where}${position === centre ? (free ? ", free centre" : ", centre") : ""})`;
}

/** One card's editor: every task's text, their order (move up/down) and the free centre. */
function CardEditor({ card }: { card: AdminCard }) {
  const utils = api.useUtils();
  const { toast } = useToast();
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
            ? "Every cell needs a task."
            : value.trim().length > BINGO_TASK_MAX
              ? `At most ${BINGO_TASK_MAX} characters.`
              : null,
      },
    },
  });
  const update = api.bingo.admin.update.useMutation({
    onSuccess: async (_result, variables) => {
      toast(`The ${variables.difficulty} card was saved.`);
      form.resetDirty();
      await Promise.all([utils.bingo.admin.cards.invalidate(), utils.bingo.getCard.invalidate()]);
    },
  });
  const error = useServerErrors(form, update.error);
  const { tasks, freeCentre } = form.getValues();
  const last = tasks.length - 1;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate({ difficulty: card.difficulty, ...values }),
      )}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {LABELS[card.difficulty]} card, {card.size}×{card.size}
            </Title>
            <Text size="sm">
              Challenge: {card.challenge.title} ·{" "}
              {card.challenge.published ? "Published" : "Draft (not shown to players)"}
            </Text>
          </Stack>
        </Group>
        <FormAlert
          message={error ?? (typeof form.errors.tasks === "string" ? form.errors.tasks : null)}
        />
        {card.centre !== null && (
          <Checkbox
            label="Free centre cell"
            description="The centre counts as done for everyone and earns no points."
            {...form.getInputProps("freeCentre", { type: "checkbox" })}
          />
        )}
        <Text size="sm" c="dimmed">
          Cells are listed row by row. Marks stay with their task when you move it.
        </Text>
        <Stack gap="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {tasks.map((task, position) => {
            const label = cellLabel(
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
                />
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={`Move ${label} up`}
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
                  aria-label={`Move ${label} down`}
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
            Undo changes
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save {card.difficulty} card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/challenges → Bingo cards: the three cards' tasks, one card at a time. */
export function BingoCardsAdmin() {
  const { data } = api.bingo.admin.cards.useQuery();
  const [difficulty, setDifficulty] = useState<Difficulty>("easy");
  if (!data) return <Skeleton h={320} aria-busy="true" />;
  const card = data.find((candidate) => candidate.difficulty === difficulty);
  return (
    <Stack gap="md">
      <Text c="dimmed">
        The tasks of the fitness bingo cards. Each card belongs to its bingo challenge, which you
        publish and schedule under Challenges.
      </Text>
      <SegmentedControl
        aria-label="Card"
        value={difficulty}
        onChange={(value) => {
          const next = DIFFICULTIES.find((candidate) => candidate === value);
          if (next) setDifficulty(next);
        }}
        data={DIFFICULTIES.map((value) => ({ value, label: LABELS[value] }))}
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
          <Text>
            There is no {difficulty} card: the catalogue seed creates it with its challenge.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
