import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { bingoSeed } from "../../../../prisma/seed-bingo";
import { DEMO_PEOPLE } from "../../../../prisma/seed-festival";
import { cellKey } from "~/server/domain/bingo";
import { bingoCardState, bingoLines } from "~/shared/bingo";
import { BINGO_POINTS, type Difficulty } from "~/shared/points";
import { isAppError } from "~/server/errors";
import { LIMITS } from "~/server/infra/rate-limit";
import { ACTORS, callerAs, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue, seedDemoFestival } from "~/test/seeds";
import { expectOnlyFor } from "~/test/refusals";
import { whileChallenge } from "~/test/challenges";
import { awardNow } from "~/server/services/award";

const db = withTestDatabase((database) => seedCatalogue(database, bingoSeed.catalogue));

async function participant() {
  const { session, caller } = await signedIn(db.database, "PARTICIPANT");
  return { userId: session.user.id, caller };
}

async function cellsOf(difficulty: Difficulty) {
  const card = await db.database.prisma.bingoCard.findUniqueOrThrow({
    where: { difficulty },
    select: {
      id: true,
      size: true,
      challengeId: true,
      tasks: { orderBy: { position: "asc" }, select: { id: true, position: true, free: true } },
    },
  });
  const at = (position: number) => {
    const task = card.tasks[position];
    if (!task) throw new Error(`no cell ${position}`);
    return task.id;
  };
  return { ...card, at };
}

async function points(userId: string, challengeId?: string): Promise<number> {
  const sum = await db.database.prisma.pointEntry.aggregate({
    where: { userId, ...(challengeId ? { challengeId } : {}) },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

/** Net quantity per ledger source of one user's card: what the ledger says is awarded now. */
async function netSources(userId: string, challengeId: string): Promise<Map<string, number>> {
  const groups = await db.database.prisma.pointEntry.groupBy({
    by: ["sourceId"],
    where: { userId, challengeId },
    _sum: { quantity: true },
  });
  return new Map(groups.map((group) => [group.sourceId, group._sum.quantity ?? 0]));
}

/**
 * The ledger agrees with the marks: each marked cell, completed line and a full card awarded once,
 * nothing else, no source below zero, and the points are exactly what the marks are worth.
 */
async function expectLedgerMatchesMarks(userId: string, difficulty: Difficulty) {
  const card = await cellsOf(difficulty);
  const marks = new Set(
    (
      await db.database.prisma.bingoMark.findMany({
        where: { userId, task: { cardId: card.id } },
        select: { taskId: true },
      })
    ).map((mark) => mark.taskId),
  );
  const cells = card.tasks.map((task) => ({ ...task, marked: marks.has(task.id) }));
  const state = bingoCardState(card.size, cells);
  const scope = `${card.challengeId}:${userId}`;
  const expected = new Map<string, number>();
  for (const cell of cells)
    if (cell.marked && !cell.free) expected.set(`${scope}:${cellKey(cell.position)}`, 1);
  for (const line of state.lines) expected.set(`${scope}:${line}`, 1);
  if (state.full) expected.set(scope, 1);

  const net = await netSources(userId, card.challengeId);
  for (const [source, quantity] of net) {
    expect(quantity, source).toBeGreaterThanOrEqual(0);
    expect(quantity, source).toBeLessThanOrEqual(1);
    expect(quantity, source).toBe(expected.get(source) ?? 0);
  }
  for (const source of expected.keys()) expect(net.get(source), source).toBe(1);
  const worth = BINGO_POINTS[difficulty];
  const cellCount = cells.filter((cell) => cell.marked && !cell.free).length;
  expect(await points(userId, card.challengeId)).toBe(
    cellCount * worth.cell + state.lines.length * worth.line + (state.full ? worth.card : 0),
  );
}

describe("who may use the bingo router", () => {
  for (const actor of ACTORS) {
    it(`lets ${actor} read a card${actor === "anonymous" ? " without marks" : " with their marks"}`, async () => {
      const caller = await callerAs(db.database, actor);
      const result = await caller.bingo.getCard({ difficulty: "easy" });
      expect(result.card.cells).toHaveLength(9);
      expect(result.card.challenge.slug).toBe("bingo-easy");
      if (actor === "anonymous") expect(result.mine).toBeNull();
      else expect(result.mine).toEqual({ markedCellIds: [], points: 0 });
    });

    it(`${actor === "anonymous" ? "refuses" : "lets"} ${actor} mark a cell`, async () => {
      const caller = await callerAs(db.database, actor);
      const card = await cellsOf("medium");
      const call = caller.bingo.toggleCell({ difficulty: "medium", cellId: card.at(0) });
      if (actor === "anonymous")
        await expect(call).rejects.toMatchObject({
          code: "UNAUTHORIZED",
          message: "Please sign in first.",
        });
      else await expect(call).resolves.toMatchObject({ marked: true, changed: true });
    });

    it(`${actor === "ADMIN" ? "lets" : "refuses"} ${actor} edit the cards`, async () => {
      const caller = await callerAs(db.database, actor);
      const calls = [
        () => caller.bingo.admin.cards(),
        async () => {
          const card = await cellsOf("hard");
          const tasks = await db.database.prisma.bingoTask.findMany({
            where: { cardId: card.id },
            orderBy: { position: "asc" },
            select: { id: true, text: true },
          });
          return caller.bingo.admin.update({ difficulty: "hard", tasks, freeCentre: true });
        },
      ];
      await expectOnlyFor("ADMIN", actor, calls);
    });
  }
});

describe("marking and unmarking", () => {
  it("a cell earns its points; the third of a row earns the line and its achievement", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("easy");
    const first = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(0) });
    expect(first).toMatchObject({
      marked: true,
      changed: true,
      newLines: [],
      pointsChange: 1,
      points: 1,
    });
    // Marking a first cell joins the challenge ("First steps").
    expect(first.achievements.map((a) => a.key)).toEqual(["first-challenge"]);
    await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(1) });
    const third = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(2) });
    expect(third).toMatchObject({
      newLines: ["row-0"],
      lines: ["row-0"],
      full: false,
      newFullCard: false,
      pointsChange: 1 + 5,
      points: 3 + 5,
    });
    expect(third.markedCellIds).toEqual([card.at(0), card.at(1), card.at(2)]);
    expect(third.achievements.map((a) => a.key)).toEqual(["bingo-line-easy"]);
    await expectLedgerMatchesMarks(userId, "easy");

    const mine = await caller.bingo.getCard({ difficulty: "easy" });
    expect(mine.mine).toEqual({ markedCellIds: third.markedCellIds, points: 8 });
  });

  it("unmarking takes back exactly the cell and the line it broke, never below zero", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("easy");
    for (const position of [0, 1, 2])
      await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(position) });
    const undo = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(1) });
    expect(undo).toMatchObject({
      marked: false,
      changed: true,
      brokenLines: ["row-0"],
      newLines: [],
      pointsChange: -(1 + 5),
      points: 2,
    });
    expect(undo.achievements).toEqual([]);
    const ledger = await db.database.prisma.pointEntry.findMany({
      where: { userId, amount: { lt: 0 } },
      orderBy: { amount: "asc" },
      select: { amount: true, reason: true, seq: true },
    });
    expect(ledger).toEqual([
      { amount: -5, reason: "Reversed: Bingo line completed (easy)", seq: 1 },
      { amount: -1, reason: "Reversed: Bingo cell marked (easy)", seq: 1 },
    ]);
    // Marking it again awards the cell and the line anew, once.
    const again = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(1) });
    expect(again).toMatchObject({ newLines: ["row-0"], pointsChange: 6, points: 8 });
    await expectLedgerMatchesMarks(userId, "easy");
    // Unmark all: nothing left, nothing negative.
    for (const position of [0, 1, 2])
      await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(position) });
    expect(await points(userId)).toBe(0);
    await expectLedgerMatchesMarks(userId, "easy");
  });

  it("a mark whose cell the ledger already holds is saved without a second award, and unmarked with one reversal", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("easy");
    // The ledger already pays cell 3 (as after an admin moved a marked task away and back).
    await awardNow(db.database.prisma, {
      type: "BINGO_CELL",
      userId,
      challengeId: card.challengeId,
      difficulty: "easy",
      cell: cellKey(3),
    });
    const marked = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(3) });
    expect(marked).toMatchObject({ marked: true, changed: true, pointsChange: 0, points: 1 });
    expect(marked.markedCellIds).toEqual([card.at(3)]);
    await expectLedgerMatchesMarks(userId, "easy");
    const unmarked = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(3) });
    expect(unmarked).toMatchObject({ marked: false, changed: true, pointsChange: -1, points: 0 });
    expect(unmarked.markedCellIds).toEqual([]);
    await expectLedgerMatchesMarks(userId, "easy");
  });

  it("asking for the state a cell is already in changes nothing", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("medium");
    const input = { difficulty: "medium" as const, cellId: card.at(5), marked: true };
    await caller.bingo.toggleCell(input);
    const rows = await db.database.prisma.pointEntry.count({ where: { userId } });
    const repeat = await caller.bingo.toggleCell(input);
    expect(repeat).toMatchObject({ marked: true, changed: false, pointsChange: 0, points: 2 });
    expect(await db.database.prisma.pointEntry.count({ where: { userId } })).toBe(rows);
    const off = await caller.bingo.toggleCell({ ...input, marked: false });
    expect(off).toMatchObject({ marked: false, changed: true, pointsChange: -2, points: 0 });
    expect(await caller.bingo.toggleCell({ ...input, marked: false })).toMatchObject({
      changed: false,
      pointsChange: 0,
    });
  });

  it("the free centre completes lines; the full card earns its bonus, achievement and completion", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("easy");
    expect(card.tasks[4]?.free).toBe(true);
    const corner = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(0) });
    expect(corner.newLines).toEqual([]);
    const diagonal = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(8) });
    expect(diagonal.newLines).toEqual(["diagonal-0"]);

    let last = diagonal;
    for (const position of [1, 2, 3, 5, 6, 7])
      last = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(position) });
    expect(last).toMatchObject({ full: true, newFullCard: true });
    expect(last.lines).toHaveLength(8);
    expect(last.achievements.map((a) => a.key)).toContain("bingo-card-easy");
    expect(await points(userId, card.challengeId)).toBe(8 * 1 + 8 * 5 + 20);
    const participation = () =>
      db.database.prisma.participation.findUniqueOrThrow({
        where: { userId_challengeId: { userId, challengeId: card.challengeId } },
      });
    expect((await participation()).status).toBe("COMPLETED");
    await expectLedgerMatchesMarks(userId, "easy");

    // Unmarking a corner breaks its row, column, diagonal and the card.
    const undo = await caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(2) });
    expect(undo).toMatchObject({ full: false, fullCardBroken: true });
    expect(undo.brokenLines).toEqual(["column-2", "diagonal-1", "row-0"]);
    expect(undo.pointsChange).toBe(-(1 + 3 * 5 + 20));
    expect((await participation()).status).toBe("IN_PROGRESS");
    await expectLedgerMatchesMarks(userId, "easy");
  });

  it("a 4×4 and a 5×5 card play through to a full card", async () => {
    const { userId, caller } = await participant();
    for (const difficulty of ["medium", "hard"] as const) {
      const card = await cellsOf(difficulty);
      let last = null;
      for (const task of card.tasks) {
        if (task.free) continue;
        last = await caller.bingo.toggleCell({ difficulty, cellId: task.id });
      }
      expect(last).toMatchObject({ full: true, newFullCard: true });
      expect(last?.lines).toEqual(bingoLines(card.size).map((line) => line.id));
      await expectLedgerMatchesMarks(userId, difficulty);
    }
  });
});

describe("concurrent taps", () => {
  it("many toggles at once end with marks and ledger in agreement", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("medium");
    // Row 0 and column 0 at once, one cell twice (marked then unmarked in either order).
    const positions = [0, 1, 2, 3, 4, 8, 12, 5, 5];
    const results = await Promise.all(
      positions.map((position) =>
        caller.bingo.toggleCell({ difficulty: "medium", cellId: card.at(position) }),
      ),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(positions.length);
    await expectLedgerMatchesMarks(userId, "medium");
    const marks = await caller.bingo.getCard({ difficulty: "medium" });
    expect(new Set(marks.mine?.markedCellIds)).toEqual(
      new Set([0, 1, 2, 3, 4, 8, 12].map((position) => card.at(position))),
    );
    // Each line was announced by exactly one of the calls.
    const announced = results.flatMap((result) => result.newLines).sort();
    expect(announced).toEqual(["column-0", "row-0"]);
  });

  it("the same mark sent five times at once is credited once", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("hard");
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        caller.bingo.toggleCell({ difficulty: "hard", cellId: card.at(7), marked: true }),
      ),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(await points(userId, card.challengeId)).toBe(3);
    expect(await db.database.prisma.pointEntry.count({ where: { userId } })).toBe(1);
    await expectLedgerMatchesMarks(userId, "hard");
  });
});

describe("burst limit on taps", () => {
  it("a person filling, clearing and refilling a 5×5 card never hits it; a script does, told how long to wait", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("hard");
    const cells = card.tasks.filter((task) => !task.free).map((task) => task.id);
    let taps = 0;
    for (const marked of [true, false, true])
      for (const cellId of cells) {
        await caller.bingo.toggleCell({ difficulty: "hard", cellId, marked });
        taps += 1;
      }
    expect(taps).toBe(72);
    await expectLedgerMatchesMarks(userId, "hard");

    // A script keeps tapping the same cell: the tap after the limit is refused with the wait.
    const [first] = cells;
    if (!first) throw new Error("a cell expected");
    while (taps < LIMITS.bingoTapByUser.points) {
      await caller.bingo.toggleCell({ difficulty: "hard", cellId: first, marked: true });
      taps += 1;
    }
    const limited: unknown = await caller.bingo
      .toggleCell({ difficulty: "hard", cellId: first, marked: false })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(limited).toBeInstanceOf(TRPCError);
    expect(limited).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const cause = limited instanceof TRPCError ? limited.cause : null;
    expect(isAppError(cause, "TOO_MANY_REQUESTS")).toBe(true);
    const wait = isAppError(cause) ? (cause.retryAfterSeconds ?? 0) : 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMITS.bingoTapByUser.duration);
    expect(limited instanceof TRPCError ? limited.message : "").toMatch(
      /^Too many taps in a short time: try again in \d+ seconds?\.$/,
    );
    // ... and by key, so that a page in German words it (README "Languages").
    expect(isAppError(cause) ? cause.text : null).toEqual({
      key: "bingo.server.tooManyTaps",
      values: { unit: "second", count: wait },
    });
    // The refused tap changed nothing.
    const view = await caller.bingo.getCard({ difficulty: "hard" });
    expect(view.mine?.markedCellIds).toContain(first);
    await expectLedgerMatchesMarks(userId, "hard");

    // The same person may still write a care note; someone else may still tap.
    await expect(
      caller.care.create({ kind: "GRATITUDE", message: "Thanks, coaches", anonymous: false }),
    ).resolves.toMatchObject({ status: "PENDING" });
    const other = await participant();
    await expect(
      other.caller.bingo.toggleCell({ difficulty: "hard", cellId: first }),
    ).resolves.toMatchObject({ changed: true });
  });
});

describe("refusals", () => {
  it("unknown cells, other cards' cells and the free cell are clear errors", async () => {
    const { caller } = await participant();
    const easy = await cellsOf("easy");
    await expect(
      caller.bingo.toggleCell({ difficulty: "easy", cellId: "cnotacell0000000000000" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "There is no such cell on this card." });
    await expect(
      caller.bingo.toggleCell({ difficulty: "medium", cellId: easy.at(0) }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "That cell is on the easy card, not the medium one.",
    });
    await expect(
      caller.bingo.toggleCell({ difficulty: "easy", cellId: easy.at(4) }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The free cell counts as done already: there is nothing to mark.",
    });
  });

  it("bad input is BAD_REQUEST with the field named", async () => {
    const { caller } = await participant();
    for (const input of [
      { difficulty: "extreme", cellId: "x" },
      { difficulty: "easy", cellId: "" },
      { difficulty: "easy", cellId: "x".repeat(65) },
    ]) {
      // @ts-expect-error -- a client may send anything; the schema must refuse it.
      const call = caller.bingo.toggleCell(input);
      await expect(call).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(
      // @ts-expect-error -- as above
      caller.bingo.getCard({ difficulty: "EASY" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("marking and unmarking outside the challenge's window are refused with the date", async () => {
    const { userId, caller } = await participant();
    const card = await cellsOf("hard");
    await caller.bingo.toggleCell({ difficulty: "hard", cellId: card.at(0) });
    const ended = { endsAt: new Date("2021-06-01T08:30:00Z") };
    await whileChallenge(db.database.prisma, { id: card.challengeId }, ended, async () => {
      for (const position of [0, 1])
        await expect(
          caller.bingo.toggleCell({ difficulty: "hard", cellId: card.at(position) }),
        ).rejects.toMatchObject({
          code: "BAD_REQUEST",
          message: "This challenge is closed: it ended on 1 Jun 2021, 10:30.",
        });
      const view = await caller.bingo.getCard({ difficulty: "hard" });
      expect(view.card.challenge.window).toBe("closed");
      expect(view.mine?.markedCellIds).toEqual([card.at(0)]);
    });
    await expectLedgerMatchesMarks(userId, "hard");
  });

  it("an unpublished card is NOT_FOUND for everyone", async () => {
    const card = await cellsOf("medium");
    const unpublished = { published: false };
    await whileChallenge(db.database.prisma, { id: card.challengeId }, unpublished, async () => {
      for (const actor of ACTORS) {
        const caller = await callerAs(db.database, actor);
        await expect(caller.bingo.getCard({ difficulty: "medium" })).rejects.toMatchObject({
          code: "NOT_FOUND",
          message: "There is no medium bingo card yet.",
        });
      }
      const { caller } = await participant();
      await expect(
        caller.bingo.toggleCell({ difficulty: "medium", cellId: card.at(0) }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    });
  });
});

describe("someone's card", () => {
  it("a private card is hidden from everyone but its owner; a public one shows name and marks", async () => {
    const owner = await participant();
    const card = await cellsOf("easy");
    await owner.caller.bingo.toggleCell({ difficulty: "easy", cellId: card.at(3) });
    const input = { difficulty: "easy" as const, userId: owner.userId };

    for (const actor of ACTORS) {
      const caller = await callerAs(db.database, actor);
      await expect(caller.bingo.getUserCard(input)).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "There is no public card here.",
      });
    }
    // Its owner may look at it (the share link before going public).
    expect((await owner.caller.bingo.getUserCard(input)).markedCellIds).toEqual([card.at(3)]);

    const user = await db.database.prisma.user.update({
      where: { id: owner.userId },
      data: { publicProfile: true },
    });
    for (const actor of ACTORS) {
      const caller = await callerAs(db.database, actor);
      const seen = await caller.bingo.getUserCard(input);
      expect(seen.owner).toEqual({ id: owner.userId, name: user.name, publicProfile: true });
      expect(seen.markedCellIds).toEqual([card.at(3)]);
      expect(seen.points).toBe(1);
    }
  });

  it("unknown and malformed users are NOT_FOUND or BAD_REQUEST, never a 500", async () => {
    const caller = await callerAs(db.database, "anonymous");
    await expect(
      caller.bingo.getUserCard({ difficulty: "easy", userId: "cnobody00000000000000000" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      caller.bingo.getUserCard({ difficulty: "easy", userId: "x".repeat(100) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("bingo.admin", () => {
  async function tasksOf(difficulty: Difficulty) {
    const card = await cellsOf(difficulty);
    return db.database.prisma.bingoTask.findMany({
      where: { cardId: card.id },
      orderBy: { position: "asc" },
      select: { id: true, text: true, free: true },
    });
  }

  it("lists the three cards with their tasks", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    const cards = await caller.bingo.admin.cards();
    expect(
      cards.map((card) => [card.difficulty, card.size, card.tasks.length, card.centre]),
    ).toEqual([
      ["easy", 3, 9, 4],
      ["medium", 4, 16, null],
      ["hard", 5, 25, 12],
    ]);
  });

  it("saves texts, order and the free centre, with an audit row; marks move with their task", async () => {
    const { session, caller } = await signedIn(db.database, "ADMIN");
    const player = await participant();
    const before = await tasksOf("easy");
    const moved = before[0];
    if (!moved || !session) throw new Error("the easy card has tasks");
    await player.caller.bingo.toggleCell({ difficulty: "easy", cellId: moved.id });

    // Swap the first and last task, rename one, and drop the free centre.
    const order = [before[8], ...before.slice(1, 8), before[0]].flatMap((task) =>
      task ? [{ id: task.id, text: task.id === moved.id ? "Do 12 squats" : task.text }] : [],
    );
    await caller.bingo.admin.update({ difficulty: "easy", tasks: order, freeCentre: false });
    const after = await tasksOf("easy");
    expect(after.map((task) => task.id)).toEqual(order.map((task) => task.id));
    expect(after[8]?.text).toBe("Do 12 squats");
    expect(after.some((task) => task.free)).toBe(false);
    const audit = await db.database.prisma.auditLog.findFirstOrThrow({
      where: { action: "bingoCard.update", actorId: session.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.targetType).toBe("BingoCard");
    expect(JSON.stringify(audit.after)).toContain("Do 12 squats");

    // The player's mark moved with the task; their next tap brings the ledger in line.
    const view = await player.caller.bingo.getCard({ difficulty: "easy" });
    expect(view.mine?.markedCellIds).toEqual([moved.id]);
    await player.caller.bingo.toggleCell({ difficulty: "easy", cellId: before[1]?.id ?? "" });
    await expectLedgerMatchesMarks(player.userId, "easy");

    // Restore the seeded card for the other tests.
    await caller.bingo.admin.update({
      difficulty: "easy",
      tasks: before.map(({ id, text }) => ({ id, text })),
      freeCentre: true,
    });
    expect(await tasksOf("easy")).toEqual(before);
  });

  it("refuses an edit that drops a task, a free centre on 4×4, and empty text, by field", async () => {
    const caller = await callerAs(db.database, "ADMIN");
    const medium = await tasksOf("medium");
    const tasks = medium.map(({ id, text }) => ({ id, text }));
    await expect(
      caller.bingo.admin.update({ difficulty: "medium", tasks: tasks.slice(1), freeCentre: false }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: {
        fields: { tasks: [expect.stringContaining("exactly once")] },
        // By key too, for the admin's editor in its language (README "Languages").
        text: { key: "admin.server.bingoTasksOnce", values: { total: 16 } },
      },
    });
    await expect(
      caller.bingo.admin.update({ difficulty: "medium", tasks, freeCentre: true }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Only a card with an odd size has a centre cell.",
      cause: { text: { key: "admin.server.bingoNoCentre" } },
    });
    await expect(
      caller.bingo.admin.update({
        difficulty: "medium",
        tasks: tasks.map((task, i) => (i === 0 ? { ...task, text: "  " } : task)),
        freeCentre: false,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await tasksOf("medium")).toEqual(medium);
  });
});

describe("bingo seed", () => {
  it("links each card to its challenge and never overwrites an admin's edit", async () => {
    const task = await db.database.prisma.bingoTask.findFirstOrThrow({
      where: { card: { difficulty: "hard" }, position: 0 },
    });
    await db.database.prisma.bingoTask.update({
      where: { id: task.id },
      data: { text: "Run 6 km" },
    });
    const created = await db.database.prisma.$transaction(
      async (tx) => (await bingoSeed.catalogue?.(tx)) ?? 0,
    );
    expect(created).toBe(0);
    const cards = await db.database.prisma.bingoCard.findMany({
      select: { difficulty: true, challenge: { select: { slug: true } } },
      orderBy: { size: "asc" },
    });
    expect(cards).toEqual([
      { difficulty: "easy", challenge: { slug: "bingo-easy" } },
      { difficulty: "medium", challenge: { slug: "bingo-medium" } },
      { difficulty: "hard", challenge: { slug: "bingo-hard" } },
    ]);
    expect(
      (await db.database.prisma.bingoTask.findUniqueOrThrow({ where: { id: task.id } })).text,
    ).toBe("Run 6 km");
  });
});

describe("bingo demo content", () => {
  it("gives the demo people the marks their ledger's cells say, shown on their public cards", async () => {
    await seedDemoFestival(db.database);
    const people = await db.database.prisma.user.findMany({
      where: { email: { in: DEMO_PEOPLE.map((person) => person.email) } },
      select: { id: true, publicProfile: true },
    });
    expect(people).toHaveLength(DEMO_PEOPLE.length);
    const marks = await db.database.prisma.bingoMark.count({
      where: { userId: { in: people.map((person) => person.id) } },
    });
    expect(marks).toBeGreaterThan(0);

    const caller = await callerAs(db.database, "anonymous");
    for (const person of people) {
      for (const difficulty of ["easy", "medium", "hard"] as const) {
        const card = await cellsOf(difficulty);
        const net = await netSources(person.id, card.challengeId);
        const credited = card.tasks
          .filter((task) => !task.free)
          .filter(
            (task) => (net.get(`${card.challengeId}:${person.id}:cell-${task.position}`) ?? 0) > 0,
          )
          .map((task) => task.id);
        if (!person.publicProfile) continue;
        const seen = await caller.bingo.getUserCard({ difficulty, userId: person.id });
        expect(seen.markedCellIds).toEqual(credited);
      }
    }
  });
});
