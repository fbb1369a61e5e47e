import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { AuthTokenKind } from "~/generated/prisma/enums";
import { env } from "~/env";
import { hashPassword, verifyDecoy, verifyPassword } from "~/server/auth/password";
import { endSession, endUserSessions, startSession, type AuthSession } from "~/server/auth/session";
import { signInLockoutFor } from "~/server/auth/sign-in-lockout";
import {
  consumeToken,
  issueToken,
  revokeTokens,
  type MailedLink,
  type TokenCheck,
  type TokenRefusalReason,
} from "~/server/auth/tokens";
import { isUniqueViolation } from "~/server/database/errors";
import { AppError, fieldError, isAppError } from "~/server/errors";
import type { ServerText, ServerTextKey } from "~/shared/i18n/server-text";
import { ACCOUNT_CHECKS } from "~/shared/account-checks";
import type { Locale } from "~/shared/i18n/locales";
import { mailRecipient } from "~/server/i18n/locale";
import type { Logger } from "~/server/infra/logger";
import type { Mailer } from "~/server/infra/mail";
import {
  alreadyRegisteredMail,
  confirmEmailMail,
  passwordChangedMail,
  passwordResetMail,
  signInLinkMail,
  type Recipient,
} from "~/server/infra/mail-templates";
import type { RateLimits } from "~/server/infra/rate-limit";
import { returnPathFrom } from "~/shared/lastpath";
import { refuseStaffName } from "./display-names";
import { claimPendingScan, clearPendingScanCookie, stationPageWithNotice } from "./pending-scan";

/**
 * Registering, signing in and out, and the links mailed for both (sign-in link, password reset).
 * Sessions, passwords and tokens themselves are in `~/server/auth`.
 */

/**
 * What the account use cases need of the request besides the database: who calls from where,
 * the limits, the mailer, and how to answer (a cookie, work after the response). The tRPC context
 * has all of it.
 */
export type RequestIo = {
  ip: string | null;
  session: AuthSession | null;
  rateLimits: RateLimits;
  mailer: Mailer;
  /** Public base URL for links in mails: never taken from the request's Host header. */
  appUrl: string;
  /** The request's language: the language of the mails it causes (see `mailRecipient`). */
  locale: Locale;
  log: Logger;
  setCookie(cookie: string): void;
  /** Runs work after the response, so that answering takes the same time either way. */
  defer(task: () => Promise<void>): void;
};

/** The one answer to "email me a link", whether or not the address has an account. */
export const EMAIL_LINK_ANSWER =
  "If an account exists for that address, we have sent it an email. It can take a minute to arrive.";

/** The one answer to "create an account", whether or not the address has one already. */
export function registerAnswer(email: string): string {
  return (
    `We sent a link to ${email}. Open it to confirm your address and sign in; it works for ` +
    "60 minutes. Nothing arrived after a few minutes? Check your spam folder, or register again."
  );
}

const CONFIRM_FIRST = "Please confirm your email address first: open the link we sent to it.";

const USER_FIELDS = { id: true, name: true, email: true, role: true, publicProfile: true } as const;

export const siteName = () => env.NEXT_PUBLIC_SITE_NAME;

/** The link that confirms an address and signs in: the sign-in link's page. */
export function confirmationUrl(appUrl: string, token: string): string {
  return new URL(`/authenticated/${token}`, appUrl).toString();
}

/** Signs the caller in on a brand-new session (a new id every time: no session fixation). */
async function startFreshSession(db: PrismaClient, io: RequestIo, userId: string): Promise<void> {
  if (io.session) await endSession(db, io.session.id);
  io.setCookie(await startSession(db, userId));
}

type Redeemed = Extract<TokenCheck, { ok: true }>;

/**
 * Uses up a mailed token and does what it allows in the same transaction; a token that is
 * unknown, used or expired is refused with the link's words. A refusal thrown by `use` leaves
 * the token unused for a second try. Callers count the try first (`countTokenUse`).
 */
export async function redeemToken<T>(
  db: PrismaClient,
  token: string,
  link: MailedLink,
  use: (tx: Prisma.TransactionClient, check: Redeemed) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return db.$transaction(async (tx) => {
    const check = await consumeToken(tx, token, link.kinds, now);
    if (!check.ok) {
      throw new AppError("BAD_REQUEST", link.refusal(check.reason), {
        text: link.refusalText?.(check.reason),
      });
    }
    return use(tx, check);
  });
}

/** Counts one use of a mailed link from the caller's address (`tokenUseByIp`). */
export function countTokenUse(io: Pick<RequestIo, "rateLimits" | "ip">): Promise<void> {
  return io.rateLimits.consume("tokenUseByIp", io.ip ?? "unknown");
}

/** The keys of a refused reset link's words (README "Languages"). */
const RESET_LINK_TEXT = {
  unknown: "auth.server.resetLinkUnknown",
  used: "auth.server.resetLinkUsed",
  expired: "auth.server.resetLinkExpired",
} as const satisfies Record<TokenRefusalReason, ServerTextKey>;

/** The keys of a refused sign-in link's words. */
const SIGN_IN_LINK_TEXT = {
  unknown: "auth.server.signInLinkUnknown",
  used: "auth.server.signInLinkUsed",
  expired: "auth.server.signInLinkExpired",
} as const satisfies Record<TokenRefusalReason, ServerTextKey>;

function linkRefusal(reason: TokenRefusalReason, what: string): string {
  const message = {
    unknown: `This ${what} link is not valid.`,
    used: `This ${what} link was already used.`,
    expired: `This ${what} link has expired.`,
  }[reason];
  return `${message} Ask for a new one.`;
}

/** A sign-in link, or the confirmation link of a registration (`/authenticated/{token}`). */
export const SIGN_IN_LINK: MailedLink = {
  kinds: ["SIGN_IN_LINK", "EMAIL_CONFIRMATION"],
  refusal: (reason) => linkRefusal(reason, "sign-in"),
  refusalText: (reason) => ({ key: SIGN_IN_LINK_TEXT[reason] }),
};

/** A password reset link (`/auth/reset-password/{token}`). */
export const RESET_LINK: MailedLink = {
  kinds: "PASSWORD_RESET",
  refusal: (reason) => linkRefusal(reason, "reset"),
  refusalText: (reason) => ({ key: RESET_LINK_TEXT[reason] }),
};

/** Following a link mailed to the address proves it: an unconfirmed account becomes confirmed. */
async function confirmEmail(
  db: Pick<PrismaClient, "user">,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db.user.updateMany({
    where: { id: userId, emailVerifiedAt: null },
    data: { emailVerifiedAt: now },
  });
}

type Registration = { name: string; email: string; password: string };

/**
 * Registration proves the mailbox before anyone signs in, so that its answer cannot tell whether
 * an address has an account (`register` answers the same words either way, then defers this).
 *
 * - A new address: the account is made unconfirmed and a confirmation link is mailed; following
 *   it confirms the address and signs in (`/authenticated/{token}`, as a sign-in link).
 * - A confirmed account: nothing changes; its owner is told someone tried.
 * - An unconfirmed account (nobody proved the mailbox yet): the pending name and password are
 *   replaced and a fresh link is mailed (the earlier one stops working).
 */
export async function completeRegistration(
  db: PrismaClient,
  input: Registration,
  io: Pick<RequestIo, "mailer" | "appUrl" | "locale">,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const attempt = () =>
    db.$transaction(async (tx) => {
      const existing = await tx.user.findUnique({
        where: { email: input.email },
        select: { id: true, name: true, email: true, emailVerifiedAt: true, locale: true },
      });
      if (existing?.emailVerifiedAt) return { owner: existing, token: null };
      const data = { name: input.name, passwordHash };
      const user = existing
        ? await tx.user.update({ where: { id: existing.id }, data, select: { id: true } })
        : await tx.user.create({ data: { ...data, email: input.email }, select: { id: true } });
      return { owner: null, token: await issueToken(tx, user.id, "EMAIL_CONFIRMATION") };
    });
  // Two registrations of one new address at once: the second finds the first's row on retry.
  const outcome = await attempt().catch((error: unknown) => {
    if (isUniqueViolation(error)) return attempt();
    throw error;
  });
  if (outcome.owner) {
    const signIn = new URL("/auth/login", io.appUrl).toString();
    const owner = mailRecipient(outcome.owner, io.locale);
    await io.mailer.send(alreadyRegisteredMail(owner, signIn, siteName()));
  } else if (outcome.token) {
    const url = confirmationUrl(io.appUrl, outcome.token);
    await io.mailer.send(confirmEmailMail(mailRecipient(input, io.locale), url, siteName()));
  }
}

/** A fresh confirmation link for an unconfirmed account that signed in with the right password. */
async function resendConfirmation(
  db: PrismaClient,
  user: { id: string; name: string; email: string; locale: string | null },
  io: Pick<RequestIo, "mailer" | "appUrl" | "locale">,
): Promise<void> {
  const token = await db.$transaction((tx) => issueToken(tx, user.id, "EMAIL_CONFIRMATION"));
  const url = confirmationUrl(io.appUrl, token);
  await io.mailer.send(confirmEmailMail(mailRecipient(user, io.locale), url, siteName()));
}

/**
 * Always the same answer and no session: whether the address was new shows only in its mailbox
 * (see `completeRegistration`, which runs after the response is sent).
 */
export async function register(db: PrismaClient, input: Registration, io: RequestIo) {
  await io.rateLimits.consume("registerByIp", io.ip ?? "unknown");
  await refuseStaffName(db, input.name, null);
  await io.rateLimits.consume("emailLinkByEmail", input.email);
  io.defer(() => completeRegistration(db, input, io));
  const text: ServerText = { key: "auth.server.registerSent", values: { email: input.email } };
  return { message: registerAnswer(input.email), text };
}

/**
 * Email and password: limited per IP and per email and IP, and by the per-account lockout. An
 * unconfirmed account is refused with a fresh confirmation link (told only to whoever knows the
 * password).
 */
export async function signIn(
  db: PrismaClient,
  input: { email: string; password: string },
  io: RequestIo,
) {
  const ip = io.ip ?? "unknown";
  const attemptKey = `${input.email}|${ip}`;
  await io.rateLimits.consume("signInByIp", ip);
  await io.rateLimits.consume("signInByEmailAndIp", attemptKey);
  const lockout = signInLockoutFor(db);
  await lockout.begin(input.email);
  const found = await db.user.findUnique({
    where: { email: input.email },
    select: { ...USER_FIELDS, passwordHash: true, emailVerifiedAt: true, locale: true },
  });
  const valid = found?.passwordHash
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyDecoy(input.password);
  if (!found || !valid) {
    await lockout.failed(input.email);
    throw new AppError("UNAUTHORIZED", "Email or password is incorrect.", {
      text: { key: "auth.server.wrongCredentials" },
    });
  }
  await lockout.succeeded(input.email);
  await io.rateLimits.reset("signInByEmailAndIp", attemptKey);
  const { id, name, email, role, publicProfile } = found;
  if (!found.emailVerifiedAt) {
    // Only someone who knows the password learns this; the link goes to the mailbox.
    const mailed = await io.rateLimits.consume("emailLinkByEmail", email).then(
      () => true,
      (error: unknown) => {
        if (isAppError(error, "TOO_MANY_REQUESTS")) return false;
        throw error;
      },
    );
    const { locale } = found;
    if (mailed) io.defer(() => resendConfirmation(db, { id, name, email, locale }, io));
    throw new AppError(
      "FORBIDDEN",
      mailed ? `${CONFIRM_FIRST} We have just sent a new one.` : CONFIRM_FIRST,
      { text: { key: mailed ? "auth.server.confirmFirstResent" : "auth.server.confirmFirst" } },
    );
  }
  await startFreshSession(db, io, id);
  return { user: { id, name, email, role, publicProfile } };
}

/** Ends this device's session (if any) and clears its cookie. */
export async function signOut(db: PrismaClient, io: RequestIo) {
  if (io.session) io.setCookie(await endSession(db, io.session.id));
  return { signedOut: true };
}

/** Rate-limits, then (after answering) mails a fresh token link if the account exists. */
async function emailTokenLink(
  db: PrismaClient,
  email: string,
  io: RequestIo,
  link: {
    kind: AuthTokenKind;
    path: string;
    compose: (to: Recipient, url: string) => Parameters<Mailer["send"]>[0];
  },
): Promise<{ message: string; text: ServerText }> {
  await io.rateLimits.consume("emailLinkByIp", io.ip ?? "unknown");
  await io.rateLimits.consume("emailLinkByEmail", email);
  io.defer(async () => {
    const user = await db.user.findUnique({
      where: { email },
      select: { id: true, name: true, email: true, locale: true },
    });
    if (!user) return;
    const token = await db.$transaction((tx) => issueToken(tx, user.id, link.kind));
    const url = new URL(`${link.path}/${token}`, io.appUrl).toString();
    await io.mailer.send(link.compose(mailRecipient(user, io.locale), url));
  });
  return { message: EMAIL_LINK_ANSWER, text: { key: "auth.server.emailLinkSent" } };
}

/** Mails a sign-in link if the address has an account; the answer is the same either way. */
export function requestSignInLink(db: PrismaClient, input: { email: string }, io: RequestIo) {
  return emailTokenLink(db, input.email, io, {
    kind: "SIGN_IN_LINK",
    path: "/authenticated",
    compose: (to, url) => signInLinkMail(to, url, siteName()),
  });
}

/** A sign-in link, or the confirmation link of a registration: both prove the mailbox. */
export async function consumeSignInLink(
  db: PrismaClient,
  input: { token: string },
  io: RequestIo,
  now = new Date(),
) {
  await countTokenUse(io);
  const user = await redeemToken(
    db,
    input.token,
    SIGN_IN_LINK,
    async (tx, check) => {
      await confirmEmail(tx, check.userId, now);
      return tx.user.findUniqueOrThrow({ where: { id: check.userId }, select: USER_FIELDS });
    },
    now,
  );
  await startFreshSession(db, io, user.id);
  return { user };
}

/** Mails a password reset link if the address has an account; the answer is the same either way. */
export function requestPasswordReset(db: PrismaClient, input: { email: string }, io: RequestIo) {
  return emailTokenLink(db, input.email, io, {
    kind: "PASSWORD_RESET",
    path: "/auth/reset-password",
    compose: (to, url) => passwordResetMail(to, url, siteName()),
  });
}

/** Sets a new password, ends every session of the user and mails a notice; no sign-in. */
export async function resetPassword(
  db: PrismaClient,
  input: { token: string; password: string },
  io: RequestIo,
  now = new Date(),
) {
  await countTokenUse(io);
  const passwordHash = await hashPassword(input.password);
  const user = await redeemToken(
    db,
    input.token,
    RESET_LINK,
    async (tx, check) => {
      const owner = await tx.user.findUniqueOrThrow({
        where: { id: check.userId },
        select: { ...USER_FIELDS, locale: true },
      });
      if (input.password.trim().toLowerCase() === owner.email) {
        // Thrown inside the transaction: the token stays unused for a second try.
        throw fieldError("BAD_REQUEST", "password", ACCOUNT_CHECKS.passwordIsEmail, {
          key: "auth.checks.passwordIsEmail",
        });
      }
      await tx.user.update({ where: { id: owner.id }, data: { passwordHash } });
      await confirmEmail(tx, owner.id, now);
      await endUserSessions(tx, owner.id);
      // The notice of a requested email change says "change your password": that cancels it.
      await revokeTokens(tx, owner.id, ["EMAIL_CHANGE"]);
      return owner;
    },
    now,
  );
  // The mailbox's owner is back in control: the per-account lock on sign-ins is lifted.
  await signInLockoutFor(db).clear(user.email);
  if (io.session?.user.id === user.id) io.setCookie(await endSession(db, io.session.id));
  const to = mailRecipient(user, io.locale);
  io.defer(() => io.mailer.send(passwordChangedMail(to, siteName())));
  return { passwordChanged: true };
}

/**
 * Where someone who just signed in goes (/authenticated): every sign-in and registration passes
 * there, so a station scanned before signing in (`pendingScan`, the cookie's value) is credited
 * here, its cookie cleared, and the station page says how it went; otherwise back to `lastpath`
 * (if it is a path of this site), or /profile.
 */
export async function pathAfterSignIn(
  db: PrismaClient,
  userId: string,
  cookies: { pendingScan: string | undefined; lastpath: string | undefined },
  io: Pick<RequestIo, "rateLimits" | "appUrl" | "setCookie" | "locale">,
): Promise<string> {
  if (cookies.pendingScan !== undefined) {
    const notice = await claimPendingScan(
      db,
      io.rateLimits,
      userId,
      cookies.pendingScan,
      io.locale,
    );
    io.setCookie(clearPendingScanCookie());
    if (notice) return stationPageWithNotice(notice);
  }
  return returnPathFrom(cookies.lastpath, io.appUrl);
}
