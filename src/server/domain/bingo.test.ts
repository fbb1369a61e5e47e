import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BINGO_SIZES,
  bingoCardEditRefusal,
  bingoCardState,
  bingoLedgerPlan,
  bingoLines,
  bingoProgressText,
  centrePosition,
  lineLabel,
  type BingoCellState,
} from "./bingo";

/** A card of `size` with the given positions marked and an optional free centre. */
function card(size: number, marked: readonly number[], freeCentre = false): BingoCellState[] {
  const centre = centrePosition(size);
  return Array.from({ length: size * size }, (_, position) => ({
    position,
    free: freeCentre && position === centre,
    marked: marked.includes(position),
  }));
}

const NOTHING = { cells: new Set<string>(), lines: new Set<string>(), card: false };

describe("card sizes and lines", () => {
  it("easy is 3×3, medium 4×4, hard 5×5", () => {
    expect(BINGO_SIZES).toEqual({ easy: 3, medium: 4, hard: 5 });
  });

  it("a 3×3 card has 3 rows, 3 columns and 2 diagonals", () => {
    expect(bingoLines(3)).toEqual([
      { id: "row-0", positions: [0, 1, 2] },
      { id: "row-1", positions: [3, 4, 5] },
      { id: "row-2", positions: [6, 7, 8] },
      { id: "column-0", positions: [0, 3, 6] },
      { id: "column-1", positions: [1, 4, 7] },
      { id: "column-2", positions: [2, 5, 8] },
      { id: "diagonal-0", positions: [0, 4, 8] },
      { id: "diagonal-1", positions: [2, 4, 6] },
    ]);
  });

  it("a 4×4 card's diagonals run corner to corner", () => {
    const lines = bingoLines(4);
    expect(lines).toHaveLength(10);
    expect(lines.find((line) => line.id === "diagonal-0")?.positions).toEqual([0, 5, 10, 15]);
    expect(lines.find((line) => line.id === "diagonal-1")?.positions).toEqual([3, 6, 9, 12]);
    expect(lines.find((line) => line.id === "column-3")?.positions).toEqual([3, 7, 11, 15]);
  });

  it("a 5×5 card has 12 lines of 5", () => {
    const lines = bingoLines(5);
    expect(lines).toHaveLength(12);
    expect(lines.every((line) => line.positions.length === 5)).toBe(true);
    expect(lines.find((line) => line.id === "diagonal-1")?.positions).toEqual([4, 8, 12, 16, 20]);
  });

  it("only odd cards have a centre", () => {
    expect(centrePosition(3)).toBe(4);
    expect(centrePosition(4)).toBeNull();
    expect(centrePosition(5)).toBe(12);
  });

  it("refuses sizes that are not a card's", () => {
    expect(() => bingoLines(2)).toThrow(RangeError);
    expect(() => bingoLines(6)).toThrow(RangeError);
    expect(() => bingoCardState(3, [{ position: 9, free: false, marked: true }])).toThrow(
      RangeError,
    );
  });
});

describe("bingoCardState", () => {
  it("an empty 3×3 card has nothing done", () => {
    expect(bingoCardState(3, card(3, []))).toEqual({ done: 0, total: 9, lines: [], full: false });
  });

  it("a row, a column and each diagonal complete on 3×3", () => {
    expect(bingoCardState(3, card(3, [3, 4, 5])).lines).toEqual(["row-1"]);
    expect(bingoCardState(3, card(3, [2, 5, 8])).lines).toEqual(["column-2"]);
    expect(bingoCardState(3, card(3, [0, 4, 8])).lines).toEqual(["diagonal-0"]);
    expect(bingoCardState(3, card(3, [2, 4, 6])).lines).toEqual(["diagonal-1"]);
    expect(bingoCardState(3, card(3, [0, 1, 3, 4])).lines).toEqual([]);
  });

  it("the free centre counts as marked: two corners make a diagonal", () => {
    const state = bingoCardState(3, card(3, [0, 8], true));
    expect(state).toEqual({ done: 3, total: 9, lines: ["diagonal-0"], full: false });
    expect(bingoCardState(3, card(3, [3, 5], true)).lines).toEqual(["row-1"]);
    expect(bingoCardState(3, card(3, [], true)).lines).toEqual([]);
  });

  it("a free centre cell that was also marked counts once", () => {
    const cells = card(3, [4], true);
    expect(bingoCardState(3, cells).done).toBe(1);
  });

  it("4×4: lines need all four, diagonals included", () => {
    expect(bingoCardState(4, card(4, [0, 5, 10])).lines).toEqual([]);
    expect(bingoCardState(4, card(4, [0, 5, 10, 15])).lines).toEqual(["diagonal-0"]);
    expect(bingoCardState(4, card(4, [3, 6, 9, 12])).lines).toEqual(["diagonal-1"]);
    expect(bingoCardState(4, card(4, [12, 13, 14, 15, 0, 4, 8])).lines).toEqual([
      "row-3",
      "column-0",
    ]);
  });

  it("5×5 with a free centre: the middle row and column need four marks", () => {
    expect(bingoCardState(5, card(5, [10, 11, 13, 14], true)).lines).toEqual(["row-2"]);
    expect(bingoCardState(5, card(5, [2, 7, 17, 22], true)).lines).toEqual(["column-2"]);
    expect(bingoCardState(5, card(5, [0, 6, 18, 24], true)).lines).toEqual(["diagonal-0"]);
    expect(bingoCardState(5, card(5, [10, 11, 13, 14], false)).lines).toEqual([]);
  });

  it("a full card completes every line, for every size", () => {
    for (const size of [3, 4, 5]) {
      const all = Array.from({ length: size * size }, (_, i) => i);
      const state = bingoCardState(size, card(size, all));
      expect(state.full).toBe(true);
      expect(state.lines).toHaveLength(2 * size + 2);
    }
  });

  it("a full card with a free centre needs every other cell", () => {
    const allButCentre = Array.from({ length: 25 }, (_, i) => i).filter((i) => i !== 12);
    expect(bingoCardState(5, card(5, allButCentre, true)).full).toBe(true);
    expect(bingoCardState(5, card(5, allButCentre.slice(1), true)).full).toBe(false);
  });

  it("a line is complete exactly when each of its cells is done (any size, any marks)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4, 5),
        fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
        fc.boolean(),
        (size, flags, freeCentre) => {
          const marked = flags.slice(0, size * size).flatMap((on, i) => (on ? [i] : []));
          const cells = card(size, marked, freeCentre);
          const state = bingoCardState(size, cells);
          const done = new Set(cells.filter((c) => c.marked || c.free).map((c) => c.position));
          for (const line of bingoLines(size))
            expect(state.lines.includes(line.id)).toBe(line.positions.every((p) => done.has(p)));
          expect(state.full).toBe(done.size === size * size);
        },
      ),
    );
  });
});

describe("bingoLedgerPlan", () => {
  it("marking the cell that completes a line awards the cell and the line", () => {
    const awarded = { cells: new Set(["cell-0", "cell-1"]), lines: new Set<string>(), card: false };
    expect(bingoLedgerPlan(3, card(3, [0, 1, 2]), awarded)).toEqual({
      award: { cells: ["cell-2"], lines: ["row-0"], card: false },
      reverse: { cells: [], lines: [], card: false },
    });
  });

  it("unmarking reverses exactly what that cell earned: the cell, its lines, the card", () => {
    const all = Array.from({ length: 9 }, (_, i) => i);
    const full = bingoLedgerPlan(3, card(3, all), NOTHING);
    const awarded = {
      cells: new Set(full.award.cells),
      lines: new Set(full.award.lines),
      card: full.award.card,
    };
    expect(full.award.cells).toHaveLength(9);
    expect(full.award.card).toBe(true);
    // The centre is on row 1, column 1 and both diagonals.
    expect(
      bingoLedgerPlan(
        3,
        card(
          3,
          all.filter((i) => i !== 4),
        ),
        awarded,
      ),
    ).toEqual({
      award: { cells: [], lines: [], card: false },
      reverse: {
        cells: ["cell-4"],
        lines: ["column-1", "diagonal-0", "diagonal-1", "row-1"],
        card: true,
      },
    });
  });

  it("a free cell earns no cell points but completes lines", () => {
    const plan = bingoLedgerPlan(3, card(3, [0, 8], true), NOTHING);
    expect(plan.award).toEqual({ cells: ["cell-0", "cell-8"], lines: ["diagonal-0"], card: false });
  });

  it("a cell that became free gives its points back", () => {
    const awarded = { cells: new Set(["cell-12"]), lines: new Set<string>(), card: false };
    expect(bingoLedgerPlan(5, card(5, [12], true), awarded).reverse.cells).toEqual(["cell-12"]);
  });

  it("nothing to do when the ledger already matches", () => {
    const awarded = { cells: new Set(["cell-0", "cell-1", "cell-2"]), lines: new Set(["row-0"]) };
    expect(bingoLedgerPlan(3, card(3, [0, 1, 2]), { ...awarded, card: false })).toEqual({
      award: { cells: [], lines: [], card: false },
      reverse: { cells: [], lines: [], card: false },
    });
  });

  it("cell keys sort by number", () => {
    const plan = bingoLedgerPlan(4, card(4, [10, 2, 1]), NOTHING);
    expect(plan.award.cells).toEqual(["cell-1", "cell-2", "cell-10"]);
  });
});

describe("labels and progress", () => {
  it("names lines for people", () => {
    expect(["row-0", "column-2", "diagonal-0", "diagonal-1"].map(lineLabel)).toEqual([
      "Row 1",
      "Column 3",
      "Diagonal ↘",
      "Diagonal ↙",
    ]);
  });

  it("says how far the card is", () => {
    expect(bingoProgressText({ done: 3, total: 9, lines: ["row-0"], full: false })).toBe(
      "3 of 9 done, 1 line",
    );
    expect(bingoProgressText({ done: 0, total: 16, lines: [], full: false })).toBe(
      "0 of 16 done, 0 lines",
    );
    expect(
      bingoProgressText({ done: 9, total: 9, lines: bingoLines(3).map((l) => l.id), full: true }),
    ).toBe("9 of 9 done, 8 lines, full card");
  });
});

describe("bingoCardEditRefusal", () => {
  const ids = Array.from({ length: 9 }, (_, i) => `t${i}`);
  const existing = new Set(ids);

  it("accepts every task once, in any order, with a free centre on odd cards", () => {
    expect(
      bingoCardEditRefusal(3, existing, { taskIds: [...ids].reverse(), freeCentre: true }),
    ).toBeNull();
  });

  it("refuses missing, repeated or foreign tasks", () => {
    for (const taskIds of [ids.slice(1), [...ids.slice(1), "t1"], [...ids.slice(1), "x"]])
      expect(bingoCardEditRefusal(3, existing, { taskIds, freeCentre: false })?.field).toBe(
        "tasks",
      );
  });

  it("refuses a free centre on an even card", () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => `m${i}`);
    expect(
      bingoCardEditRefusal(4, new Set(sixteen), { taskIds: sixteen, freeCentre: true }),
    ).toEqual({ field: "freeCentre", message: "Only a card with an odd size has a centre cell." });
  });
});
