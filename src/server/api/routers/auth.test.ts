import { TRPCError } from "@trpc/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "~/server/auth/password";
import { readSession } from "~/server/auth/session";
import { hashToken } from "~/server/auth/tokens";
import { isAppError } from "~/server/errors";
import { callerFor, createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { linkIn, withMailbox } from "~/test/mailbox";
import { EMAIL_LINK_ANSWER, registerAnswer } from "~/server/services/auth";

const db = withTestDatabase();
const mailbox = withMailbox();
beforeEach(async () => {
  await db.database.prisma.rateLimiterFlexible.deleteMany();
});

let counter = 0;
const uniqueEmail = () => `person${++counter}-${Date.now()}@festival.test`;
const PASSWORD = "a long enough password";

/** A caller as an anonymous visitor (or with the session of a cookie), from one IP. */
async function visitor(options: { cookie?: string; ip?: string } = {}) {
  const { session } = await readSession(db.database.prisma, options.cookie);
  return callerFor(db.database, session, { mailer: mailbox.mailer(), ip: options.ip });
}

const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;

/** Registers, follows the confirmation link from the mail, and returns the signed-in cookie. */
async function register(email = uniqueEmail(), password = PASSWORD) {
  const mailsBefore = mailbox.mailsTo(email).length;
  const asker = await visitor();
  await asker.caller.auth.register({ name: "Robin", email, password });
  await asker.settled();
  const mail = await mailbox.waitForMail(email, mailsBefore + 1);
  const device = await visitor();
  const { user } = await device.caller.auth.consumeSignInLink({ token: tokenOf(linkIn(mail)) });
  return { user, email, cookie: cookieValue(device.cookies.at(-1)!) };
}

/** Asks for a password reset as `asker`; the token of the link in the `nth` mail to `email`. */
async function resetTokenFor(
  asker: Awaited<ReturnType<typeof visitor>>,
  email: string,
  nth: number,
) {
  await asker.caller.auth.requestPasswordReset({ email });
  await asker.settled();
  return tokenOf(linkIn(await mailbox.waitForMail(email, nth)));
}

/** The one answer to "create an account": its English words and its message key. */
const registerAnswerOf = (email: string) => ({
  message: registerAnswer(email),
  text: { key: "auth.server.registerSent", values: { email } },
});

/** The one answer to "email me a link". */
const EMAIL_LINK = { message: EMAIL_LINK_ANSWER, text: { key: "auth.server.emailLinkSent" } };

function refusal(error: unknown) {
  if (!(error instanceof TRPCError)) throw error;
  return error;
}

describe("auth.register", () => {
  it("answers with a message only, then creates the account unconfirmed and mails a link that confirms and signs in", async () => {
    const { caller, cookies, settled } = await visitor();
    const answer = await caller.auth.register({
      name: "  Robin\u200B  ",
      email: " Robin.X@Festival.TEST ",
      password: PASSWORD,
    });
    expect(answer).toEqual(registerAnswerOf("robin.x@festival.test"));
    expect(cookies).toEqual([]);
    await settled();
    const stored = await db.database.prisma.user.findUniqueOrThrow({
      where: { email: "robin.x@festival.test" },
    });
    expect(stored).toMatchObject({ name: "Robin", role: "PARTICIPANT", publicProfile: false });
    expect(stored.emailVerifiedAt).toBeNull();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.passwordHash!, PASSWORD)).toBe(true);

    const mail = await mailbox.waitForMail("robin.x@festival.test");
    expect(mail.subject).toMatch(/Confirm your email address/);
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toMatch(/^\/authenticated\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link.toString());
    const row = await db.database.prisma.authToken.findFirstOrThrow({
      where: { userId: stored.id, kind: "EMAIL_CONFIRMATION" },
    });
    expect(row.tokenHash).toBe(hashToken(token));

    const device = await visitor();
    const { user } = await device.caller.auth.consumeSignInLink({ token });
    expect(user).toMatchObject({ id: stored.id, email: "robin.x@festival.test", name: "Robin" });
    expect(device.cookies).toHaveLength(1);
    expect(device.cookies[0]).toMatch(/^session=[^;]+;/);
    expect(device.cookies[0]).toMatch(/HttpOnly/i);
    expect(device.cookies[0]).toMatch(/SameSite=Lax/i);
    const { session } = await readSession(db.database.prisma, cookieValue(device.cookies[0]!));
    expect(session?.user.id).toBe(stored.id);
    const confirmed = await db.database.prisma.user.findUniqueOrThrow({ where: { id: stored.id } });
    expect(confirmed.emailVerifiedAt).toBeInstanceOf(Date);
    await expect(device.caller.auth.consumeSignInLink({ token })).rejects.toThrow(/already used/);
  });

  it("answers an email that has an account exactly the same, changes nothing and tells its owner", async () => {
    const { email, user } = await register();
    const before = await db.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const mailsBefore = mailbox.mailsTo(email).length;
    const { caller, cookies, settled } = await visitor();
    const answer = await caller.auth.register({
      name: "Someone Else",
      email: email.toUpperCase(),
      password: "another long password",
    });
    expect(answer).toEqual(registerAnswerOf(email));
    expect(cookies).toEqual([]);
    await settled();
    const notice = await mailbox.waitForMail(email, mailsBefore + 1);
    expect(notice.subject).toMatch(/already has an? .*account/);
    expect(notice.text).toMatch(/sign in or reset your password/i);
    expect(linkIn(notice)).toBe("http://localhost:3000/auth/login");
    const after = await db.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toEqual(before);
    expect(
      await db.database.prisma.authToken.count({
        where: { userId: user.id, kind: "EMAIL_CONFIRMATION", usedAt: null },
      }),
    ).toBe(0);
  });

  it("replaces a registration nobody confirmed yet, and only the newest link works", async () => {
    const email = uniqueEmail();
    const first = await visitor();
    await first.caller.auth.register({ name: "First Try", email, password: PASSWORD });
    await first.settled();
    const firstToken = tokenOf(linkIn(await mailbox.waitForMail(email)));

    const second = await visitor();
    await expect(
      second.caller.auth.register({ name: "Second Try", email, password: "the second password" }),
    ).resolves.toEqual(registerAnswerOf(email));
    await second.settled();
    const secondToken = tokenOf(linkIn(await mailbox.waitForMail(email, 2)));
    expect(await db.database.prisma.user.count({ where: { email } })).toBe(1);

    const device = await visitor();
    await expect(device.caller.auth.consumeSignInLink({ token: firstToken })).rejects.toThrow(
      /not valid/,
    );
    const { user } = await device.caller.auth.consumeSignInLink({ token: secondToken });
    expect(user.name).toBe("Second Try");
    await expect(
      device.caller.auth.login({ email, password: "the second password" }),
    ).resolves.toBeTruthy();
    await expect(device.caller.auth.login({ email, password: PASSWORD })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("refuses an expired confirmation link", async () => {
    const email = uniqueEmail();
    const { caller, settled } = await visitor();
    await caller.auth.register({ name: "Late", email, password: PASSWORD });
    await settled();
    const token = tokenOf(linkIn(await mailbox.waitForMail(email)));
    await db.database.prisma.authToken.updateMany({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(caller.auth.consumeSignInLink({ token })).rejects.toThrow(/expired/);
  });

  it.each([
    [{ name: "", email: "a@festival.test", password: PASSWORD }, "name"],
    [{ name: "x".repeat(61), email: "a@festival.test", password: PASSWORD }, "name"],
    [{ name: "\u200B\u200B\u200B", email: "a@festival.test", password: PASSWORD }, "name"],
    [{ name: "\u202E\u2066\u200F", email: "a@festival.test", password: PASSWORD }, "name"],
    [{ name: "\u3164", email: "a@festival.test", password: PASSWORD }, "name"],
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

  it("refuses a copy of a staff member's name next to the name field, not a participant's", async () => {
    const moderator = await createSession(db.database, "MODERATOR");
    const participant = await createSession(db.database, "PARTICIPANT");
    const { caller, settled } = await visitor();
    const copy = ` ${moderator.user.name.toUpperCase()}\u200B `;
    const error = refusal(
      await caller.auth
        .register({ name: copy, email: uniqueEmail(), password: PASSWORD })
        .catch((e) => e),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(JSON.stringify(error.cause)).toContain("name");
    expect(error.message).toMatch(/staff/);
    await expect(
      caller.auth.register({
        name: participant.user.name,
        email: uniqueEmail(),
        password: PASSWORD,
      }),
    ).resolves.toBeTruthy();
    await settled();
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

  it("limits guessing per email and IP, with the wait", async () => {
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
    expect(isAppError(limited.cause, "TOO_MANY_REQUESTS")).toBe(true);
    const wait = isAppError(limited.cause) ? (limited.cause.retryAfterSeconds ?? 0) : 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it("does not sign in an unconfirmed account: it says so and mails a fresh link", async () => {
    const email = uniqueEmail();
    const asker = await visitor();
    await asker.caller.auth.register({ name: "Unconfirmed", email, password: PASSWORD });
    await asker.settled();
    await mailbox.waitForMail(email);

    const { caller, cookies, settled } = await visitor();
    const wrong = refusal(
      await caller.auth.login({ email, password: "not it at all" }).catch((e) => e),
    );
    expect(wrong.code).toBe("UNAUTHORIZED");
    const unconfirmed = refusal(
      await caller.auth.login({ email, password: PASSWORD }).catch((e) => e),
    );
    expect(unconfirmed.code).toBe("FORBIDDEN");
    expect(unconfirmed.message).toMatch(/confirm your email address/i);
    expect(cookies).toEqual([]);
    await settled();
    const fresh = await mailbox.waitForMail(email, 2);
    expect(fresh.subject).toMatch(/Confirm your email address/);
    const device = await visitor();
    await expect(
      device.caller.auth.consumeSignInLink({ token: tokenOf(linkIn(fresh)) }),
    ).resolves.toMatchObject({ user: { email } });
    await expect(device.caller.auth.login({ email, password: PASSWORD })).resolves.toBeTruthy();
  });
});

describe("the per-account limit on failed sign-ins", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Ten failures, each from another address: a botnet, or 127.0.0.x on one machine. */
  async function failFromManyAddresses(email: string, count = 10) {
    for (let n = 1; n <= count; n++) {
      const { caller } = await visitor({ ip: `127.0.0.${n}` });
      await expect(caller.auth.login({ email, password: `guess ${n}` })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
  }

  async function attempt(email: string, password: string, ip: string) {
    const { caller } = await visitor({ ip });
    return refusal(await caller.auth.login({ email, password }).catch((e) => e));
  }

  const waitOf = (error: TRPCError) => {
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(isAppError(error.cause, "TOO_MANY_REQUESTS")).toBe(true);
    return isAppError(error.cause) ? (error.cause.retryAfterSeconds ?? 0) : 0;
  };

  it("refuses the 11th failure from any address with the wait, and the right password too", async () => {
    const { email } = await register();
    await failFromManyAddresses(email);
    const eleventh = await attempt(email, "guess 11", "127.0.0.11");
    const wait = waitOf(eleventh);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(eleventh.message).toMatch(/Try again in 15 minutes/);
    const owner = await attempt(email, PASSWORD, "192.0.2.80");
    expect(waitOf(owner)).toBeGreaterThan(14 * 60);
  });

  it("answers an unknown email exactly the same", async () => {
    const { email } = await register();
    const ghost = `ghost-${Date.now()}@festival.test`;
    await failFromManyAddresses(email);
    await failFromManyAddresses(ghost);
    const known = await attempt(email, "guess 11", "127.0.0.11");
    const unknown = await attempt(ghost, "guess 11", "127.0.0.11");
    expect(unknown.code).toBe(known.code);
    expect(unknown.message).toBe(known.message);
    expect(Math.abs(waitOf(unknown) - waitOf(known))).toBeLessThanOrEqual(2);
  });

  it("counts failures only, and a success in between does not reset them", async () => {
    const { email } = await register();
    await failFromManyAddresses(email, 5);
    for (let n = 0; n < 3; n++) {
      const { caller } = await visitor({ ip: "192.0.2.81" });
      await expect(caller.auth.login({ email, password: PASSWORD })).resolves.toBeTruthy();
    }
    await failFromManyAddresses(email, 5);
    waitOf(await attempt(email, PASSWORD, "192.0.2.82"));
  });

  it("doubles the wait for each failure after a wait ends", async () => {
    const { email } = await register();
    vi.useFakeTimers({ toFake: ["Date"] });
    await failFromManyAddresses(email);
    const first = waitOf(await attempt(email, "guess", "127.0.0.20"));
    vi.setSystemTime(Date.now() + (first + 1) * 1000);
    // The wait is over: one more failure is allowed, then twice the wait.
    expect((await attempt(email, "guess", "127.0.0.21")).code).toBe("UNAUTHORIZED");
    const second = waitOf(await attempt(email, PASSWORD, "127.0.0.22"));
    expect(second).toBeGreaterThan(29 * 60);
    expect(second).toBeLessThanOrEqual(30 * 60);
    vi.setSystemTime(Date.now() + (second + 1) * 1000);
    expect((await attempt(email, "guess", "127.0.0.23")).code).toBe("UNAUTHORIZED");
    const third = waitOf(await attempt(email, "guess", "127.0.0.24"));
    expect(third).toBeGreaterThan(59 * 60);
    expect(third).toBeLessThanOrEqual(60 * 60);
    // After the wait, the right password works.
    vi.setSystemTime(Date.now() + (third + 1) * 1000);
    const { caller } = await visitor({ ip: "192.0.2.83" });
    await expect(caller.auth.login({ email, password: PASSWORD })).resolves.toBeTruthy();
  });

  it("is lifted by a password reset from the mail", async () => {
    const { email } = await register();
    await failFromManyAddresses(email);
    waitOf(await attempt(email, PASSWORD, "127.0.0.30"));
    const resetter = await visitor();
    const { caller } = resetter;
    const token = await resetTokenFor(resetter, email, 2);
    await caller.auth.resetPassword({ token, password: "a brand new password" });
    await expect(
      caller.auth.login({ email, password: "a brand new password" }),
    ).resolves.toBeTruthy();
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
    await expect(asker.caller.auth.requestPasswordReset({ email })).resolves.toEqual(EMAIL_LINK);
    await asker.settled();
    const mail = await mailbox.waitForMail(email, 2);
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.html).toContain("<a href=");
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toMatch(/^\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const token = link.pathname.split("/").pop()!;
    const stored = await db.database.prisma.authToken.findFirstOrThrow({
      where: { user: { email }, kind: "PASSWORD_RESET" },
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
    expect((await mailbox.waitForMail(email, 3)).subject).toMatch(/password was changed/);

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
    ).resolves.toEqual(EMAIL_LINK);
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
    const resetter = await visitor();
    const { caller } = resetter;
    const first = await resetTokenFor(resetter, email, 2);
    const second = await resetTokenFor(resetter, email, 3);
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
    const resetter = await visitor();
    const { caller } = resetter;
    const token = await resetTokenFor(resetter, email, 2);

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
    await expect(caller.auth.requestSignInLink({ email })).resolves.toEqual(EMAIL_LINK);
    await settled();
    const mail = await mailbox.waitForMail(email, 2);
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

  it("confirms an unconfirmed address, as a password reset does", async () => {
    for (const kind of ["link", "reset"] as const) {
      const email = uniqueEmail();
      const asker = await visitor();
      await asker.caller.auth.register({ name: "Unconfirmed", email, password: PASSWORD });
      await asker.settled();
      await mailbox.waitForMail(email);
      if (kind === "link") await asker.caller.auth.requestSignInLink({ email });
      else await asker.caller.auth.requestPasswordReset({ email });
      await asker.settled();
      const token = tokenOf(linkIn(await mailbox.waitForMail(email, 2)));
      if (kind === "link") await asker.caller.auth.consumeSignInLink({ token });
      else await asker.caller.auth.resetPassword({ token, password: "a brand new password" });
      const user = await db.database.prisma.user.findUniqueOrThrow({ where: { email } });
      expect(user.emailVerifiedAt, kind).toBeInstanceOf(Date);
    }
  });

  it("lets a venue's shared address confirm a crowd's registrations, and still limits it", async () => {
    // Every registration is confirmed by a link: a festival's phones behind one Wi-Fi address
    // use hundreds of links in a quarter of an hour (the tokens themselves cannot be guessed).
    const venue = await visitor({ ip: "198.51.100.77" });
    const use = () => venue.caller.auth.consumeSignInLink({ token: "x".repeat(43) });
    for (let i = 0; i < 500; i++)
      await expect(use()).rejects.toMatchObject({ code: "BAD_REQUEST" });
    let refused = 0;
    for (let i = 0; i < 1000 && refused === 0; i++) {
      await use().catch((error: unknown) => {
        if (refusal(error).code === "TOO_MANY_REQUESTS") refused = i + 1;
      });
    }
    expect(refused).toBeGreaterThan(0);
  });

  it("limits how many links one address can be sent, the registration's included", async () => {
    const { email } = await register();
    const { caller, settled } = await visitor({ ip: "198.51.100.9" });
    for (let i = 0; i < 4; i++) await caller.auth.requestSignInLink({ email });
    await expect(caller.auth.requestSignInLink({ email })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await settled();
    expect(mailbox.mailsTo(email)).toHaveLength(5);
  });
});

describe('refusals and answers by message key (README "Languages")', () => {
  const textOf = (error: TRPCError) => (isAppError(error.cause) ? error.cause.text : null);

  it("names the key of each sign-in refusal and of the answers, with their values", async () => {
    const email = uniqueEmail();
    const asker = await visitor();
    const answer = await asker.caller.auth.register({ name: "Keyed", email, password: PASSWORD });
    expect(answer.text).toEqual({ key: "auth.server.registerSent", values: { email } });
    await asker.settled();
    await mailbox.waitForMail(email);
    const { caller } = await visitor();
    const wrong = refusal(await caller.auth.login({ email, password: "not it" }).catch((e) => e));
    expect(textOf(wrong)).toEqual({ key: "auth.server.wrongCredentials" });
    const unconfirmed = refusal(
      await caller.auth.login({ email, password: PASSWORD }).catch((e) => e),
    );
    expect(textOf(unconfirmed)?.key).toMatch(/^auth\.server\.confirmFirst/);
    const linkAnswer = await caller.auth.requestSignInLink({ email: uniqueEmail() });
    expect(linkAnswer.text).toEqual({ key: "auth.server.emailLinkSent" });
  });

  it("names the keys of the limits: the per-account lock and the general wait", async () => {
    const { email } = await register();
    const attacker = await visitor({ ip: "198.51.100.77" });
    let limited: TRPCError | null = null;
    for (let attempt = 0; attempt < 12 && !limited; attempt++) {
      const error = refusal(
        await attacker.caller.auth.login({ email, password: `guess ${attempt}` }).catch((e) => e),
      );
      if (error.code === "TOO_MANY_REQUESTS") limited = error;
    }
    expect(limited).not.toBeNull();
    const text = limited ? textOf(limited) : null;
    expect(text?.key).toMatch(/^auth\.server\.(tooManyAttempts|locked)$/);
    expect(Object.values(text?.values ?? {}).length).toBeGreaterThan(0);
  });

  it("names the key of a refused reset link, and of a new password that is the email", async () => {
    const { caller } = await visitor();
    const unknown = refusal(
      await caller.auth
        .resetPassword({ token: "x".repeat(43), password: "a new long password" })
        .catch((e) => e),
    );
    expect(textOf(unknown)).toEqual({ key: "auth.server.resetLinkUnknown" });
    const { email } = await register();
    const token = await resetTokenFor(await visitor(), email, 2);
    const same = refusal(
      await caller.auth.resetPassword({ token, password: email }).catch((e) => e),
    );
    expect(textOf(same)).toEqual({ key: "auth.checks.passwordIsEmail" });
  });

  it("names the key of a refused sign-in link", async () => {
    const { caller } = await visitor();
    const unknown = refusal(
      await caller.auth.consumeSignInLink({ token: "x".repeat(43) }).catch((e) => e),
    );
    expect(unknown.message).toMatch(/sign-in link is not valid/);
    expect(textOf(unknown)).toEqual({ key: "auth.server.signInLinkUnknown" });
  });
});
