import type { ParsedMail } from "mailparser";
import { beforeEach, describe, expect, it } from "vitest";
import { siteName } from "~/server/services/auth";
import { callerFor, createSession, TEST_PASSWORD } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { linkIn, withMailbox } from "~/test/mailbox";
import type { Locale } from "~/shared/i18n/locales";

/**
 * Every mail in its recipient's language (README "Languages"): the person's stored choice, else
 * the language of the request that caused the mail, else the festival's default. Sent through
 * the app's real mailer to the in-process SMTP server and read back from there.
 */

const db = withTestDatabase();
const mailbox = withMailbox();
beforeEach(async () => {
  await db.database.prisma.rateLimiterFlexible.deleteMany();
});

let counter = 0;
const uniqueEmail = () => `mail-language${++counter}-${Date.now()}@festival.test`;
const PASSWORD = "a long enough password";
const site = siteName();

/** A caller as a visitor whose request resolved to `locale` (cookie or Accept-Language). */
const visitor = (locale?: Locale) =>
  callerFor(db.database, null, { mailer: mailbox.mailer(), locale });

/** A confirmed account without a stored language, or with the one given. */
async function person(stored: Locale | null = null) {
  const session = await createSession(db.database, "PARTICIPANT");
  await db.database.prisma.user.update({
    where: { id: session.user.id },
    data: { locale: stored },
  });
  return session;
}

async function nextMailTo(email: string, ask: () => Promise<unknown>): Promise<ParsedMail> {
  const before = mailbox.mailsTo(email).length;
  await ask();
  return mailbox.waitForMail(email, before + 1);
}

async function resetMail(email: string, locale?: Locale) {
  return nextMailTo(email, async () => {
    const { caller, settled } = visitor(locale);
    await caller.auth.requestPasswordReset({ email });
    await settled();
  });
}

describe("the password reset mail", () => {
  it("is in English, word for word as before, for a person without a choice asking in English", async () => {
    const { user } = await person();
    const mail = await resetMail(user.email, "en");
    const link = linkIn(mail);
    expect(mail.subject).toBe(`Reset your ${site} password`);
    expect(mail.text?.trim()).toBe(
      [
        `Hello ${user.name},`,
        "",
        "Someone (hopefully you) asked to reset the password of your account.",
        "The link works once, for 60 minutes. If you did not ask for it, ignore this mail: your password stays as it is.",
        "",
        `Choose a new password: ${link}`,
      ].join("\n"),
    );
    expect(String(mail.html).trimEnd()).toBe(
      [
        `<p>Hello ${user.name},</p>`,
        "<p>Someone (hopefully you) asked to reset the password of your account.</p>",
        "<p>The link works once, for 60 minutes. If you did not ask for it, ignore this mail: your password stays as it is.</p>",
        `<p><a href="${link}">Choose a new password</a></p>`,
      ].join("\n"),
    );
  });

  it("is in German when the person chose German, whatever the request's language", async () => {
    const { user } = await person("de");
    const mail = await resetMail(user.email, "en");
    expect(mail.subject).toBe(`Neues Passwort für ${site}`);
    expect(mail.text).toContain(`Hallo ${user.name},`);
    expect(mail.text).toContain("Der Link funktioniert einmal, 60 Minuten lang.");
    expect(mail.text).toContain(`Neues Passwort wählen: ${linkIn(mail)}`);
    expect(new URL(linkIn(mail)).pathname).toMatch(/^\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });

  it("is in German when the request asked for German and the person chose nothing", async () => {
    const { user } = await person();
    const mail = await resetMail(user.email, "de");
    expect(mail.subject).toBe(`Neues Passwort für ${site}`);
    expect(mail.html).toContain(`<a href="${linkIn(mail)}">Neues Passwort wählen</a>`);
  });

  it("stays in the person's stored English when the request asked for German", async () => {
    const { user } = await person("en");
    const mail = await resetMail(user.email, "de");
    expect(mail.subject).toBe(`Reset your ${site} password`);
  });

  it("is in the festival's default language when nothing decides (a context without a language)", async () => {
    const { user } = await person();
    const mail = await resetMail(user.email);
    expect(mail.subject).toBe(`Reset your ${site} password`);
  });

  it("answers an unknown email the same in German and sends nothing", async () => {
    const before = mailbox.received.length;
    const { caller, settled } = visitor("de");
    const answer = await caller.auth.requestPasswordReset({ email: "ghost-de@festival.test" });
    await settled();
    const known = await person();
    const { caller: other } = visitor("de");
    expect(await other.auth.requestPasswordReset({ email: known.user.email })).toEqual(answer);
    expect(mailbox.received.length).toBe(before);
  });
});

describe("the sign-in link mail", () => {
  it("is in English as before, and in German when asked in German", async () => {
    const { user } = await person();
    const english = await nextMailTo(user.email, async () => {
      const { caller, settled } = visitor("en");
      await caller.auth.requestSignInLink({ email: user.email });
      await settled();
    });
    expect(english.subject).toBe(`Your ${site} sign-in link`);
    expect(english.text).toContain("Here is your sign-in link. It works once, for 15 minutes.");
    expect(english.text).toContain(`Sign in: ${linkIn(english)}`);

    await db.database.prisma.rateLimiterFlexible.deleteMany();
    const german = await nextMailTo(user.email, async () => {
      const { caller, settled } = visitor("de");
      await caller.auth.requestSignInLink({ email: user.email });
      await settled();
    });
    expect(german.subject).toBe(`Dein Anmeldelink für ${site}`);
    expect(german.text).toContain(
      "Hier ist dein Anmeldelink. Er funktioniert einmal, 15 Minuten lang.",
    );
    expect(german.text).toContain(`Anmelden: ${linkIn(german)}`);
    expect(new URL(linkIn(german)).pathname).toMatch(/^\/authenticated\/[A-Za-z0-9_-]{43}$/);
  });
});

describe("the registration's mails", () => {
  it("confirms a new address in the registering request's language, with a working link", async () => {
    const email = uniqueEmail();
    const mail = await nextMailTo(email, async () => {
      const { caller, settled } = visitor("de");
      await caller.auth.register({ name: "Kim <b>", email, password: PASSWORD });
      await settled();
    });
    expect(mail.subject).toBe(`Bestätige deine E-Mail-Adresse für ${site}`);
    expect(mail.text).toContain("Hallo Kim <b>,");
    expect(mail.html).toContain("<p>Hallo Kim &#60;b&#62;,</p>");
    expect(mail.text).toContain(`Bestätigen und anmelden: ${linkIn(mail)}`);
    const token = new URL(linkIn(mail)).pathname.split("/").pop()!;
    const device = visitor("de");
    const { user } = await device.caller.auth.consumeSignInLink({ token });
    expect(user.email).toBe(email);
  });

  it("confirms in English as before when asked in English", async () => {
    const email = uniqueEmail();
    const mail = await nextMailTo(email, async () => {
      const { caller, settled } = visitor("en");
      await caller.auth.register({ name: "Kim", email, password: PASSWORD });
      await settled();
    });
    expect(mail.subject).toBe(`Confirm your email address for ${site}`);
    expect(mail.text).toContain(
      `Someone (hopefully you) created a ${site} account with this address. Open the link to confirm it and sign in.`,
    );
    expect(mail.text).toContain(
      "The link works once, for 60 minutes. If you did not ask for it, ignore this mail: no account is made without it.",
    );
  });

  it("tells the owner of a taken address in the owner's stored language", async () => {
    const { user } = await person("de");
    const mail = await nextMailTo(user.email, async () => {
      const { caller, settled } = visitor("en");
      await caller.auth.register({ name: "Someone", email: user.email, password: PASSWORD });
      await settled();
    });
    expect(mail.subject).toBe(`Deine Adresse hat schon ein Konto bei ${site}`);
    expect(new URL(linkIn(mail)).pathname).toBe("/auth/login");
  });
});

describe("the account's mails", () => {
  it("are in the person's stored German: email change (both addresses), the change made, password changed", async () => {
    const session = await person("de");
    const oldEmail = session.user.email;
    const newEmail = uniqueEmail();
    const account = callerFor(db.database, session, { mailer: mailbox.mailer(), locale: "de" });
    await account.caller.account.requestEmailChange({ newEmail, currentPassword: TEST_PASSWORD });
    await account.settled();
    const requested = await mailbox.waitForMail(oldEmail);
    const confirmation = await mailbox.waitForMail(newEmail);
    expect(requested.subject).toBe(`Neue E-Mail-Adresse für dein Konto bei ${site} angefragt`);
    expect(requested.text).toContain(`in ${newEmail} ändern`);
    expect(confirmation.subject).toBe(`Bestätige deine neue E-Mail-Adresse für ${site}`);
    expect(confirmation.text).toContain(`Neue E-Mail-Adresse bestätigen: ${linkIn(confirmation)}`);

    const token = new URL(linkIn(confirmation)).pathname.split("/").pop()!;
    const confirmer = callerFor(db.database, null, { mailer: mailbox.mailer(), locale: "en" });
    await confirmer.caller.account.confirmEmailChange({ token });
    await confirmer.settled();
    const changed = await mailbox.waitForMail(oldEmail, 2);
    expect(changed.subject).toBe(`Deine E-Mail-Adresse für ${site} wurde geändert`);
    expect(changed.text).toContain(`ist jetzt ${newEmail}`);

    await account.caller.account.changePassword({
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new password",
    });
    await account.settled();
    const passwordChanged = await mailbox.waitForMail(newEmail, 2);
    expect(passwordChanged.subject).toBe(`Dein Passwort für ${site} wurde geändert`);
  });

  it("are in English as before for a person without a choice", async () => {
    const session = await person();
    const newEmail = uniqueEmail();
    const account = callerFor(db.database, session, { mailer: mailbox.mailer(), locale: "en" });
    await account.caller.account.requestEmailChange({ newEmail, currentPassword: TEST_PASSWORD });
    await account.settled();
    const requested = await mailbox.waitForMail(session.user.email);
    expect(requested.subject).toBe(`An email change was requested for your ${site} account`);
    expect(requested.text).toContain(
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once the link sent to that address is opened.`,
    );
    const confirmation = await mailbox.waitForMail(newEmail);
    expect(confirmation.subject).toBe(`Confirm your new email address for ${site}`);
    expect(confirmation.text).toContain(`Confirm new email address: ${linkIn(confirmation)}`);
  });
});

describe("the help desk's sign-in link mail", () => {
  it("is in the person's stored language, else in the desk's", async () => {
    const moderator = await createSession(db.database, "MODERATOR");
    const desk = callerFor(db.database, moderator, { mailer: mailbox.mailer(), locale: "de" });

    const english = await person("en");
    const chose = await nextMailTo(english.user.email, () =>
      desk.caller.moderation.person.sendSignInLink({ userId: english.user.id }),
    );
    expect(chose.subject).toBe(`Your ${site} sign-in link`);

    const undecided = await person();
    const german = await nextMailTo(undecided.user.email, () =>
      desk.caller.moderation.person.sendSignInLink({ userId: undecided.user.id }),
    );
    expect(german.subject).toBe(`Dein Anmeldelink für ${site}`);
    expect(german.text).toContain(`Anmelden: ${linkIn(german)}`);
  });
});
