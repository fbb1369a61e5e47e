import { describe, expect, it } from "vitest";
import type { CarePostKind } from "~/generated/prisma/enums";
import type { ModerationDecideInput } from "~/shared/moderation/inputs";
import { CARE_POST_POINTS } from "~/shared/points";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { callerAsRequest, statementsOfCall } from "~/test/statements";

/**
 * Issue R6's statement count for a care post (`care.create`) and the care moderation decision
 * (`moderation.care.decide`), counted as the station scan's is (station-scan-statements.test.ts):
 * as a real request makes it, the session lookup, the rate-limit counter and the transaction's
 * BEGIN and COMMIT included. These constants are where the two stand; lower them as statements
 * go, never raise them.
 *
 * Measured before the cut: 8 for a post (the session, the rate limit, BEGIN, the challenge, the
 * author's lock, today's count, the insert, COMMIT); 17 for an approval that joins the challenge
 * or completes it and earns its achievement, 16 for a plain one (the lock, the read, the update,
 * the challenge by slug and again by id, today's paid posts, the post's ledger rows, the award,
 * three reads of the rules' catalogue, the rules' write, the audit row, the author's notice); 8
 * to reject a pending post, 16 to unpublish an approved one.
 *
 * Now: a post sends 6 (the session, the rate limit, BEGIN, the author's lock, one statement that
 * counts today's posts and inserts, COMMIT; the challenge's window from the catalogue cache). A
 * decision: the session, BEGIN, one statement that locks and reads the posts, then per post
 * without points (a rejection) one statement that writes the post, its audit row and the author's
 * notice; with points (an approval, an unpublish) one read of the post's ledger rows and the
 * author's daily allowance, and the award's statement that writes the post, the audit row, the
 * notice, the participation and the ledger row and reads the author's progress (`awardAll` with
 * them `alongside`), one more when a status changes or an achievement is earned; COMMIT. So 7
 * for the first approval (it joins) and the worst (it completes the challenge and earns its
 * achievement), 6 for a plain one, 5 for a rejection, 7 for the unpublish (the completed
 * challenge goes back in progress).
 */
const CREATE_STATEMENTS = 6;
const APPROVE_FIRST_STATEMENTS = 7;
const APPROVE_PLAIN_STATEMENTS = 6;
const APPROVE_WORST_STATEMENTS = 7;
const REJECT_STATEMENTS = 5;
const UNPUBLISH_STATEMENTS = 7;
/**
 * A reader's report of a post on the wall (`care.report`). Measured before the cut: 8 (the
 * session, the rate limit, BEGIN, the post's lock, the post's read, the report's insert, the
 * count of its reports since it was published, COMMIT); 11 for the report that takes the post
 * down (the third: it also writes the post, reads the post's ledger rows and reverses its points
 * through `award`). Now 6: one statement locks and reads the post, one inserts the report and
 * counts the post's reports; the take-down 8: the post's ledger rows read, then the award's
 * statement writes the post's change `alongside` the reversal (as the unpublish does).
 */
const REPORT_STATEMENTS = 6;
const REPORT_TAKE_DOWN_STATEMENTS = 8;

const db = withTestDatabase(seedCatalogue);

let counter = 0;
function postInput(kind: CarePostKind) {
  counter += 1;
  return kind === "GRATITUDE"
    ? {
        kind,
        toName: "the volunteers",
        message: `Thank you for the tea, number ${counter}`,
        anonymous: false,
      }
    : {
        kind,
        category: "HELPING_HAND" as const,
        message: `I carried chairs, number ${counter}`,
        anonymous: false,
      };
}

/** Pending posts of `userId`, written directly (the author's burst limit is not what is counted). */
async function pendingPosts(userId: string, kind: CarePostKind, count: number) {
  const rows = await db.database.prisma.carePost.createManyAndReturn({
    data: Array.from({ length: count }, () => ({ userId, ...postInput(kind) })),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

describe("the SQL a care post and its moderation send", () => {
  it("stays within the counted statements for a gratitude note and an act of giving", async () => {
    const author = await createSession(db.database, "PARTICIPANT");
    // The first post of the process warms what a running server has warm.
    await (await callerAsRequest(db.database, author.id)).care.create(postInput("GRATITUDE"));

    const counts: Record<CarePostKind, string[]> = { GRATITUDE: [], JOY_OF_GIVING: [] };
    for (const kind of ["GRATITUDE", "JOY_OF_GIVING"] as const) {
      const input = postInput(kind);
      let post: { kind: CarePostKind; message: string; status: string } | undefined;
      counts[kind] = await statementsOfCall(db.database, async () => {
        post = await (await callerAsRequest(db.database, author.id)).care.create(input);
      });
      expect(post).toMatchObject({ kind, message: input.message, status: "PENDING" });
    }
    const stored = await db.database.prisma.carePost.count({ where: { userId: author.user.id } });
    expect(stored).toBe(3);

    for (const statements of Object.values(counts))
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(CREATE_STATEMENTS);
  });

  it("stays within the counted statements to approve, reject and unpublish", async () => {
    const moderator = await createSession(db.database, "MODERATOR");
    const author = await createSession(db.database, "PARTICIPANT");
    const userId = author.user.id;
    const decide = async (input: ModerationDecideInput) => {
      let result: { decided: number } | undefined;
      const statements = await statementsOfCall(db.database, async () => {
        result = await (
          await callerAsRequest(db.database, moderator.id)
        ).moderation.care.decide(input);
      });
      expect(result).toEqual({ decided: input.ids.length });
      return statements;
    };
    // The first decision of the process warms what a running server has warm.
    const [warmUp] = await pendingPosts(userId, "JOY_OF_GIVING", 1);
    await decide({ ids: [warmUp!], decision: "approve" });

    // Three gratitude notes: the first two approvals are plain (points, joined, no status change
    // after the first), the third completes the challenge and earns its achievement (the worst).
    const notes = await pendingPosts(userId, "GRATITUDE", 3);
    const first = await decide({ ids: [notes[0]!], decision: "approve" });
    const plain = await decide({ ids: [notes[1]!], decision: "approve" });
    const worst = await decide({ ids: [notes[2]!], decision: "approve" });
    const prisma = db.database.prisma;
    const gratitude = await prisma.participation.findFirstOrThrow({
      where: { userId, challenge: { slug: "gratitude" } },
      select: { status: true },
    });
    expect(gratitude.status).toBe("COMPLETED");
    const earned = await prisma.userAchievement.count({
      where: { userId, achievement: { key: "gratitude-3" } },
    });
    expect(earned).toBe(1);

    // A pending post rejected (no points), an approved one unpublished (its points reversed).
    const [rejected] = await pendingPosts(userId, "JOY_OF_GIVING", 1);
    const reject = await decide({ ids: [rejected!], decision: "reject", reason: "Off topic" });
    const unpublish = await decide({
      ids: [notes[0]!],
      decision: "reject",
      reason: "Names a person",
    });

    const afterUnpublish = await prisma.participation.findFirstOrThrow({
      where: { userId, challenge: { slug: "gratitude" } },
      select: { status: true },
    });
    expect(afterUnpublish.status).toBe("IN_PROGRESS");
    const ledger = await prisma.pointEntry.findMany({
      where: { userId, sourceType: "CARE_POST" },
      select: { sourceId: true, amount: true, seq: true },
    });
    expect(ledger.filter((row) => row.sourceId === notes[0])).toEqual(
      expect.arrayContaining([
        { sourceId: notes[0], amount: CARE_POST_POINTS, seq: 0 },
        { sourceId: notes[0], amount: -CARE_POST_POINTS, seq: 1 },
      ]),
    );
    expect(ledger.some((row) => row.sourceId === rejected)).toBe(false);
    const audits = await prisma.auditLog.count({
      where: { targetType: "CarePost", targetId: { in: [...notes, rejected!, warmUp!] } },
    });
    expect(audits).toBe(6);
    const approval = await prisma.auditLog.findFirstOrThrow({
      where: { targetId: notes[2]!, action: "carePost.approve" },
      select: { before: true, after: true, actorId: true },
    });
    expect(approval).toMatchObject({
      actorId: moderator.user.id,
      before: { status: "PENDING", publishedAt: null },
      after: { status: "APPROVED", moderatedById: moderator.user.id },
    });
    const notices = await prisma.notification.groupBy({
      by: ["kind"],
      where: { userId },
      _count: { _all: true },
    });
    expect(Object.fromEntries(notices.map((row) => [row.kind, row._count._all]))).toMatchObject({
      CARE_POST_APPROVED: 4,
      CARE_POST_REJECTED: 2,
    });

    expect(first.length, first.join("\n")).toBeLessThanOrEqual(APPROVE_FIRST_STATEMENTS);
    expect(plain.length, plain.join("\n")).toBeLessThanOrEqual(APPROVE_PLAIN_STATEMENTS);
    expect(worst.length, worst.join("\n")).toBeLessThanOrEqual(APPROVE_WORST_STATEMENTS);
    expect(reject.length, reject.join("\n")).toBeLessThanOrEqual(REJECT_STATEMENTS);
    expect(unpublish.length, unpublish.join("\n")).toBeLessThanOrEqual(UNPUBLISH_STATEMENTS);
  });

  it("stays within the counted statements to report a post and, at the third report, take it down", async () => {
    const moderator = await createSession(db.database, "MODERATOR");
    const author = await createSession(db.database, "PARTICIPANT");
    const readers = await Promise.all(
      [1, 2, 3].map(() => createSession(db.database, "PARTICIPANT")),
    );
    const [warmUp, post] = await pendingPosts(author.user.id, "GRATITUDE", 2);
    const moderation = await callerAsRequest(db.database, moderator.id);
    await moderation.moderation.care.decide({ ids: [warmUp!, post!], decision: "approve" });
    const report = async (sessionId: string, postId: string) => {
      let result: { takenDown: boolean } | undefined;
      const statements = await statementsOfCall(db.database, async () => {
        result = await (
          await callerAsRequest(db.database, sessionId)
        ).care.report({ postId, reason: "OFFENSIVE" });
      });
      return { result, statements };
    };
    // The first report of the process warms what a running server has warm; each reader's first
    // request renews their test session (the sliding expiry), which is not what is counted.
    await report(readers[0]!.id, warmUp!);
    for (const reader of readers) await callerAsRequest(db.database, reader.id);

    const reports = [];
    for (const reader of readers) reports.push(await report(reader.id, post!));
    expect(reports.map(({ result }) => result)).toEqual([
      { takenDown: false },
      { takenDown: false },
      { takenDown: true },
    ]);
    const prisma = db.database.prisma;
    expect(await prisma.careReport.count({ where: { postId: post! } })).toBe(3);
    const takenDown = await prisma.carePost.findUniqueOrThrow({
      where: { id: post! },
      select: { status: true, reportFlagged: true },
    });
    expect(takenDown).toEqual({ status: "PENDING", reportFlagged: true });
    const ledger = await prisma.pointEntry.findMany({
      where: { sourceType: "CARE_POST", sourceId: post! },
      orderBy: { seq: "asc" },
      select: { amount: true, seq: true },
    });
    expect(ledger).toEqual([
      { amount: CARE_POST_POINTS, seq: 0 },
      { amount: -CARE_POST_POINTS, seq: 1 },
    ]);

    for (const { statements } of reports.slice(0, 2))
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(REPORT_STATEMENTS);
    const last = reports[2]!.statements;
    expect(last.length, last.join("\n")).toBeLessThanOrEqual(REPORT_TAKE_DOWN_STATEMENTS);
  });
});
