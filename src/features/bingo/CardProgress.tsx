import "@mantine/core/styles/Progress.layer.css";
import { Progress, Stack, Text } from "@mantine/core";
import { useTranslations } from "use-intl";
import type { BingoCardState } from "~/shared/bingo";
import { lineLabels, progressText } from "./words";

/**
 * How far a card is, in words and as a bar: "3 of 9 done, 1 line" and the points it earned. Not a
 * live region: what a tap completes is said in the card's status region.
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
  const t = useTranslations("bingo");
  return (
    <Stack gap={6} maw={736}>
      {/* One above the other, both from the left: a new count or "Saving…" moves nothing. */}
      <Stack gap={0}>
        <Text fw={700} data-testid="bingo-progress">
          {progressText(t, state)}
        </Text>
        {points !== null && (
          <Text fw={700} data-testid="bingo-points">
            {saving ? t("progress.saving") : t("progress.points", { points })}
          </Text>
        )}
      </Stack>
      <Progress
        value={(state.done / state.total) * 100}
        color="orange.8"
        size="md"
        aria-label={label}
      />
    </Stack>
  );
}

/**
 * The completed lines by name (so the highlighted lines are also said in text), below the grid:
 * a line growing there never moves the grid.
 */
export function CompletedLines({ lines }: { lines: readonly string[] }) {
  const t = useTranslations("bingo");
  if (lines.length === 0) return null;
  return (
    <Text size="sm" maw={736}>
      {t("progress.completed", { count: lines.length, names: lineLabels(t, lines) })}
    </Text>
  );
}
