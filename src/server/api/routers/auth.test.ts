import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { verifyPassword } from "~/server/auth/password";
import { readSession } from "~/server/auth/session";
import { hashToken } from "~/server/auth/tokens";
import { RateLimitedError } from "~/server/infra/rate-limit";
import { testContext } from "~/test/callers";
import { createTestDatabase, type TestDatabase } from "~/test/database";
import { linkIn, startMailbox, type Mailbox } from "~/test/mailbox";
import { EMAIL_LINK_ANSWER } from "./auth";

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
beforeEach(async () => {
  await db.database.prisma.rateLimiterFlexible.deleteMany();
});

let counter = 0;
const uniqueEmail = () => `person${++counter}-${Date.now()}@festival.test`;
const PASSWORD = "a long enough password";

/** A caller as an anonymous visitor (or with the session of a cookie), from one IP. */
async function visitor(options: { cookie?: string; ip?: string } = {}) {
  const { session } = await readSession(db.database.prisma, options.cookie);
  const context = testContext(db.database, session, { mailer: mailbox.mailer(), ip: options.ip });
  return { caller: createCaller(context.ctx), ...context };
}

const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

async function register(email = uniqueEmail(), password = PASSWORD) {
  const { caller, cookies } = await visitor();
  const { user } = await caller.auth.register({ name: "Robin", email, password });
  return { user, email, cookie: cookieValue(cookies.at(-1)!) };
}

function refusal(error: unknown) {
  if (!(error instanceof TRPCError)) throw error;
  return error;
}

describe("auth.register", () => {
  it("creates the account with an argon2id hash, lower-cased email, and signs in", async () => {
    const { caller, cookies } = await visitor();
    const { user } = await caller.auth.register({
      name: "  Robin  ",
      email: " Robin.X@Festival.TEST ",
      password: PASSWORD,
    });
    expect(user).toMatchObject({
      name: "Robin",
      email: "robin.x@festival.test",
      role: "PARTICIPANT",
      publicProfile: false,
    });
    const stored = await db.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.passwordHash!, PASSWORD)).toBe(true);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^session=[^;]+;/);
    expect(cookies[0]).toMatch(/HttpOnly/i);
    expect(cookies[0]).toMatch(/SameSite=Lax/i);
    const { session } = await readSession(db.database.prisma, cookieValue(cookies[0]!));
    expect(session?.user.id).toBe(user.id);
  });

  it("refuses an email that is taken, whatever its case, next to the email field", async () => {
    const { email } = await register();
    const { caller } = await visitor();
    const error = refusal(
      await caller.auth
        .register({ name: "Other", email: email.toUpperCase(), password: PASSWORD })
        .catch((e) => e),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toMatch(/already exists/);
  });

  it.each([
    [{ name: "", email: "a@festival.test", password: PASSWORD }, "name"],
    [{ name: "x".repeat(61), email: "a@festival.test", password: PASSWORD }, "name"],
    [{ name: "A", email: "not-an-email", password: PASSWORD }, "email"],
    [{ name: "A", email: "a@festival.test", password: "short" }, "password"],
    [{ name: "A", email: "a@festival.test", password: "x".repeat(129) }, "password"],
    [
      {
        name: "A",
        email: "same-as-password@festival.test",
        password: "Same-As-Password@festival.test",
      },
      "password",
    ],
  ])("refuses %j with BAD_REQUEST on %s", async (input, field) => {
    const { caller } = await visitor();
    const error = refusal(await caller.auth.register(input).catch((e) => e));
    expect(error.code).toBe("BAD_REQUEST");
    expect(JSON.stringify(error.cause)).toContain(field);
  });
});

describe("auth.login", () => {
  it("signs in on a brand-new session and ends the one the browser had", async () => {
    const { email, cookie: oldCookie } = await register();
    const { caller, cookies } = await visitor({ cookie: oldCookie });
    const { user } = await caller.auth.login({ email, password: PASSWORD });
    expect(user.email).toBe(email);
    expect(user).not.toHaveProperty("passwordHash");
    const newCookie = cookies.find((c) => !c.startsWith("session=;"))!;
    expect(cookieValue(newCookie)).not.toBe(oldCookie);
    expect((await readSession(db.database.prisma, oldCookie)).session).toBeNull();
    expect(
      (await readSession(db.database.prisma, cookieValue(newCookie))).session?.user.email,
    ).toBe(email);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const { email } = await register();
    const { caller } = await visitor();
    const wrong = refusal(
      await caller.auth.login({ email, password: "not the password" }).catch((e) => e),
    );
    const unknown = refusal(
      await caller.auth
        .login({ email: "nobody@festival.test", password: PASSWORD })
        .catch((e) => e),
    );
    expect(wrong.code).toBe("UNAUTHORIZED");
    expect(unknown.code).toBe("UNAUTHORIZED");
    expect(wrong.message).toBe(unknown.message);
  });

  it("limits guessing per email and IP, with the wait, without locking the owner out elsewhere", async () => {
    const { email } = await register();
    const attacker = await visitor({ ip: "198.51.100.1" });
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(
        attacker.caller.auth.login({ email, password: "guess " + attempt }),
      ).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    const limited = refusal(
      await attacker.caller.auth.login({ email, password: PASSWORD }).catch((e) => e),
    );
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.cause).toBeInstanceOf(RateLimitedError);
    const wait = (limited.cause as RateLimitedError).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(limited.message).toContain(`${wait} seconds`);

    const owner = await visitor({ ip: "192.0.2.44" });
    await expect(owner.caller.auth.login({ email, password: PASSWORD })).resolves.toMatchObject({
      user: { email },
    });
  });
});

describe("auth.logout", () => {
  it("ends the session and clears the cookie", async () => {
    const { cookie } = await register();
    const { caller, cookies } = await visitor({ cookie });
    await caller.auth.logout();
    expect(cookies.at(-1)).toMatch(/^session=;/);
    expect((await readSession(db.database.prisma, cookie)).session).toBeNull();
  });

  it("is harmless for a visitor", async () => {
    const { caller, cookies } = await visitor();
    await expect(caller.auth.logout()).resolves.toEqual({ signedOut: true });
    expect(cookies).toEqual([]);
  });
});

describe("password reset by mail", () => {
  it("mails a link that resets the password once, ends every session and sends a notice", async () => {
    const { email, cookie } = await register();
    const second = await visitor();
    await second.caller.auth.login({ email, password: PASSWORD });

    const asker = await visitor();
    await expect(asker.caller.auth.requestPasswordReset({ email })).resolves.toEqual({
      message: EMAIL_LINK_ANSWER,
    });
    await asker.settled();
    const mail = await mailbox.waitForMail(email);
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.html).toContain("<a href=");
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toMatch(/^\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const token = link.pathname.split("/").pop()!;
    const stored = await db.database.prisma.authToken.findFirstOrThrow({
      where: { user: { email } },
    });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);

    const resetter = await visitor();
    await expect(
      resetter.caller.auth.resetPassword({ token, password: "a brand new password" }),
    ).resolves.toEqual({
      passwordChanged: true,
    });
    expect(resetter.cookies).toEqual([]);
    expect(await db.database.prisma.session.count({ where: { user: { email } } })).toBe(0);
    expect((await readSession(db.database.prisma, cookie)).session).toBeNull();
    await resetter.settled();
    expect((await mailbox.waitForMail(email, 2)).subject).toMatch(/password was changed/);

    const again = refusal(
      await resetter.caller.auth
        .resetPassword({ token, password: "yet another password" })
        .catch((e) => e),
    );
    expect(again.code).toBe("BAD_REQUEST");
    expect(again.message).toMatch(/already used/);
    await expect(resetter.caller.auth.login({ email, password: PASSWORD })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(
      resetter.caller.auth.login({ email, password: "a brand new password" }),
    ).resolves.toBeTruthy();
  });

  it("answers an unknown email exactly the same and sends nothing", async () => {
    const before = mailbox.received.length;
    const { caller, settled } = await visitor();
    await expect(
      caller.auth.requestPasswordReset({ email: "ghost@festival.test" }),
    ).resolves.toEqual({
      message: EMAIL_LINK_ANSWER,
    });
    await settled();
    expect(mailbox.received.length).toBe(before);
    expect(
      await db.database.prisma.authToken.count({
        where: { user: { email: "ghost@festival.test" } },
      }),
    ).toBe(0);
  });

  it("makes an older link stop working when a newer one is sent", async () => {
    const { email } = await register();
    const { caller, settled } = await visitor();
    await caller.auth.requestPasswordReset({ email });
    await settled();
    const first = linkIn(await mailbox.waitForMail(email))
      .split("/")
      .pop()!;
    await caller.auth.requestPasswordReset({ email });
    await settled();
    const second = linkIn(await mailbox.waitForMail(email, 2))
      .split("/")
      .pop()!;
    expect(second).not.toBe(first);
    await expect(
      caller.auth.resetPassword({ token: first, password: "a brand new password" }),
    ).rejects.toThrow(/not valid/);
    await expect(
      caller.auth.resetPassword({ token: second, password: "a brand new password" }),
    ).resolves.toBeTruthy();
  });

  it("refuses an expired link, and a new password equal to the email without using the link up", async () => {
    const { email } = await register();
    const { caller, settled } = await visitor();
    await caller.auth.requestPasswordReset({ email });
    await settled();
    const token = linkIn(await mailbox.waitForMail(email))
      .split("/")
      .pop()!;

    const sameAsEmail = refusal(
      await caller.auth.resetPassword({ token, password: email }).catch((e) => e),
    );
    expect(sameAsEmail.code).toBe("BAD_REQUEST");
    expect(sameAsEmail.message).toMatch(/not your email/);

    await db.database.prisma.authToken.updateMany({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(
      caller.auth.resetPassword({ token, password: "a brand new password" }),
    ).rejects.toThrow(/expired/);
  });

  it("refuses a malformed token as bad input", async () => {
    const { caller } = await visitor();
    await expect(
      caller.auth.resetPassword({ token: "../../etc", password: "a brand new password" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("sign-in links", () => {
  it("mails a link that signs in once", async () => {
    const { email } = await register();
    const { caller, settled } = await visitor();
    await expect(caller.auth.requestSignInLink({ email })).resolves.toEqual({
      message: EMAIL_LINK_ANSWER,
    });
    await settled();
    const mail = await mailbox.waitForMail(email);
    expect(mail.subject).toMatch(/sign-in link/);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toMatch(/^\/authenticated\/[A-Za-z0-9_-]{43}$/);
    const token = link.pathname.split("/").pop()!;

    const device = await visitor();
    const { user } = await device.caller.auth.consumeSignInLink({ token });
    expect(user.email).toBe(email);
    expect(
      (await readSession(db.database.prisma, cookieValue(device.cookies[0]!))).session?.user.email,
    ).toBe(email);
    await expect(device.caller.auth.consumeSignInLink({ token })).rejects.toThrow(/already used/);
  });

  it("limits how many links one address can be sent", async () => {
    const { email } = await register();
    const { caller, settled } = await visitor({ ip: "198.51.100.9" });
    for (let i = 0; i < 5; i++) await caller.auth.requestSignInLink({ email });
    await expect(caller.auth.requestSignInLink({ email })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await settled();
    expect(mailbox.mailsTo(email)).toHaveLength(5);
  });
});
