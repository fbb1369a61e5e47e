import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { readSession } from "~/server/auth/session";
import { ACTORS, createSession, testContext, TEST_PASSWORD } from "~/test/callers";
import { createTestDatabase, type TestDatabase } from "~/test/database";
import { startMailbox, type Mailbox } from "~/test/mailbox";

let db: TestDatabase;
let mailbox: Mailbox;
beforeAll(async () => {
  db = await createTestDatabase();
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});

async function participant() {
  const session = await createSession(db.database, "PARTICIPANT");
  const context = testContext(db.database, session, { mailer: mailbox.mailer() });
  return { session, caller: createCaller(context.ctx), ...context };
}

describe("who may use the account router", () => {
  for (const actor of ACTORS) {
    it(`${actor === "anonymous" ? "refuses" : "serves"} ${actor}`, async () => {
      const session = actor === "anonymous" ? null : await createSession(db.database, actor);
      const caller = createCaller(testContext(db.database, session).ctx);
      const calls = [
        () => caller.account.me(),
        () =>
          caller.account.updateProfile({
            name: "N",
            email: `x-${Math.random()}@festival.test`,
            publicProfile: false,
          }),
        () =>
          caller.account.changePassword({
            currentPassword: TEST_PASSWORD,
            newPassword: "another long password",
          }),
      ];
      for (const call of calls) {
        if (actor === "anonymous")
          await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
        else await expect(call()).resolves.toBeTruthy();
      }
    });
  }

  it("always acts on the session's user, whatever the input says", async () => {
    const { caller, session } = await participant();
    const other = await createSession(db.database, "PARTICIPANT");
    const input = {
      name: "Changed",
      email: `mine-${Date.now()}@festival.test`,
      publicProfile: true,
      id: other.user.id,
    };
    const { user } = await caller.account.updateProfile(input);
    expect(user.id).toBe(session.user.id);
    const untouched = await db.database.prisma.user.findUniqueOrThrow({
      where: { id: other.user.id },
    });
    expect(untouched.name).toBe(other.user.name);
  });
});

describe("account.me and account.updateProfile", () => {
  it("returns the stored user and saves name, email (lower-cased) and the public switch", async () => {
    const { caller, session } = await participant();
    expect((await caller.account.me()).user).toMatchObject({
      id: session.user.id,
      email: session.user.email,
    });
    const { user } = await caller.account.updateProfile({
      name: " Sam ",
      email: "Sam.New@Festival.Test",
      publicProfile: true,
    });
    expect(user).toMatchObject({
      name: "Sam",
      email: "sam.new@festival.test",
      publicProfile: true,
    });
    expect((await caller.account.me()).user.publicProfile).toBe(true);
  });

  it("refuses an email another account uses, next to the email field", async () => {
    const { caller } = await participant();
    const other = await createSession(db.database, "PARTICIPANT");
    await expect(
      caller.account.updateProfile({
        name: "X",
        email: other.user.email.toUpperCase(),
        publicProfile: false,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/already uses/) });
  });
});

describe("account.me standing", () => {
  it("reports points and rank from the ledger, and achievements held", async () => {
    const { caller, session } = await participant();
    const empty = await caller.account.me();
    expect(empty.standing).toMatchObject({ total: 0, rank: null });
    expect(empty.achievements.earned).toBe(0);
    await db.database.prisma.pointEntry.createMany({
      data: [7, 5].map((amount, index) => ({
        userId: session.user.id,
        area: "FITNESS" as const,
        amount,
        reason: "test award",
        sourceType: "BINGO_CELL" as const,
        sourceId: `${session.user.id}-${index}`,
      })),
    });
    const { standing } = await caller.account.me();
    expect(standing.total).toBe(12);
    expect(standing.rank).toBeGreaterThanOrEqual(1);
    expect(standing.rankedUsers).toBeGreaterThanOrEqual(standing.rank ?? 0);
  });
});

describe("account.changePassword", () => {
  it("needs the current password", async () => {
    const { caller } = await participant();
    await expect(
      caller.account.changePassword({
        currentPassword: "wrong password",
        newPassword: "another long password",
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/not your current password/),
    });
  });

  it("signs out every other device, keeps this one, and mails a notice", async () => {
    const { caller, session, settled } = await participant();
    const otherDevice = await db.database.prisma.session.create({
      data: {
        id: `other-${Date.now()}`,
        userId: session.user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    await caller.account.changePassword({
      currentPassword: TEST_PASSWORD,
      newPassword: "another long password",
    });
    const remaining = await db.database.prisma.session.findMany({
      where: { userId: session.user.id },
    });
    expect(remaining.map((s) => s.id)).toEqual([session.id]);
    expect(remaining.map((s) => s.id)).not.toContain(otherDevice.id);
    expect((await readSession(db.database.prisma, `session=${session.id}`)).session?.user.id).toBe(
      session.user.id,
    );
    await settled();
    expect((await mailbox.waitForMail(session.user.email)).subject).toMatch(/password was changed/);
  });
});

describe("account.exportData", () => {
  it("gives me my data and never a session id or password hash", async () => {
    const { caller, session } = await participant();
    const data = await caller.account.exportData();
    expect(data.user).toMatchObject({ id: session.user.id, email: session.user.email });
    expect(data.user).not.toHaveProperty("passwordHash");
    expect(data.sessions).toEqual([expect.objectContaining({ thisDevice: true })]);
    expect(JSON.stringify(data)).not.toContain(session.id);
    expect(data.points).toEqual([]);
  });

  it("includes what every area holds about me, and nobody else's rows", async () => {
    const { caller, session } = await participant();
    const other = await participant();
    const prisma = db.database.prisma;
    const userId = session.user.id;
    const suffix = userId.slice(-8);
    const bingo = await prisma.challenge.create({
      data: {
        area: "FITNESS",
        kind: "BINGO",
        slug: `export-bingo-${suffix}`,
        title: "B",
        summary: "",
      },
    });
    const art = await prisma.challenge.create({
      data: {
        area: "ARTS",
        kind: "SUBMISSION",
        slug: `export-art-${suffix}`,
        title: "Sketch",
        summary: "",
      },
    });
    const station = await prisma.qrCode.create({
      data: { label: `Compost ${suffix}`, token: `export-token-${suffix}` },
    });
    const point = await prisma.waterPoint.create({ data: { name: `Fountain ${suffix}` } });
    await prisma.bingoCard.deleteMany({ where: { difficulty: "easy" } });
    const card = await prisma.bingoCard.create({
      data: {
        difficulty: "easy",
        challengeId: bingo.id,
        size: 3,
        tasks: { create: [{ position: 0, text: "10 squats" }] },
      },
      include: { tasks: true },
    });
    await prisma.bingoMark.create({ data: { userId, taskId: card.tasks[0]?.id ?? "" } });
    await prisma.qrScan.create({ data: { userId, qrCodeId: station.id } });
    await prisma.waterBottle.create({ data: { userId, code: `EXP${suffix}` } });
    await prisma.bottleCollection.create({ data: { userId, waterPointId: point.id, quantity: 2 } });
    await prisma.certificate.create({ data: { userId, serial: `SER-${suffix}` } });
    await prisma.carePost.create({
      data: { userId, kind: "GRATITUDE", message: "Thank you, volunteers", anonymous: true },
    });
    await prisma.carePost.create({
      data: {
        userId: other.session.user.id,
        kind: "GRATITUDE",
        message: "Not mine",
        anonymous: false,
      },
    });
    await prisma.submission.create({ data: { userId, challengeId: art.id, text: "My sketch" } });

    const data = await caller.account.exportData();
    expect(data.bingoMarks).toEqual([
      expect.objectContaining({ difficulty: "easy", task: "10 squats" }),
    ]);
    expect(data.stationScans).toEqual([expect.objectContaining({ station: `Compost ${suffix}` })]);
    expect(data.waterBottle).toMatchObject({ code: `EXP${suffix}` });
    expect(data.bottleCollections).toEqual([
      expect.objectContaining({ quantity: 2, waterPoint: `Fountain ${suffix}` }),
    ]);
    expect(data.certificate).toMatchObject({ serial: `SER-${suffix}` });
    expect(data.carePosts.map((post) => post.message)).toEqual(["Thank you, volunteers"]);
    expect(data.submissions).toEqual([
      expect.objectContaining({
        text: "My sketch",
        image: null,
        challenge: { slug: art.slug, title: "Sketch" },
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain("Not mine");
  });
});

describe("account.deleteAccount", () => {
  it("needs my password", async () => {
    const { caller } = await participant();
    await expect(
      caller.account.deleteAccount({ password: "wrong password" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/not your password/),
    });
  });

  it("removes me, signs me out, and keeps my points in the totals without my name", async () => {
    const { caller, session, cookies } = await participant();
    await db.database.prisma.pointEntry.create({
      data: {
        userId: session.user.id,
        area: "CARE",
        amount: 3,
        reason: "test award",
        sourceType: "CARE_POST",
        sourceId: `delete-${session.user.id}`,
      },
    });
    const festivalTotal = async () =>
      (await db.database.prisma.pointEntry.aggregate({ _sum: { amount: true } }))._sum.amount;
    const before = await festivalTotal();
    await expect(caller.account.deleteAccount({ password: TEST_PASSWORD })).resolves.toEqual({
      deleted: true,
    });
    expect(cookies.at(-1)).toMatch(/^session=;/);
    expect(await db.database.prisma.user.findUnique({ where: { id: session.user.id } })).toBeNull();
    expect(await db.database.prisma.session.count({ where: { userId: session.user.id } })).toBe(0);
    expect(await festivalTotal()).toBe(before);
    const orphan = await db.database.prisma.pointEntry.findFirstOrThrow({
      where: { sourceId: `delete-${session.user.id}` },
    });
    expect(orphan.userId).toBeNull();
  });

  it("refuses to delete the last admin", async () => {
    await db.database.prisma.user.updateMany({
      where: { role: "ADMIN" },
      data: { role: "MODERATOR" },
    });
    const admin = await createSession(db.database, "ADMIN");
    const caller = createCaller(testContext(db.database, admin).ctx);
    await expect(caller.account.deleteAccount({ password: TEST_PASSWORD })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/last admin/),
    });
  });
});
