import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardOf } from "~/test/bingo";
import { bingoCardState, bingoLines, centrePosition } from "./bingo";

describe("card sizes and lines", () => {
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
    expect(bingoCardState(3, cardOf(3, []))).toEqual({ done: 0, total: 9, lines: [], full: false });
  });

  it("a row, a column and each diagonal complete on 3×3", () => {
    expect(bingoCardState(3, cardOf(3, [3, 4, 5])).lines).toEqual(["row-1"]);
    expect(bingoCardState(3, cardOf(3, [2, 5, 8])).lines).toEqual(["column-2"]);
    expect(bingoCardState(3, cardOf(3, [0, 4, 8])).lines).toEqual(["diagonal-0"]);
    expect(bingoCardState(3, cardOf(3, [2, 4, 6])).lines).toEqual(["diagonal-1"]);
    expect(bingoCardState(3, cardOf(3, [0, 1, 3, 4])).lines).toEqual([]);
  });

  it("the free centre counts as marked: two corners make a diagonal", () => {
    const state = bingoCardState(3, cardOf(3, [0, 8], true));
    expect(state).toEqual({ done: 3, total: 9, lines: ["diagonal-0"], full: false });
    expect(bingoCardState(3, cardOf(3, [3, 5], true)).lines).toEqual(["row-1"]);
    expect(bingoCardState(3, cardOf(3, [], true)).lines).toEqual([]);
  });

  it("a free centre cell that was also marked counts once", () => {
    const cells = cardOf(3, [4], true);
    expect(bingoCardState(3, cells).done).toBe(1);
  });

  it("4×4: lines need all four, diagonals included", () => {
    expect(bingoCardState(4, cardOf(4, [0, 5, 10])).lines).toEqual([]);
    expect(bingoCardState(4, cardOf(4, [0, 5, 10, 15])).lines).toEqual(["diagonal-0"]);
    expect(bingoCardState(4, cardOf(4, [3, 6, 9, 12])).lines).toEqual(["diagonal-1"]);
    expect(bingoCardState(4, cardOf(4, [12, 13, 14, 15, 0, 4, 8])).lines).toEqual([
      "row-3",
      "column-0",
    ]);
  });

  it("5×5 with a free centre: the middle row and column need four marks", () => {
    expect(bingoCardState(5, cardOf(5, [10, 11, 13, 14], true)).lines).toEqual(["row-2"]);
    expect(bingoCardState(5, cardOf(5, [2, 7, 17, 22], true)).lines).toEqual(["column-2"]);
    expect(bingoCardState(5, cardOf(5, [0, 6, 18, 24], true)).lines).toEqual(["diagonal-0"]);
    expect(bingoCardState(5, cardOf(5, [10, 11, 13, 14], false)).lines).toEqual([]);
  });

  it("a full card completes every line, for every size", () => {
    for (const size of [3, 4, 5]) {
      const all = Array.from({ length: size * size }, (_, i) => i);
      const state = bingoCardState(size, cardOf(size, all));
      expect(state.full).toBe(true);
      expect(state.lines).toHaveLength(2 * size + 2);
    }
  });

  it("a full card with a free centre needs every other cell", () => {
    const allButCentre = Array.from({ length: 25 }, (_, i) => i).filter((i) => i !== 12);
    expect(bingoCardState(5, cardOf(5, allButCentre, true)).full).toBe(true);
    expect(bingoCardState(5, cardOf(5, allButCentre.slice(1), true)).full).toBe(false);
  });

  it("a line is complete exactly when each of its cells is done (any size, any marks)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4, 5),
        fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
        fc.boolean(),
        (size, flags, freeCentre) => {
          const marked = flags.slice(0, size * size).flatMap((on, i) => (on ? [i] : []));
          const cells = cardOf(size, marked, freeCentre);
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
