import { useTranslations } from "use-intl";
import type { BingoCardState } from "~/shared/bingo";
import { formatDateTime } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import type { Difficulty } from "~/shared/points";

/** The bingo screens' words (README "Languages", `messages/<locale>/bingo.json`). */
export function useBingoWords() {
  return useTranslations("bingo");
}

export type BingoWords = ReturnType<typeof useBingoWords>;

/** Each difficulty's word, listed literally so that the unused-key guard sees them. */
const DIFFICULTY_KEYS = {
  easy: "difficulty.easy",
  medium: "difficulty.medium",
  hard: "difficulty.hard",
} as const satisfies Record<Difficulty, string>;

/** "easy", "leicht": a difficulty as a person reads it. */
export function difficultyWord(t: BingoWords, difficulty: Difficulty): string {
  return t(DIFFICULTY_KEYS[difficulty]);
}

/** A line's name for people: "Row 1", "Column 3", "Diagonal ↘", "Diagonal ↙" (or "Zeile 1" …). */
export function lineLabel(t: BingoWords, id: string): string {
  const [kind, index] = id.split("-");
  const number = Number(index) + 1;
  if (kind === "row") return t("line.row", { number });
  if (kind === "column") return t("line.column", { number });
  if (kind === "diagonal") return t(index === "0" ? "line.diagonalDown" : "line.diagonalUp");
  return id;
}

/** Lines by name, in order: "Row 1, Column 3". */
export function lineLabels(t: BingoWords, ids: readonly string[]): string {
  return ids.map((id) => lineLabel(t, id)).join(", ");
}

/** "3 of 9 done, 1 line", "9 of 9 done, 8 lines, full card". */
export function progressText(t: BingoWords, state: BingoCardState): string {
  return t("progress.text", {
    done: state.done,
    total: state.total,
    lines: state.lines.length,
    full: state.full ? "yes" : "no",
  });
}

/**
 * Why the challenge's window refuses a tap, with its date in the page's language on the
 * festival's clocks: "This challenge is closed: it ended on 4 Jul 2026, 14:05."
 */
export function windowWords(
  t: BingoWords,
  locale: Locale,
  state: "upcoming" | "closed",
  at: Date,
): string {
  const date = formatDateTime(at, locale);
  return state === "upcoming" ? t("window.upcoming", { date }) : t("window.closed", { date });
}
