import { bingoCardState, centrePosition, type BingoCellState } from "~/shared/bingo";
import type { ServerText } from "~/shared/i18n/server-text";

/**
 * Fitness bingo's ledger rules (DESIGN.md §6.2), without a database: what the ledger must say for
 * a card's state, and which edits of a card an admin may save. The card's lines and states, which
 * the pages use too, are in `~/shared/bingo`.
 */

/** The ledger's source id part of a cell: by position, like line ids. */
export function cellKey(position: number): string {
  return `cell-${position}`;
}

/** What the ledger holds for one user's card: sources awarded and not reversed. */
export type BingoAwarded = {
  cells: ReadonlySet<string>;
  lines: ReadonlySet<string>;
  card: boolean;
};

export type BingoLedgerPlan = {
  award: { cells: string[]; lines: string[]; card: boolean };
  reverse: { cells: string[]; lines: string[]; card: boolean };
};

/**
 * The awards and reversals that bring the ledger in line with the card: each marked cell that is
 * not free earns its cell points, each completed line its bonus, a full card its bonus; anything
 * awarded that the card no longer shows is reversed. After marking one cell this is that cell
 * plus the lines and card it completed; after unmarking, exactly what that cell had earned.
 */
export function bingoLedgerPlan(
  size: number,
  cells: readonly BingoCellState[],
  awarded: BingoAwarded,
): BingoLedgerPlan {
  const state = bingoCardState(size, cells);
  const wantedCells = new Set(
    cells.filter((cell) => cell.marked && !cell.free).map((cell) => cellKey(cell.position)),
  );
  const wantedLines = new Set(state.lines);
  const sorted = (values: Iterable<string>) =>
    [...values].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return {
    award: {
      cells: sorted([...wantedCells].filter((key) => !awarded.cells.has(key))),
      lines: sorted([...wantedLines].filter((id) => !awarded.lines.has(id))),
      card: state.full && !awarded.card,
    },
    reverse: {
      cells: sorted([...awarded.cells].filter((key) => !wantedCells.has(key))),
      lines: sorted([...awarded.lines].filter((id) => !wantedLines.has(id))),
      card: !state.full && awarded.card,
    },
  };
}

/** An admin's edit of a card's tasks, before it is saved. */
export type BingoCardEdit = { taskIds: readonly string[]; freeCentre: boolean };

/**
 * Why an edit cannot be saved, by field, or null: every task of the card exactly once, and a free
 * centre only on an odd card.
 */
export function bingoCardEditRefusal(
  size: number,
  existingTaskIds: ReadonlySet<string>,
  edit: BingoCardEdit,
): { field: "tasks" | "freeCentre"; message: string; text: ServerText } | null {
  const total = size * size;
  const unique = new Set(edit.taskIds);
  if (
    edit.taskIds.length !== total ||
    unique.size !== total ||
    existingTaskIds.size !== total ||
    edit.taskIds.some((id) => !existingTaskIds.has(id))
  )
    return {
      field: "tasks",
      message: `List each of the card's ${total} tasks exactly once. Reload and try again.`,
      text: { key: "admin.server.bingoTasksOnce", values: { total } },
    };
  if (edit.freeCentre && centrePosition(size) === null)
    return {
      field: "freeCentre",
      message: "Only a card with an odd size has a centre cell.",
      text: { key: "admin.server.bingoNoCentre" },
    };
  return null;
}
