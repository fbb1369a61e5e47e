import { describe, expect, it } from "vitest";
import { bingoSeed } from "../../../prisma/seed-bingo";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { callerAsRequest, statementsOfCall } from "~/test/statements";

/**
 * Issue R6's statement count for one bingo tap (`bingo.toggleCell`), counted as the station
 * scan's is (station-scan-statements.test.ts): as a real request makes it, the session lookup,
 * the rate-limit counter and the transaction's BEGIN and COMMIT included. These constants are
 * where the tap stands; lower them as statements go, never raise them.
 *
 * Measured before the fold: 44 for the worst tap (the last cell of the easy card: its cell, three
 * lines and the full card awarded, one `award` each re-reading the source's history and the
 * rules' catalogue, and the full card's achievement), 20 for a plain tap (one cell, nothing
 * completed), 44 to unmark that last cell again (five reversals), the final points read included.
 * Now 9 each: the session, the rate limit, BEGIN, the card with its challenge and cells (one
 * statement), the card's lock, the card's marks and its ledger rows (what is awarded, each
 * source's history and the points) in one read, one statement that inserts or deletes the mark,
 * joins, writes every ledger row of the tap (cell, lines, card) and reads the user's progress
 * (`awardAll` with the mark `alongside`), one that writes the status change and the achievement, COMMIT. The rules'
 * catalogue comes from the process's cache. A tap that changes no status and earns nothing sends
 * one fewer.
 */
const WORST_TAP_STATEMENTS = 9;
const PLAIN_TAP_STATEMENTS = 9;
const UNMARK_STATEMENTS = 9;

const db = withTestDatabase((database) => seedCatalogue(database, bingoSeed.catalogue));

/** One tap as a signed-in participant's request makes it (`callerAsRequest`). */
async function tapAsRequest(
  sessionId: string,
  input: { difficulty: "easy" | "medium" | "hard"; cellId: string; marked?: boolean },
) {
  return (await callerAsRequest(db.database, sessionId)).bingo.toggleCell(input);
}

async function cardCells(difficulty: "easy" | "medium") {
  const card = await db.database.prisma.bingoCard.findUniqueOrThrow({
    where: { difficulty },
    select: {
      challengeId: true,
      tasks: { orderBy: { position: "asc" }, select: { id: true, free: true } },
    },
  });
  return { challengeId: card.challengeId, open: card.tasks.filter((task) => !task.free) };
}

describe("the SQL one bingo tap sends", () => {
  it("stays within the counted statements for a plain tap, the card's last cell and its unmark", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const userId = session.user.id;
    // The first tap of the process warms what a running server has warm (caches, prepared
    // lookups); the counted taps are the ones a busy festival makes.
    const medium = await cardCells("medium");
    await tapAsRequest(session.id, { difficulty: "medium", cellId: medium.open[0]!.id });

    // The easy card is 3×3 with a free centre: eight cells to mark. The first is a plain tap.
    const easy = await cardCells("easy");
    const [first, ...rest] = easy.open;
    const last = rest.pop()!;
    let plain: Awaited<ReturnType<typeof tapAsRequest>> | undefined;
    const plainTap = await statementsOfCall(db.database, async () => {
      plain = await tapAsRequest(session.id, { difficulty: "easy", cellId: first!.id });
    });
    expect(plain).toMatchObject({ marked: true, changed: true, newLines: [], newFullCard: false });
    expect(plain?.pointsChange).toBe(1);
    // The cells between complete the lines that do not hold the last one (and earn the first
    // line's achievement).
    for (const cell of rest)
      await tapAsRequest(session.id, { difficulty: "easy", cellId: cell.id });

    // The last cell completes the lines through it and the card, and earns the card's
    // achievement: the worst case (the test checks it did all that, so a count that drops work
    // cannot pass).
    let worst: Awaited<ReturnType<typeof tapAsRequest>> | undefined;
    const worstTap = await statementsOfCall(db.database, async () => {
      worst = await tapAsRequest(session.id, { difficulty: "easy", cellId: last.id });
    });
    expect(worst?.newLines.length).toBe(3);
    expect(worst?.newFullCard).toBe(true);
    expect(worst?.full).toBe(true);
    expect(worst?.lines.length).toBe(8);
    expect(worst?.achievements.length).toBeGreaterThan(0);
    // 1 per cell, 5 per line, 20 for the card: 8 + 8 × 5 + 20.
    expect(worst?.points).toBe(68);
    expect(worst?.pointsChange).toBe(1 + 3 * 5 + 20);

    let undone: Awaited<ReturnType<typeof tapAsRequest>> | undefined;
    const unmark = await statementsOfCall(db.database, async () => {
      undone = await tapAsRequest(session.id, {
        difficulty: "easy",
        cellId: last.id,
        marked: false,
      });
    });
    expect(undone).toMatchObject({ marked: false, changed: true, full: false });
    expect(undone?.brokenLines.length).toBe(3);
    expect(undone?.fullCardBroken).toBe(true);
    expect(undone?.pointsChange).toBe(-(1 + 3 * 5 + 20));
    expect(undone?.points).toBe(68 - 36);

    // The ledger agrees: the last cell's sources awarded (seq 0) and reversed (seq 1), the
    // others awarded once; the points are the ledger's.
    const prisma = db.database.prisma;
    const rows = await prisma.pointEntry.findMany({
      where: { userId, challengeId: easy.challengeId },
      select: { sourceType: true, seq: true, amount: true },
    });
    expect(
      rows
        .filter((row) => row.seq === 1)
        .map((row) => row.amount)
        .sort(),
    ).toEqual([-1, -20, -5, -5, -5].sort());
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(undone?.points);

    // On a failure the message lists the statements the tap sent.
    expect(plainTap.length, plainTap.join("\n")).toBeLessThanOrEqual(PLAIN_TAP_STATEMENTS);
    expect(worstTap.length, worstTap.join("\n")).toBeLessThanOrEqual(WORST_TAP_STATEMENTS);
    expect(unmark.length, unmark.join("\n")).toBeLessThanOrEqual(UNMARK_STATEMENTS);
  });
});
