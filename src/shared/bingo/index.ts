import type { Difficulty } from "~/shared/points";

/**
 * Fitness bingo (DESIGN.md §6.2) as both sides see it: the card's size per difficulty, its lines,
 * which lines a set of marks completes (how they read is in ~/features/bingo/words; the
 * procedures' inputs are in ./inputs).
 * The pages use the same functions to highlight lines, so the server and the screen agree; the
 * ledger's rules are in `~/server/domain/bingo`.
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

/** The most characters a cell's task has. */
export const BINGO_TASK_MAX = 120;
