import { TRPCError } from "@trpc/server";
import type { AuthTokenKind } from "~/generated/prisma/enums";
import {
  emailInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  tokenInput,
} from "~/lib/schemas/account";
import { fieldError, isUniqueViolation } from "~/server/api/errors";
import { createTRPCRouter, publicProcedure, type Context } from "~/server/api/trpc";
import { hashPassword, verifyDecoy, verifyPassword } from "~/server/auth/password";
import { endSession, endUserSessions, startSession, type SessionUser } from "~/server/auth/session";
import { consumeToken, issueToken, type TokenCheck } from "~/server/auth/tokens";
import {
  passwordChangedMail,
  passwordResetMail,
  signInLinkMail,
} from "~/server/infra/mail-templates";
import { env } from "~/env";

/** The one answer to "email me a link", whether or not the address has an account. */
export const EMAIL_LINK_ANSWER =
  "If an account exists for that address, we have sent it an email. It can take a minute to arrive.";

const userFields = { id: true, name: true, email: true, role: true, publicProfile: true } as const;

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
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consume("registerByIp", ctx.ip ?? "unknown");
    const passwordHash = await hashPassword(input.password);
    const user = await ctx.db.user
      .create({
        data: { name: input.name, email: input.email, passwordHash },
        select: userFields,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw fieldError(
            "CONFLICT",
            "email",
            "An account with this email already exists. Sign in, or reset its password.",
          );
        }
        throw error;
      });
    await signIn(ctx, user.id);
    return { user };
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const ip = ctx.ip ?? "unknown";
    const attemptKey = `${input.email}|${ip}`;
    await ctx.rateLimits.consume("signInByIp", ip);
    await ctx.rateLimits.consume("signInByEmailAndIp", attemptKey);
    const found = await ctx.db.user.findUnique({
      where: { email: input.email },
      select: { ...userFields, passwordHash: true },
    });
    const valid = found?.passwordHash
      ? await verifyPassword(found.passwordHash, input.password)
      : await verifyDecoy(input.password);
    if (!found || !valid) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Email or password is incorrect." });
    }
    await ctx.rateLimits.reset("signInByEmailAndIp", attemptKey);
    await signIn(ctx, found.id);
    const { id, name, email, role, publicProfile } = found;
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

  consumeSignInLink: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consume("tokenUseByIp", ctx.ip ?? "unknown");
    const check = await consumeToken(ctx.db, input.token, "SIGN_IN_LINK");
    if (!check.ok) throw tokenRefusal(check, "sign-in");
    const user = await ctx.db.user.findUniqueOrThrow({
      where: { id: check.userId },
      select: userFields,
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
      await endUserSessions(tx, owner.id);
      return owner;
    });
    if (ctx.session?.user.id === user.id) ctx.setCookie(await endSession(ctx.db, ctx.session.id));
    ctx.defer(() => ctx.mailer.send(passwordChangedMail(user, siteName())));
    return { passwordChanged: true };
  }),
});
