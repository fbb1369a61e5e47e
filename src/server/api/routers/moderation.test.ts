import type { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import type { ModerationStatus } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { isAppError } from "~/server/errors";
import { CARE_POST_POINTS } from "~/shared/points";
import { createSession, testContext } from "~/test/callers";
import { withCatalogueDatabase } from "~/test/seeds";
import { fieldErrorsOf, refusal } from "~/test/refusals";
import { allProcedures, callByPath } from "~/test/procedures";

/**
 * The one moderation decision, `moderation.<kind>.decide({ ids, decision, reason })`, for both
 * kinds of moderated items: the same rules, the same locking, the same answers.
 */

const { db, idOf } = withCatalogueDatabase();

/** The refusal's message key and values, as the queues and the help desk word it (README "Languages"). */
const textOf = (error: TRPCError) => (isAppError(error.cause) ? error.cause.text : null);

async function signedIn(role: "PARTICIPANT" | "MODERATOR") {
  const session = await createSession(db.database, role);
  const { ctx } = testContext(db.database, session);
  return { userId: session.user.id, ctx, caller: createCaller(ctx) };
}
type Person = Awaited<ReturnType<typeof signedIn>>;

/** One kind of moderated item: how to make pending ones, read their status and their points. */
type Kind = {
  name: "care" | "submission";
  noun: "post" | "submission";
  pending(authorId: string, count: number): Promise<string[]>;
  statuses(ids: readonly string[]): Promise<(ModerationStatus | undefined)[]>;
  decide(
    moderator: Person,
    input:
      | { ids: string[]; decision: "approve" }
      | { ids: string[]; decision: "reject"; reason: string },
  ): Promise<unknown>;
  /** Points the author holds from this kind of item. */
  points(userId: string): Promise<number>;
  paid: number;
};

let made = 0;

/** What `statuses` asks a model's findMany for: the rows of `ids`, their status. */
const byIds = (ids: readonly string[]) => ({
  where: { id: { in: [...ids] } },
  select: { id: true, status: true },
});

/** The statuses of the rows, in the order of `ids`. */
function inOrder(ids: readonly string[], rows: { id: string; status: ModerationStatus }[]) {
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
}

const care: Kind = {
  name: "care",
  noun: "post",
  async pending(userId, count) {
    const rows = await db.database.prisma.carePost.createManyAndReturn({
      data: Array.from({ length: count }, () => {
        made += 1;
        return {
          userId,
          kind: "GRATITUDE" as const,
          message: `Thank you, number ${made}`,
          createdAt: new Date(Date.now() - 60_000 + made),
        };
      }),
      select: { id: true },
    });
    return rows.map((row) => row.id);
  },
  statuses: async (ids) => inOrder(ids, await db.database.prisma.carePost.findMany(byIds(ids))),
  decide: (moderator, input) => moderator.caller.moderation.care.decide(input),
  points: (userId) => pointsOf(userId, "CARE_POST"),
  paid: CARE_POST_POINTS,
};

const submission: Kind = {
  name: "submission",
  noun: "submission",
  async pending(userId, count) {
    const slugs = ["festival-sketch", "poem-of-the-day", "photo-story"];
    if (count > slugs.length) throw new Error("one open submission per challenge");
    const ids: string[] = [];
    for (const slug of slugs.slice(0, count)) {
      const challengeId = idOf(slug);
      const row = await db.database.prisma.submission.create({
        data: {
          userId,
          challengeId,
          text: `Work for ${slug}`,
          openKey: `${userId}:${challengeId}`,
        },
        select: { id: true },
      });
      ids.push(row.id);
    }
    return ids;
  },
  statuses: async (ids) => inOrder(ids, await db.database.prisma.submission.findMany(byIds(ids))),
  decide: (moderator, input) => moderator.caller.moderation.submission.decide(input),
  points: (userId) => pointsOf(userId, "SUBMISSION"),
  // The seeded "Festival sketch" pays 15 points.
  paid: 15,
};

async function pointsOf(userId: string, sourceType: "CARE_POST" | "SUBMISSION") {
  const sum = await db.database.prisma.pointEntry.aggregate({
    where: { userId, sourceType },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

/** A moderator, an author and one of the author's items waiting for a decision. */
async function onePending(kind: Kind) {
  const moderator = await signedIn("MODERATOR");
  const author = await signedIn("PARTICIPANT");
  const [id] = await kind.pending(author.userId, 1);
  if (!id) throw new Error("an item expected");
  return { moderator, author, id };
}

for (const kind of [care, submission]) {
  describe(`moderation.${kind.name}.decide`, () => {
    it("approves and rejects a selection, one audit row per item, and answers how many", async () => {
      const moderator = await signedIn("MODERATOR");
      const author = await signedIn("PARTICIPANT");
      const ids = await kind.pending(author.userId, 2);
      await expect(kind.decide(moderator, { ids, decision: "approve" })).resolves.toEqual({
        decided: 2,
      });
      expect(await kind.statuses(ids)).toEqual(["APPROVED", "APPROVED"]);
      const audit = await db.database.prisma.auditLog.findMany({
        where: { targetId: { in: ids }, actorId: moderator.userId },
      });
      expect(audit).toHaveLength(2);
      expect(audit[0]?.before).toMatchObject({ status: "PENDING" });
      expect(audit[0]?.after).toMatchObject({ status: "APPROVED" });
    });

    it("is all or nothing: one item decided meanwhile refuses the whole selection", async () => {
      const moderator = await signedIn("MODERATOR");
      const author = await signedIn("PARTICIPANT");
      const ids = await kind.pending(author.userId, 3);
      const [, second] = ids;
      if (!second) throw new Error("three items expected");
      await kind.decide(moderator, { ids: [second], decision: "reject", reason: "Off topic" });
      const conflict = await refusal(
        kind.decide(moderator, { ids, decision: "reject", reason: "No" }),
      );
      expect(conflict.code).toBe("CONFLICT");
      expect(conflict.message).toContain(`1 of the selected ${kind.noun}s`);
      expect(textOf(conflict)).toEqual({
        key: "moderation.server.alreadyDecided",
        values: { noun: kind.noun, count: 1 },
      });
      expect(await kind.statuses(ids)).toEqual(["PENDING", "REJECTED", "PENDING"]);
      const unknown = await refusal(
        kind.decide(moderator, { ids: [ids[0] ?? "", "no-such-item"], decision: "approve" }),
      );
      expect(unknown.code).toBe("NOT_FOUND");
      expect(textOf(unknown)).toEqual({
        key: "moderation.server.someGone",
        values: { noun: kind.noun },
      });
      const gone = await refusal(
        kind.decide(moderator, { ids: ["no-such-item"], decision: "approve" }),
      );
      expect(textOf(gone)).toEqual({
        key: "moderation.server.notFound",
        values: { noun: kind.noun },
      });
      expect(await kind.statuses(ids)).toEqual(["PENDING", "REJECTED", "PENDING"]);
      expect(await kind.points(author.userId)).toBe(0);
    });

    it("a decision that changes nothing is a CONFLICT", async () => {
      const { moderator, author, id } = await onePending(kind);
      await kind.decide(moderator, { ids: [id], decision: "approve" });
      const again = await refusal(kind.decide(moderator, { ids: [id], decision: "approve" }));
      expect(again.code).toBe("CONFLICT");
      expect(textOf(again)).toEqual({
        key: "moderation.server.alreadyApproved",
        values: { noun: kind.noun },
      });
      expect(await kind.points(author.userId)).toBe(kind.paid);
    });

    it("two moderators deciding the same item at once: exactly one wins, paid once", async () => {
      const { moderator: first, author, id } = await onePending(kind);
      const second = await signedIn("MODERATOR");
      const results = await Promise.allSettled([
        kind.decide(first, { ids: [id], decision: "approve" }),
        kind.decide(second, { ids: [id], decision: "approve" }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((result) => result.status === "rejected");
      expect(lost?.status === "rejected" ? lost.reason : null).toMatchObject({ code: "CONFLICT" });
      expect(await kind.points(author.userId)).toBe(kind.paid);
      expect(await db.database.prisma.auditLog.count({ where: { targetId: id } })).toBe(1);
    });

    it("nobody decides on their own item, alone or in a selection", async () => {
      const self = await signedIn("MODERATOR");
      const author = await signedIn("PARTICIPANT");
      const [own] = await kind.pending(self.userId, 1);
      const [theirs] = await kind.pending(author.userId, 1);
      if (!own || !theirs) throw new Error("items expected");
      const alone = await refusal(kind.decide(self, { ids: [own], decision: "approve" }));
      expect(alone).toMatchObject({
        code: "FORBIDDEN",
        message: `Someone else has to decide on your own ${kind.noun}.`,
      });
      expect(textOf(alone)).toEqual({
        key: "moderation.server.ownItem",
        values: { noun: kind.noun, count: 1 },
      });
      const among = await refusal(
        kind.decide(self, { ids: [theirs, own], decision: "reject", reason: "Not now" }),
      );
      expect(among).toMatchObject({
        code: "FORBIDDEN",
        message: `Your own ${kind.noun} is among the 2 selected: someone else has to decide on it. Nothing was changed.`,
      });
      expect(textOf(among)).toEqual({
        key: "moderation.server.ownItem",
        values: { noun: kind.noun, count: 2 },
      });
      expect(await kind.statuses([own, theirs])).toEqual(["PENDING", "PENDING"]);
    });

    it("a rejection needs a reason, said next to the reason field", async () => {
      const { moderator, id } = await onePending(kind);
      // What a client may send, not what the types allow.
      const path = `moderation.${kind.name}.decide`;
      const procedure = allProcedures().find((entry) => entry.path === path)?.procedure;
      if (!procedure) throw new Error(`no procedure ${path}`);
      const call = (input: unknown) => callByPath(moderator.ctx, path, procedure, input);
      for (const input of [
        { ids: [id], decision: "reject" },
        { ids: [id], decision: "reject", reason: "  \n " },
      ]) {
        const error = await refusal(call(input));
        expect(error.code).toBe("BAD_REQUEST");
        expect(fieldErrorsOf(error).reason).toEqual(["Give a reason: the author will read it."]);
      }
      const tooMany = Array.from({ length: 101 }, (_, index) => `id-${index}`);
      for (const ids of [[], tooMany, [id, id]])
        expect((await refusal(call({ ids, decision: "approve" }))).code).toBe("BAD_REQUEST");
      expect(await kind.statuses([id])).toEqual(["PENDING"]);
    });

    it("rejecting an approved item takes it off (unpublish) and reverses its points exactly once", async () => {
      const { moderator, author, id } = await onePending(kind);
      await kind.decide(moderator, { ids: [id], decision: "approve" });
      expect(await kind.points(author.userId)).toBe(kind.paid);
      await kind.decide(moderator, { ids: [id], decision: "reject", reason: "Posted twice" });
      expect(await kind.points(author.userId)).toBe(0);
      const again = await refusal(
        kind.decide(moderator, { ids: [id], decision: "reject", reason: "Again" }),
      );
      expect(again.code).toBe("CONFLICT");
      expect(textOf(again)).toEqual({
        key: "moderation.server.alreadyRejected",
        values: { noun: kind.noun },
      });
      expect(await kind.points(author.userId)).toBe(0);
      const reversals = await db.database.prisma.pointEntry.count({
        where: { userId: author.userId, sourceId: id, amount: { lt: 0 } },
      });
      expect(reversals).toBe(1);
    });
  });
}
