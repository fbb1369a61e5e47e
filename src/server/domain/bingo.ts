import type { Difficulty } from "~/shared/points";

/**
 * Fitness bingo rules (DESIGN.md §6.2), without a database: the card's size per difficulty, its
 * lines, which lines a set of marks completes, and what the ledger must say for a card's state.
 * The pages use the same functions to highlight lines, so the server and the screen agree.
 */

/** Cells per side: easy 3×3, medium 4×4, hard 5×5. */
export const BINGO_SIZES: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 5 };

export const MIN_BINGO_SIZE = 3;
export const MAX_BINGO_SIZE = 5;

/** The centre position of an odd card (the only cell that may be free), null on even cards. */
export function centrePosition(size: number): number | null {
  if (size % 2 === 0) return null;
  const middle = (size - 1) / 2;
  return middle * size + middle;
}

/**
 * A line's id names it in the ledger (`row-0` … `column-4`, `diagonal-0` from the top-left corner,
 * `diagonal-1` from the top-right), so the same line is awarded at most once until reversed.
 */
export type BingoLine = { id: string; positions: readonly number[] };

function assertSize(size: number): void {
  if (!Number.isInteger(size) || size < MIN_BINGO_SIZE || size > MAX_BINGO_SIZE)
    throw new RangeError(`A bingo card has ${MIN_BINGO_SIZE} to ${MAX_BINGO_SIZE} cells a side.`);
}

/** Every line of a card: its rows, its columns and both diagonals, in that order. */
export function bingoLines(size: number): BingoLine[] {
  assertSize(size);
  const indexes = Array.from({ length: size }, (_, i) => i);
  return [
    ...indexes.map((row) => ({
      id: `row-${row}`,
      positions: indexes.map((column) => row * size + column),
    })),
    ...indexes.map((column) => ({
      id: `column-${column}`,
      positions: indexes.map((row) => row * size + column),
    })),
    { id: "diagonal-0", positions: indexes.map((i) => i * size + i) },
    { id: "diagonal-1", positions: indexes.map((i) => i * size + (size - 1 - i)) },
  ];
}

/** A cell as the rules see it: free cells count as marked. */
export type BingoCellState = { position: number; free: boolean; marked: boolean };

export type BingoCardState = {
  /** Cells counted as done (free cells included). */
  done: number;
  total: number;
  /** Ids of the completed lines, in `bingoLines` order. */
  lines: string[];
  full: boolean;
};

/** What a card's cells add up to: cells done, completed lines and whether the card is full. */
export function bingoCardState(size: number, cells: readonly BingoCellState[]): BingoCardState {
  const total = size * size;
  const done = new Set<number>();
  for (const cell of cells) {
    if (cell.position < 0 || cell.position >= total || !Number.isInteger(cell.position))
      throw new RangeError(`Position ${cell.position} is not on a ${size}×${size} card.`);
    if (cell.free || cell.marked) done.add(cell.position);
  }
  const lines = bingoLines(size)
    .filter((line) => line.positions.every((position) => done.has(position)))
    .map((line) => line.id);
  return { done: done.size, total, lines, full: done.size === total };
}

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

/** A line's name for people: "Row 1", "Column 3", "Diagonal ↘", "Diagonal ↙". */
export function lineLabel(id: string): string {
  const [kind, index] = id.split("-");
  const number = Number(index);
  if (kind === "row") return `Row ${number + 1}`;
  if (kind === "column") return `Column ${number + 1}`;
  if (kind === "diagonal") return number === 0 ? "Diagonal ↘" : "Diagonal ↙";
  return id;
}

/** "3 of 9 done, 1 line", "9 of 9 done, 8 lines, full card". */
export function bingoProgressText(state: BingoCardState): string {
  const lines = `${state.lines.length} ${state.lines.length === 1 ? "line" : "lines"}`;
  return `${state.done} of ${state.total} done, ${lines}${state.full ? ", full card" : ""}`;
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
): { field: "tasks" | "freeCentre"; message: string } | null {
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
    };
  if (edit.freeCentre && centrePosition(size) === null)
    return { field: "freeCentre", message: "Only a card with an odd size has a centre cell." };
  return null;
}
