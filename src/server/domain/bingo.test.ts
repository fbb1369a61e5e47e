import { describe, expect, it } from "vitest";
import { cardOf } from "~/test/bingo";
import { bingoCardEditRefusal, bingoLedgerPlan } from "./bingo";

const NOTHING = { cells: new Set<string>(), lines: new Set<string>(), card: false };

describe("bingoLedgerPlan", () => {
  it("marking the cell that completes a line awards the cell and the line", () => {
    const awarded = { cells: new Set(["cell-0", "cell-1"]), lines: new Set<string>(), card: false };
    expect(bingoLedgerPlan(3, cardOf(3, [0, 1, 2]), awarded)).toEqual({
      award: { cells: ["cell-2"], lines: ["row-0"], card: false },
      reverse: { cells: [], lines: [], card: false },
    });
  });

  it("unmarking reverses exactly what that cell earned: the cell, its lines, the card", () => {
    const all = Array.from({ length: 9 }, (_, i) => i);
    const full = bingoLedgerPlan(3, cardOf(3, all), NOTHING);
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
        cardOf(
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
    const plan = bingoLedgerPlan(3, cardOf(3, [0, 8], true), NOTHING);
    expect(plan.award).toEqual({ cells: ["cell-0", "cell-8"], lines: ["diagonal-0"], card: false });
  });

  it("a cell that became free gives its points back", () => {
    const awarded = { cells: new Set(["cell-12"]), lines: new Set<string>(), card: false };
    expect(bingoLedgerPlan(5, cardOf(5, [12], true), awarded).reverse.cells).toEqual(["cell-12"]);
  });

  it("nothing to do when the ledger already matches", () => {
    const awarded = { cells: new Set(["cell-0", "cell-1", "cell-2"]), lines: new Set(["row-0"]) };
    expect(bingoLedgerPlan(3, cardOf(3, [0, 1, 2]), { ...awarded, card: false })).toEqual({
      award: { cells: [], lines: [], card: false },
      reverse: { cells: [], lines: [], card: false },
    });
  });

  it("cell keys sort by number", () => {
    const plan = bingoLedgerPlan(4, cardOf(4, [10, 2, 1]), NOTHING);
    expect(plan.award.cells).toEqual(["cell-1", "cell-2", "cell-10"]);
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
    ).toEqual({
      field: "freeCentre",
      message: "Only a card with an odd size has a centre cell.",
      text: { key: "admin.server.bingoNoCentre" },
    });
  });
});
