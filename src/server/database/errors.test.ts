import { describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { challengeIds, seedCatalogue } from "~/test/seeds";
import { isUniqueViolation } from "./errors";

const db = withTestDatabase(seedCatalogue);

/** The error `write` fails with (it must fail). */
async function errorOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write was expected to fail");
}

/** Two submissions of one person to one challenge: one holds the open key, the other none. */
async function twoSubmissions() {
  const author = await createSession(db.database, "PARTICIPANT");
  const challengeId = (await challengeIds(db.database))("festival-sketch");
  const userId = author.user.id;
  const openKey = `${userId}:${challengeId}`;
  const prisma = db.database.prisma;
  await prisma.submission.create({ data: { userId, challengeId, text: "First", openKey } });
  const second = await prisma.submission.create({
    data: { userId, challengeId, text: "Second", openKey: null },
    select: { id: true },
  });
  return { openKey, secondId: second.id };
}

describe("isUniqueViolation", () => {
  it("recognises a unique key's refusal of a model write", async () => {
    const { openKey, secondId } = await twoSubmissions();
    const error = await errorOf(() =>
      db.database.prisma.submission.update({ where: { id: secondId }, data: { openKey } }),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("recognises a unique key's refusal of a raw statement (a CTE of a decision's statement)", async () => {
    const { openKey, secondId } = await twoSubmissions();
    const update = Prisma.sql`UPDATE "Submission" SET "openKey" = ${openKey} WHERE "id" = ${secondId}`;
    const error = await errorOf(() =>
      db.database.prisma.$transaction((tx) => tx.$queryRaw`WITH w0 AS (${update}) SELECT 1`),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("does not take another refusal of a raw statement for one", async () => {
    const { secondId } = await twoSubmissions();
    const error = await errorOf(
      () =>
        db.database.prisma
          .$executeRaw`UPDATE "Submission" SET "userId" = 'nobody' WHERE "id" = ${secondId}`,
    );
    expect(isUniqueViolation(error)).toBe(false);
  });
});
