import { TRPCError } from "@trpc/server";
import { beforeEach, describe, expect, it } from "vitest";
import type { Area, ChallengeKind } from "~/generated/prisma/enums";
import { readSession } from "~/server/auth/session";
import { hashToken } from "~/server/auth/tokens";
import {
  ACTORS,
  callerAs,
  callerFor,
  createSession,
  signedIn,
  TEST_PASSWORD,
} from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { linkIn, withMailbox } from "~/test/mailbox";
import { isAppError } from "~/server/errors";
import { expectOnlyFor } from "~/test/refusals";
import { setLocale, updateProfile } from "~/server/services/account";

const db = withTestDatabase();
const mailbox = withMailbox();
beforeEach(async () => {
  await db.database.prisma.rateLimiterFlexible.deleteMany();
});

const participant = () => signedIn(db.database, "PARTICIPANT", { mailer: mailbox.mailer() });

describe("who may use the account router", () => {
  for (const actor of ACTORS) {
    it(`${actor === "anonymous" ? "refuses" : "serves"} ${actor}`, async () => {
      const caller = await callerAs(db.database, actor);
      const calls = [
        () => caller.account.me(),
        () => caller.account.updateProfile({ name: `N ${actor}`, publicProfile: false }),
        () =>
          caller.account.changePassword({
            currentPassword: TEST_PASSWORD,
            newPassword: "another long password",
          }),
      ];
      await expectOnlyFor("PARTICIPANT", actor, calls);
    });
  }

  it("always acts on the session's user, whatever the input says", async () => {
    const { caller, session } = await participant();
    const other = await createSession(db.database, "PARTICIPANT");
    const input = { name: "Changed", publicProfile: true, id: other.user.id };
    const { user } = await caller.account.updateProfile(input);
    expect(user.id).toBe(session.user.id);
    const untouched = await db.database.prisma.user.findUniqueOrThrow({
      where: { id: other.user.id },
    });
    expect(untouched.name).toBe(other.user.name);
  });
});

describe("account.me and account.updateProfile", () => {
  it("returns the stored user and saves name and the public switch, never the email", async () => {
    const { caller, session } = await participant();
    expect((await caller.account.me()).user).toMatchObject({
      id: session.user.id,
      email: session.user.email,
    });
    // An email in the input (an old client, a forged request) is ignored: see requestEmailChange.
    const input = { name: " Sam\u202E ", email: "sam.new@festival.test", publicProfile: true };
    const { user } = await caller.account.updateProfile(input);
    expect(user).toMatchObject({ name: "Sam", email: session.user.email, publicProfile: true });
    expect((await caller.account.me()).user.publicProfile).toBe(true);
  });

  it("refuses a name without a visible character, next to the name field", async () => {
    const { caller } = await participant();
    await expect(
      caller.account.updateProfile({ name: "\u200B\u2066\u2069", publicProfile: false }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: expect.objectContaining({ issues: [expect.objectContaining({ path: ["name"] })] }),
    });
  });

  it("refuses a copy of a moderator's or admin's name, but not my own", async () => {
    const { caller } = await participant();
    for (const role of ["MODERATOR", "ADMIN"] as const) {
      const staff = await createSession(db.database, role);
      await expect(
        caller.account.updateProfile({ name: staff.user.name.toLowerCase(), publicProfile: false }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/staff/) });
    }
    const { session: moderator, caller: own } = await signedIn(db.database, "MODERATOR");
    await expect(
      own.account.updateProfile({ name: moderator.user.name.toUpperCase(), publicProfile: false }),
    ).resolves.toMatchObject({ user: { name: moderator.user.name.toUpperCase() } });
  });
});

describe('the stored language (README "Languages")', () => {
  it("offers the festival's languages and stores my choice, which my next request reads", async () => {
    const { caller, session } = await participant();
    expect((await caller.account.me()).language).toEqual({ chosen: null, offered: ["en", "de"] });
    await caller.account.updateProfile({ name: "Sam", publicProfile: false, locale: "de" });
    expect((await caller.account.me()).language.chosen).toBe("de");
    const { session: read } = await readSession(db.database.prisma, `session=${session.id}`);
    expect(read?.locale).toBe("de");
    // Without `locale` the choice stays; null forgets it.
    await caller.account.updateProfile({ name: "Sam", publicProfile: false });
    expect((await caller.account.me()).language.chosen).toBe("de");
    await caller.account.updateProfile({ name: "Sam", publicProfile: false, locale: null });
    expect((await caller.account.me()).language.chosen).toBeNull();
  });

  it("refuses a language that is not offered, next to the language field", async () => {
    const { session } = await participant();
    await expect(
      updateProfile(
        db.database.prisma,
        session.user.id,
        { name: "Sam", publicProfile: false, locale: "de" },
        ["en"],
      ),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", fields: { locale: [expect.any(String)] } });
  });
});

describe("account.setLocale (the header's and footer's language switch)", () => {
  it("stores my language, which my next session reads, and leaves my name and profile alone", async () => {
    const { caller, session } = await participant();
    const before = (await caller.account.me()).user;
    expect(await caller.account.setLocale({ locale: "de" })).toEqual({ locale: "de" });
    const after = await caller.account.me();
    expect(after.language.chosen).toBe("de");
    expect(after.user).toEqual(before);
    const { session: read } = await readSession(db.database.prisma, `session=${session.id}`);
    expect(read?.locale).toBe("de");
    await caller.account.setLocale({ locale: "en" });
    expect((await caller.account.me()).language.chosen).toBe("en");
  });

  // A language the app does not have never passes the input (hostile-input.test.ts feeds it).
  it("refuses a language the festival does not offer, next to the field, and stores nothing", async () => {
    const { caller, session } = await participant();
    await expect(
      setLocale(db.database.prisma, session.user.id, { locale: "de" }, ["en"]),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", fields: { locale: [expect.any(String)] } });
    expect((await caller.account.me()).language.chosen).toBeNull();
  });

  for (const actor of ACTORS) {
    it(`${actor === "anonymous" ? "refuses" : "serves"} ${actor}`, async () => {
      const caller = await callerAs(db.database, actor);
      await expectOnlyFor("PARTICIPANT", actor, [() => caller.account.setLocale({ locale: "en" })]);
    });
  }
});

describe("account.requestEmailChange and account.confirmEmailChange", () => {
  const newAddress = () => `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;
  const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;

  async function requestChange(newEmail = newAddress()) {
    const account = await participant();
    const answer = await account.caller.account.requestEmailChange({
      newEmail,
      currentPassword: TEST_PASSWORD,
    });
    await account.settled();
    const confirmation = await mailbox.waitForMail(newEmail);
    return { ...account, answer, newEmail, token: tokenOf(linkIn(confirmation)), confirmation };
  }

  function anonymous() {
    return callerFor(db.database, null, { mailer: mailbox.mailer() }).caller;
  }

  it("asks for the current password, next to its field, and sends nothing", async () => {
    const { caller, session, settled } = await participant();
    const newEmail = newAddress();
    await expect(
      caller.account.requestEmailChange({ newEmail, currentPassword: "not my password" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/not your current password/),
    });
    await settled();
    expect(mailbox.mailsTo(newEmail)).toHaveLength(0);
    expect(mailbox.mailsTo(session.user.email)).toHaveLength(0);
  });

  it("refuses my own address, and bad input", async () => {
    const { caller, session } = await participant();
    await expect(
      caller.account.requestEmailChange({
        newEmail: session.user.email.toUpperCase(),
        currentPassword: TEST_PASSWORD,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/already/) });
    await expect(
      caller.account.requestEmailChange({ newEmail: "not an email", currentPassword: "x" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("tells the old address, confirms the new one by link, then changes it, ends other sessions and tells the old address", async () => {
    const { session, answer, newEmail, token, confirmation, caller } = await requestChange();
    const oldEmail = session.user.email;
    expect(answer.message).toContain(newEmail);
    const requested = await mailbox.waitForMail(oldEmail);
    expect(requested.subject).toMatch(/email change was requested/);
    expect(requested.text).toContain(newEmail);
    expect(requested.text).toMatch(/change your password/);
    expect(confirmation.subject).toMatch(/Confirm your new email address/);
    expect(new URL(linkIn(confirmation)).pathname).toMatch(
      /^\/auth\/confirm-email\/[A-Za-z0-9_-]{43}$/,
    );
    const row = await db.database.prisma.authToken.findFirstOrThrow({
      where: { userId: session.user.id, kind: "EMAIL_CHANGE" },
    });
    expect(row).toMatchObject({ tokenHash: hashToken(token), newEmail, usedAt: null });
    // Nothing changed yet.
    expect((await caller.account.me()).user.email).toBe(oldEmail);

    const otherDevice = await db.database.prisma.session.create({
      data: {
        id: `other-${Date.now()}`,
        userId: session.user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const confirmer = callerFor(db.database, session, { mailer: mailbox.mailer() });
    await expect(confirmer.caller.account.confirmEmailChange({ token })).resolves.toEqual({
      email: newEmail,
    });
    expect((await caller.account.me()).user.email).toBe(newEmail);
    const remaining = await db.database.prisma.session.findMany({
      where: { userId: session.user.id },
    });
    expect(remaining.map((s) => s.id)).toEqual([session.id]);
    expect(remaining.map((s) => s.id)).not.toContain(otherDevice.id);
    await confirmer.settled();
    const changed = await mailbox.waitForMail(oldEmail, 2);
    expect(changed.subject).toMatch(/email address was changed/);
    expect(changed.text).toContain(newEmail);

    await expect(anonymous().account.confirmEmailChange({ token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/already used/),
      cause: { text: { key: "auth.server.emailLinkUsed" } },
    });
  });

  it("refuses the change when another account took the address meanwhile", async () => {
    const { session, newEmail, token } = await requestChange();
    await db.database.prisma.user.create({ data: { email: newEmail, name: "Quicker" } });
    await expect(anonymous().account.confirmEmailChange({ token })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/Another account uses/),
      cause: { text: { key: "auth.server.emailTaken" } },
    });
    const user = await db.database.prisma.user.findUniqueOrThrow({
      where: { id: session.user.id },
    });
    expect(user.email).toBe(session.user.email);
  });

  it("refuses an expired link", async () => {
    const { token } = await requestChange();
    await db.database.prisma.authToken.updateMany({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(anonymous().account.confirmEmailChange({ token })).rejects.toThrow(/expired/);
  });

  it("is cancelled by a password change, so the notice's advice works", async () => {
    const { caller, token } = await requestChange();
    await caller.account.changePassword({
      currentPassword: TEST_PASSWORD,
      newPassword: "a completely new password",
    });
    await expect(anonymous().account.confirmEmailChange({ token })).rejects.toThrow(/not valid/);
  });

  it("limits password guesses per user", async () => {
    const { caller } = await participant();
    for (let n = 0; n < 10; n++) {
      await expect(
        caller.account.requestEmailChange({
          newEmail: newAddress(),
          currentPassword: `guess ${n}`,
        }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(
      caller.account.requestEmailChange({ newEmail: newAddress(), currentPassword: TEST_PASSWORD }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
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
    const challenge = (area: Area, kind: ChallengeKind, name: string, title: string) =>
      prisma.challenge.create({
        data: { area, kind, slug: `export-${name}-${suffix}`, title, summary: "" },
      });
    const bingo = await challenge("FITNESS", "BINGO", "bingo", "B");
    const art = await challenge("ARTS", "SUBMISSION", "art", "Sketch");
    const station = await prisma.station.create({
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
    await prisma.stationScan.create({ data: { userId, stationId: station.id } });
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
    const { caller } = await signedIn(db.database, "ADMIN");
    await expect(caller.account.deleteAccount({ password: TEST_PASSWORD })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/last admin/),
    });
  });
});

describe('the refusals and answers by key (README "Languages")', () => {
  /** The refusal's words by key, whether through the router (its cause) or from the service. */
  const textOf = async (call: Promise<unknown>) => {
    const refused: unknown = await call.then(
      () => null,
      (error: unknown) => error,
    );
    const cause = refused instanceof TRPCError ? refused.cause : refused;
    return isAppError(cause) ? cause.text : null;
  };
  const newAddress = () => `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@festival.test`;

  it("name the password's, the address's, the name's, the language's and the last admin's words", async () => {
    const { caller, session, settled } = await participant();
    await expect(
      textOf(
        caller.account.changePassword({
          currentPassword: "wrong password",
          newPassword: "another long password",
        }),
      ),
    ).resolves.toEqual({ key: "account.server.wrongCurrentPassword" });
    await expect(
      textOf(caller.account.deleteAccount({ password: "wrong password" })),
    ).resolves.toEqual({ key: "account.server.wrongPassword" });
    await expect(
      textOf(
        caller.account.changePassword({
          currentPassword: TEST_PASSWORD,
          newPassword: session.user.email,
        }),
      ),
    ).resolves.toEqual({ key: "auth.checks.passwordIsEmail" });
    await expect(
      textOf(
        caller.account.requestEmailChange({
          newEmail: session.user.email,
          currentPassword: TEST_PASSWORD,
        }),
      ),
    ).resolves.toEqual({ key: "account.server.sameEmail" });
    const staff = await createSession(db.database, "MODERATOR");
    await expect(
      textOf(caller.account.updateProfile({ name: staff.user.name, publicProfile: false })),
    ).resolves.toEqual({ key: "auth.server.staffName" });
    await expect(
      textOf(
        updateProfile(
          db.database.prisma,
          session.user.id,
          { name: "Someone", publicProfile: false, locale: "de" },
          ["en"],
        ),
      ),
    ).resolves.toEqual({ key: "account.server.languageNotOffered" });

    const newEmail = newAddress();
    await expect(
      caller.account.requestEmailChange({ newEmail, currentPassword: TEST_PASSWORD }),
    ).resolves.toMatchObject({
      text: { key: "account.server.emailChangeSent", values: { email: newEmail } },
    });
    await settled();

    await db.database.prisma.user.updateMany({
      where: { role: "ADMIN" },
      data: { role: "MODERATOR" },
    });
    const { caller: lastAdmin } = await signedIn(db.database, "ADMIN");
    await expect(
      textOf(lastAdmin.account.deleteAccount({ password: TEST_PASSWORD })),
    ).resolves.toEqual({ key: "account.server.lastAdmin" });
  });
});
