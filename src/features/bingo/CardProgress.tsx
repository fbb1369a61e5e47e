import { useTranslations } from "use-intl";
import type { BingoCardState } from "~/shared/bingo";
import plain from "~/components/plain/plain.module.css";
import { ProgressBar } from "~/components/plain/ProgressBar";
import { lineLabels, progressText } from "./words";

/**
 * How far a card is, in words and as a bar: "3 of 9 done, 1 line" and the points it earned. Not a
 * live region: what a tap completes is said in the card's status region. Plain markup, so the card's first load carries no Mantine component.
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
    <div className={`${plain.stackTight} ${plain.narrow}`}>
      {/* One above the other, both from the left: a new count or "Saving…" moves nothing. */}
      <div>
        <p className={`${plain.text} ${plain.bold}`} data-testid="bingo-progress">
          {progressText(t, state)}
        </p>
        {points !== null && (
          <p className={`${plain.text} ${plain.bold}`} data-testid="bingo-points">
            {saving ? t("progress.saving") : t("progress.points", { points })}
          </p>
        )}
      </div>
      <ProgressBar value={(state.done / state.total) * 100} label={label} color="orange-8" />
    </div>
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
    <p className={`${plain.small} ${plain.narrow}`}>
      {t("progress.completed", { count: lines.length, names: lineLabels(t, lines) })}
    </p>
  );
}
