import { Group, Progress, Stack, Text } from "@mantine/core";
import { formatPoints } from "~/shared/format";
import { bingoProgressText, lineLabel, type BingoCardState } from "~/shared/bingo";

/**
 * How far a card is, in words and as a bar: "3 of 9 done, 1 line", the points it earned and the
 * completed lines by name (so the highlighted lines are also said in text).
 */
export function CardProgress({
  state,
  points,
  label,
  saving = false,
}: {
  state: BingoCardState;
  points: number | null;
  label: string;
  /** Taps not confirmed by the server yet: the points follow once they are. */
  saving?: boolean;
}) {
  const text = bingoProgressText(state);
  return (
    <Stack gap={6} maw={736}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} role="status" aria-live="polite" data-testid="bingo-progress">
          {text}
        </Text>
        {points !== null && (
          <Text fw={700} data-testid="bingo-points">
            {saving ? "Saving…" : formatPoints(points)}
          </Text>
        )}
      </Group>
      <Progress
        value={(state.done / state.total) * 100}
        color="orange.8"
        size="md"
        aria-label={label}
      />
      {state.lines.length > 0 && (
        <Text size="sm">
          Completed {state.lines.length === 1 ? "line" : "lines"}:{" "}
          {state.lines.map(lineLabel).join(", ")}
        </Text>
      )}
    </Stack>
  );
}
