import { TRPCError } from "@trpc/server";
import type { AuthTokenKind } from "~/generated/prisma/enums";
import {
  emailInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  tokenInput,
} from "~/shared/account";
import { fieldError } from "~/server/api/errors";
import { createTRPCRouter, publicProcedure, type Context } from "~/server/api/trpc";
import { hashPassword, verifyDecoy, verifyPassword } from "~/server/auth/password";
import { completeRegistration, resendConfirmation } from "~/server/auth/registration";
import { endSession, endUserSessions, startSession, type SessionUser } from "~/server/auth/session";
import { signInLockoutFor } from "~/server/auth/sign-in-lockout";
import { consumeToken, issueToken, revokeTokens, type TokenCheck } from "~/server/auth/tokens";
import { refuseStaffName } from "~/server/services/display-names";
import {
  passwordChangedMail,
  passwordResetMail,
  signInLinkMail,
} from "~/server/infra/mail-templates";
import { env } from "~/env";

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

const userFields = { id: true, name: true, email: true, role: true, publicProfile: true } as const;

/** What a deferred task needs besides the request: the database, mail and where links point. */
const mailDeps = (ctx: Context) => ({
  db: ctx.db,
  mailer: ctx.mailer,
  appUrl: ctx.appUrl,
  siteName: siteName(),
});

/** Signs the caller in on a brand-new session (a new id every time: no session fixation). */
async function signIn(ctx: Context, userId: string): Promise<void> {
  if (ctx.session) await endSession(ctx.db, ctx.session.id);
  ctx.setCookie(await startSession(ctx.db, userId));
}

const siteName = () => env.NEXT_PUBLIC_SITE_NAME;

function tokenRefusal(check: Exclude<TokenCheck, { ok: true }>, what: string): TRPCError {
  const message = {
    unknown: `This ${what} link is not valid.`,
    used: `This ${what} link was already used.`,
    expired: `This ${what} link has expired.`,
  }[check.reason];
  return new TRPCError({ code: "BAD_REQUEST", message: `${message} Ask for a new one.` });
}

/** Following a link mailed to the address proves it: an unconfirmed account becomes confirmed. */
async function confirmEmail(db: Pick<Context["db"], "user">, userId: string): Promise<void> {
  await db.user.updateMany({
    where: { id: userId, emailVerifiedAt: null },
    data: { emailVerifiedAt: new Date() },
  });
}

/** Rate-limits, then (after answering) mails a fresh token link if the account exists. */
async function emailTokenLink(
  ctx: Context,
  email: string,
  kind: AuthTokenKind,
  compose: (user: SessionUser, url: string) => Parameters<Context["mailer"]["send"]>[0],
  path: string,
): Promise<{ message: string }> {
  await ctx.rateLimits.consume("emailLinkByIp", ctx.ip ?? "unknown");
  await ctx.rateLimits.consume("emailLinkByEmail", email);
  ctx.defer(async () => {
    const user = await ctx.db.user.findUnique({ where: { email }, select: userFields });
    if (!user) return;
    const token = await ctx.db.$transaction((tx) => issueToken(tx, user.id, kind));
    await ctx.mailer.send(compose(user, new URL(`${path}/${token}`, ctx.appUrl).toString()));
  });
  return { message: EMAIL_LINK_ANSWER };
}

export const authRouter = createTRPCRouter({
  /**
   * Always the same answer and no session: whether the address was new shows only in its
   * mailbox (see `completeRegistration`, which runs after the response is sent).
   */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consume("registerByIp", ctx.ip ?? "unknown");
    await refuseStaffName(ctx.db, input.name, null);
    await ctx.rateLimits.consume("emailLinkByEmail", input.email);
    ctx.defer(() => completeRegistration(mailDeps(ctx), input));
    return { message: registerAnswer(input.email) };
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const ip = ctx.ip ?? "unknown";
    const attemptKey = `${input.email}|${ip}`;
    await ctx.rateLimits.consume("signInByIp", ip);
    await ctx.rateLimits.consume("signInByEmailAndIp", attemptKey);
    const lockout = signInLockoutFor(ctx.db);
    await lockout.begin(input.email);
    const found = await ctx.db.user.findUnique({
      where: { email: input.email },
      select: { ...userFields, passwordHash: true, emailVerifiedAt: true },
    });
    const valid = found?.passwordHash
      ? await verifyPassword(found.passwordHash, input.password)
      : await verifyDecoy(input.password);
    if (!found || !valid) {
      await lockout.failed(input.email);
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Email or password is incorrect." });
    }
    await lockout.succeeded(input.email);
    await ctx.rateLimits.reset("signInByEmailAndIp", attemptKey);
    const { id, name, email, role, publicProfile } = found;
    if (!found.emailVerifiedAt) {
      // Only someone who knows the password learns this; the link goes to the mailbox.
      const mailed = await ctx.rateLimits.consume("emailLinkByEmail", email).then(
        () => true,
        (error: unknown) => {
          if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS") return false;
          throw error;
        },
      );
      if (mailed) ctx.defer(() => resendConfirmation(mailDeps(ctx), { id, name, email }));
      throw new TRPCError({
        code: "FORBIDDEN",
        message: mailed ? `${CONFIRM_FIRST} We have just sent a new one.` : CONFIRM_FIRST,
      });
    }
    await signIn(ctx, id);
    return { user: { id, name, email, role, publicProfile } };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) ctx.setCookie(await endSession(ctx.db, ctx.session.id));
    return { signedOut: true };
  }),

  requestSignInLink: publicProcedure
    .input(emailInput)
    .mutation(({ ctx, input }) =>
      emailTokenLink(
        ctx,
        input.email,
        "SIGN_IN_LINK",
        (user, url) => signInLinkMail(user, url, siteName()),
        "/authenticated",
      ),
    ),

  /** A sign-in link, or the confirmation link of a registration: both prove the mailbox. */
  consumeSignInLink: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consume("tokenUseByIp", ctx.ip ?? "unknown");
    const user = await ctx.db.$transaction(async (tx) => {
      const check = await consumeToken(tx, input.token, ["SIGN_IN_LINK", "EMAIL_CONFIRMATION"]);
      if (!check.ok) throw tokenRefusal(check, "sign-in");
      await confirmEmail(tx, check.userId);
      return tx.user.findUniqueOrThrow({ where: { id: check.userId }, select: userFields });
    });
    await signIn(ctx, user.id);
    return { user };
  }),

  requestPasswordReset: publicProcedure
    .input(emailInput)
    .mutation(({ ctx, input }) =>
      emailTokenLink(
        ctx,
        input.email,
        "PASSWORD_RESET",
        (user, url) => passwordResetMail(user, url, siteName()),
        "/auth/reset-password",
      ),
    ),

  /** Sets a new password, ends every session of the user and mails a notice; no sign-in. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consume("tokenUseByIp", ctx.ip ?? "unknown");
    const passwordHash = await hashPassword(input.password);
    const user = await ctx.db.$transaction(async (tx) => {
      const check = await consumeToken(tx, input.token, "PASSWORD_RESET");
      if (!check.ok) throw tokenRefusal(check, "reset");
      const owner = await tx.user.findUniqueOrThrow({
        where: { id: check.userId },
        select: userFields,
      });
      if (input.password.trim().toLowerCase() === owner.email) {
        // Thrown inside the transaction: the token stays unused for a second try.
        throw fieldError(
          "BAD_REQUEST",
          "password",
          "Choose a password that is not your email address",
        );
      }
      await tx.user.update({ where: { id: owner.id }, data: { passwordHash } });
      await confirmEmail(tx, owner.id);
      await endUserSessions(tx, owner.id);
      // The notice of a requested email change says "change your password": that cancels it.
      await revokeTokens(tx, owner.id, ["EMAIL_CHANGE"]);
      return owner;
    });
    // The mailbox's owner is back in control: the per-account lock on sign-ins is lifted.
    await signInLockoutFor(ctx.db).clear(user.email);
    if (ctx.session?.user.id === user.id) ctx.setCookie(await endSession(ctx.db, ctx.session.id));
    ctx.defer(() => ctx.mailer.send(passwordChangedMail(user, siteName())));
    return { passwordChanged: true };
  }),
});
