import { describe, expect, it } from "vitest";
import type { ModerationDecideInput } from "~/shared/moderation/inputs";
import { awardNow } from "~/server/services/award";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { challengeIds, seedCatalogue } from "~/test/seeds";
import { callerAsRequest, statementsOfCall } from "~/test/statements";

/**
 * Issue R6's statement count for the submissions' moderation decision
 * (`moderation.submission.decide`: approve, reject, or unpublish an artwork), counted as the care
 * decision's is (care-statements.test.ts): as a real request makes it, the session lookup and the
 * transaction's BEGIN and COMMIT included. These constants are where the decision stands; lower
 * them as statements go, never raise them.
 *
 * Measured before the cut: 16 for the author's first approved artwork (it completes its challenge
 * and earns "First artwork") and for a plain approval (it completes its challenge, nothing more):
 * the session, BEGIN, the lock, the read, the update, the challenge (the award's check), the
 * submission's ledger rows, the award, three reads of the rules' catalogue, the rules' write, the
 * audit row, the challenge again (the notice's title), the author's notice, COMMIT; 9 for a
 * rejection, 16 for an unpublish (the challenge goes back in progress) and 17 to approve a
 * rejected artwork again (the check that no newer submission holds its place).
 *
 * Now, as the care decision: the session, BEGIN, one statement that locks and reads the
 * submissions, then per submission without points (a rejection) one statement that writes it,
 * its audit row and the author's notice; with points (an approval, an unpublish) one read of its
 * ledger rows, then the award's statement that writes the submission, the audit row, the notice,
 * the participation and the ledger row and reads the author's progress (`awardAll` with them
 * `alongside`), and one more when a status changes or an achievement is earned (every approval
 * completes its challenge: a submission challenge takes one); COMMIT. The challenge's title and
 * the rules come from the catalogue cache; whether a newer submission holds a rejected one's
 * place is its open key's to say (the approval's UPDATE sets it: a unique violation is the
 * CONFLICT), not a read. So 7 to approve (the first artwork earning its achievement, the worst,
 * and a plain one alike, and a rejected artwork again), 5 to reject, 7 to unpublish.
 */
const APPROVE_FIRST_STATEMENTS = 7;
const APPROVE_PLAIN_STATEMENTS = 7;
const REJECT_STATEMENTS = 5;
const UNPUBLISH_STATEMENTS = 7;
const APPROVE_AGAIN_STATEMENTS = 7;

const db = withTestDatabase(seedCatalogue);

/** A pending submission of `userId` to the challenge `slug`, who joined it as submitting does. */
async function pendingSubmission(userId: string, slug: string) {
  const challengeId = (await challengeIds(db.database))(slug);
  await awardNow(db.database.prisma, { type: "CHALLENGE_JOINED", userId, challengeId });
  const row = await db.database.prisma.submission.create({
    data: { userId, challengeId, text: `My work for ${slug}`, openKey: `${userId}:${challengeId}` },
    select: { id: true },
  });
  return row.id;
}

async function statusOf(userId: string, slug: string) {
  const participation = await db.database.prisma.participation.findFirstOrThrow({
    where: { userId, challenge: { slug } },
    select: { status: true },
  });
  return participation.status;
}

describe("the SQL the submissions' moderation sends", () => {
  it("stays within the counted statements to approve, reject, unpublish and approve again", async () => {
    const moderator = await createSession(db.database, "MODERATOR");
    const author = await createSession(db.database, "PARTICIPANT");
    const userId = author.user.id;
    const decide = async (input: ModerationDecideInput) => {
      let result: { decided: number } | undefined;
      const statements = await statementsOfCall(db.database, async () => {
        result = await (
          await callerAsRequest(db.database, moderator.id)
        ).moderation.submission.decide(input);
      });
      expect(result).toEqual({ decided: input.ids.length });
      return statements;
    };
    // The first decision of the process (another author's) warms what a running server has warm.
    const other = await createSession(db.database, "PARTICIPANT");
    await decide({
      ids: [await pendingSubmission(other.user.id, "photo-story")],
      decision: "approve",
    });

    // The author's first artwork: it completes its challenge and earns "First artwork" (the
    // worst); the second completes its challenge and nothing more (plain).
    const sketch = await pendingSubmission(userId, "festival-sketch");
    const poem = await pendingSubmission(userId, "poem-of-the-day");
    const first = await decide({ ids: [sketch], decision: "approve" });
    const plain = await decide({ ids: [poem], decision: "approve" });
    expect(await statusOf(userId, "festival-sketch")).toBe("COMPLETED");
    expect(await statusOf(userId, "poem-of-the-day")).toBe("COMPLETED");
    const prisma = db.database.prisma;
    const earned = await prisma.userAchievement.count({
      where: { userId, achievement: { key: "first-artwork" } },
    });
    expect(earned).toBe(1);

    // A pending artwork rejected (no points); an approved one unpublished (its points reversed,
    // its challenge back in progress), then approved again.
    const photo = await pendingSubmission(userId, "photo-story");
    const reject = await decide({ ids: [photo], decision: "reject", reason: "Not a story" });
    const unpublish = await decide({ ids: [poem], decision: "reject", reason: "Names a person" });
    expect(await statusOf(userId, "poem-of-the-day")).toBe("IN_PROGRESS");
    const again = await decide({ ids: [poem], decision: "approve" });
    expect(await statusOf(userId, "poem-of-the-day")).toBe("COMPLETED");

    const ledger = await prisma.pointEntry.findMany({
      where: { userId, sourceType: "SUBMISSION" },
      orderBy: [{ sourceId: "asc" }, { seq: "asc" }],
      select: { sourceId: true, amount: true, seq: true },
    });
    expect(ledger.filter((row) => row.sourceId === poem)).toEqual([
      { sourceId: poem, amount: 10, seq: 0 },
      { sourceId: poem, amount: -10, seq: 1 },
      { sourceId: poem, amount: 10, seq: 2 },
    ]);
    expect(ledger.filter((row) => row.sourceId === sketch)).toEqual([
      { sourceId: sketch, amount: 15, seq: 0 },
    ]);
    expect(ledger.some((row) => row.sourceId === photo)).toBe(false);

    const stored = await prisma.submission.findMany({
      where: { id: { in: [sketch, poem, photo] } },
      select: { id: true, status: true, reason: true, openKey: true, moderatedById: true },
    });
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(byId.get(sketch)).toMatchObject({
      status: "APPROVED",
      moderatedById: moderator.user.id,
    });
    expect(byId.get(poem)).toMatchObject({ status: "APPROVED", reason: null });
    expect(byId.get(poem)?.openKey).not.toBeNull();
    expect(byId.get(photo)).toMatchObject({
      status: "REJECTED",
      reason: "Not a story",
      openKey: null,
    });

    const audits = await prisma.auditLog.findMany({
      where: { targetType: "Submission", targetId: { in: [sketch, poem, photo] } },
      orderBy: { createdAt: "asc" },
      select: { targetId: true, action: true, actorId: true, before: true, after: true },
    });
    expect(audits.map((row) => [row.targetId, row.action])).toEqual([
      [sketch, "submission.approve"],
      [poem, "submission.approve"],
      [photo, "submission.reject"],
      [poem, "submission.reject"],
      [poem, "submission.approve"],
    ]);
    expect(audits.every((row) => row.actorId === moderator.user.id)).toBe(true);
    expect(audits[0]).toMatchObject({
      before: { status: "PENDING", text: "My work for festival-sketch", reason: null },
      after: { status: "APPROVED", reason: null },
    });
    expect(audits[3]).toMatchObject({
      before: { status: "APPROVED" },
      after: { status: "REJECTED", reason: "Names a person" },
    });

    const notices = await prisma.notification.findMany({
      where: { userId, kind: { in: ["SUBMISSION_APPROVED", "SUBMISSION_REJECTED"] } },
      orderBy: { createdAt: "asc" },
      select: { kind: true, title: true, detail: true },
    });
    const approved = (title: string) => ({
      kind: "SUBMISSION_APPROVED",
      title: `Your artwork for “${title}” was approved: it is in the gallery.`,
      detail: null,
    });
    expect(notices).toEqual([
      approved("Festival sketch"),
      approved("Poem of the day"),
      {
        kind: "SUBMISSION_REJECTED",
        title: "Your artwork for “Photo story” was rejected.",
        detail: "Not a story",
      },
      {
        kind: "SUBMISSION_REJECTED",
        title: "Your artwork for “Poem of the day” was taken out of the gallery.",
        detail: "Names a person",
      },
      approved("Poem of the day"),
    ]);

    expect(first.length, first.join("\n")).toBeLessThanOrEqual(APPROVE_FIRST_STATEMENTS);
    expect(plain.length, plain.join("\n")).toBeLessThanOrEqual(APPROVE_PLAIN_STATEMENTS);
    expect(reject.length, reject.join("\n")).toBeLessThanOrEqual(REJECT_STATEMENTS);
    expect(unpublish.length, unpublish.join("\n")).toBeLessThanOrEqual(UNPUBLISH_STATEMENTS);
    expect(again.length, again.join("\n")).toBeLessThanOrEqual(APPROVE_AGAIN_STATEMENTS);
  });
});
