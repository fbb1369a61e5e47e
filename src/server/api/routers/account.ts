import { TRPCError } from "@trpc/server";
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  tokenInput,
  updateProfileInput,
} from "~/shared/account";
import { env } from "~/env";
import { fieldError, isUniqueViolation } from "~/server/api/errors";
import { createTRPCRouter, participantProcedure, publicProcedure } from "~/server/api/trpc";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { blankSessionCookie, endUserSessions } from "~/server/auth/session";
import { consumeToken, issueToken, revokeTokens, type TokenCheck } from "~/server/auth/tokens";
import { accountDeletionRefusal } from "~/shared/roles";
import { refuseStaffName } from "~/server/services/display-names";
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
} from "~/server/infra/mail-templates";
import { areaDataOf } from "~/server/services/personal-data";
import { cachedRanking, standingIn } from "~/server/services/standings";
import { otherAdminsLocked } from "~/server/services/user-roles";
import { getStorage, storedKeysOf } from "~/server/infra/storage";

const userFields = {
  id: true,
  name: true,
  email: true,
  role: true,
  publicProfile: true,
  createdAt: true,
} as const;

/** Where the link that confirms a new email address leads (under /auth/: never kept as lastpath). */
export const CONFIRM_EMAIL_PATH = "/auth/confirm-email";

function emailChangeRefusal(check: Exclude<TokenCheck, { ok: true }>): TRPCError {
  const message = {
    unknown: "This confirmation link is not valid.",
    used: "This confirmation link was already used.",
    expired: "This confirmation link has expired.",
  }[check.reason];
  return new TRPCError({
    code: "BAD_REQUEST",
    message: `${message} Ask for the change again from your personal data page.`,
  });
}

export const accountRouter = createTRPCRouter({
  /**
   * The signed-in user as stored now (the session copy may be a request old), with their points
   * and rank from the ledger and how many achievements they hold.
   */
  me: participantProcedure.query(async ({ ctx }) => {
    const userId = ctx.session.user.id;
    const [user, standing, earned, achievements] = await Promise.all([
      ctx.db.user.findUniqueOrThrow({ where: { id: userId }, select: userFields }),
      // Others' totals from the shared ranking (at most a few seconds old), mine fresh.
      cachedRanking(ctx.db).then((ranking) => standingIn(ctx.db, ranking, userId)),
      ctx.db.userAchievement.count({ where: { userId } }),
      ctx.db.achievement.count(),
    ]);
    return {
      user,
      loggedInAt: ctx.session.loggedInAt,
      standing,
      achievements: { earned, total: achievements },
    };
  }),

  /** Name and the public switch. The email changes only through `requestEmailChange`. */
  updateProfile: participantProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    await refuseStaffName(ctx.db, input.name, userId);
    const user = await ctx.db.user.update({
      where: { id: userId },
      data: { name: input.name, publicProfile: input.publicProfile },
      select: userFields,
    });
    return { user };
  }),

  /**
   * Asks for the current password, then mails the old address a notice and the new one a link
   * (`confirmEmailChange`). Whether the new address has an account is not told here: only its
   * mailbox finds out, when the link is refused.
   */
  requestEmailChange: participantProcedure
    .input(changeEmailInput)
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      await ctx.rateLimits.consume("passwordCheckByUser", userId);
      const user = await ctx.db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { name: true, email: true, passwordHash: true },
      });
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw fieldError("BAD_REQUEST", "currentPassword", "This is not your current password.");
      }
      if (input.newEmail === user.email) {
        throw fieldError("BAD_REQUEST", "newEmail", "This is already your email address.");
      }
      await ctx.rateLimits.consume("emailLinkByEmail", input.newEmail);
      const token = await ctx.db.$transaction((tx) =>
        issueToken(tx, userId, "EMAIL_CHANGE", { newEmail: input.newEmail }),
      );
      const url = new URL(`${CONFIRM_EMAIL_PATH}/${token}`, ctx.appUrl).toString();
      const siteName = env.NEXT_PUBLIC_SITE_NAME;
      ctx.defer(async () => {
        await ctx.mailer.send(emailChangeRequestedMail(user, input.newEmail, siteName));
        await ctx.mailer.send(
          confirmEmailChangeMail({ name: user.name, email: input.newEmail }, url, siteName),
        );
      });
      return {
        message: `We sent a link to ${input.newEmail}. Your email address changes when you open it (within 60 minutes).`,
      };
    }),

  /**
   * The link from the new mailbox: makes the change if the address is still free, ends every
   * other session and tells the old address. Anyone holding the link may use it (it names the
   * account); the device it is opened on stays signed in if it was.
   */
  confirmEmailChange: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consume("tokenUseByIp", ctx.ip ?? "unknown");
    const { before, email } = await ctx.db
      .$transaction(async (tx) => {
        const check = await consumeToken(tx, input.token, "EMAIL_CHANGE");
        if (!check.ok) throw emailChangeRefusal(check);
        if (!check.newEmail) throw emailChangeRefusal({ ok: false, reason: "unknown" });
        const previous = await tx.user.findUniqueOrThrow({
          where: { id: check.userId },
          select: { id: true, name: true, email: true },
        });
        await tx.user.update({
          where: { id: check.userId },
          data: { email: check.newEmail, emailVerifiedAt: new Date() },
        });
        const keep = ctx.session?.user.id === check.userId ? ctx.session.id : undefined;
        await endUserSessions(tx, check.userId, keep);
        return { before: previous, email: check.newEmail };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new TRPCError({
            code: "CONFLICT",
            message:
              "Another account uses this email address now, so yours was not changed. Ask for the change again with another address.",
          });
        }
        throw error;
      });
    ctx.defer(() => ctx.mailer.send(emailChangedMail(before, email, env.NEXT_PUBLIC_SITE_NAME)));
    return { email };
  }),

  /** Changes the password and signs out every other device; this one stays signed in. */
  changePassword: participantProcedure
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      await ctx.rateLimits.consume("passwordCheckByUser", userId);
      const user = await ctx.db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true, name: true, passwordHash: true },
      });
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw fieldError("BAD_REQUEST", "currentPassword", "This is not your current password.");
      }
      if (input.newPassword.trim().toLowerCase() === user.email) {
        throw fieldError(
          "BAD_REQUEST",
          "newPassword",
          "Choose a password that is not your email address",
        );
      }
      const passwordHash = await hashPassword(input.newPassword);
      await ctx.db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: userId }, data: { passwordHash } });
        await endUserSessions(tx, userId, ctx.session.id);
        // The notice of a requested email change says "change your password": that cancels it.
        await revokeTokens(tx, userId, ["EMAIL_CHANGE"]);
      });
      await ctx.rateLimits.reset("passwordCheckByUser", userId);
      ctx.defer(() => ctx.mailer.send(passwordChangedMail(user, env.NEXT_PUBLIC_SITE_NAME)));
      return { passwordChanged: true };
    }),

  /** Everything stored about me, as JSON to download (DESIGN §6.7). */
  exportData: participantProcedure.query(async ({ ctx }) => {
    const userId = ctx.session.user.id;
    const [user, sessions, participations, points, achievements, areas] = await Promise.all([
      ctx.db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { ...userFields, updatedAt: true },
      }),
      ctx.db.session.findMany({
        where: { userId },
        select: { id: true, loggedInAt: true, expiresAt: true },
      }),
      ctx.db.participation.findMany({
        where: { userId },
        select: {
          status: true,
          joinedAt: true,
          completedAt: true,
          challenge: { select: { slug: true, title: true, area: true } },
        },
      }),
      ctx.db.pointEntry.findMany({
        where: { userId },
        select: { amount: true, reason: true, area: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
      ctx.db.userAchievement.findMany({
        where: { userId },
        select: { earnedAt: true, achievement: { select: { key: true, title: true } } },
      }),
      areaDataOf(ctx.db, userId),
    ]);
    return {
      exportedAt: new Date(),
      user,
      // Session ids are credentials: the export says which device is this one, nothing more.
      sessions: sessions.map(({ id, ...session }) => ({
        ...session,
        thisDevice: id === ctx.session.id,
      })),
      participations,
      points,
      achievements,
      ...areas,
    };
  }),

  /**
   * Deletes my account: sessions, tokens, participations and achievements go with it; my ledger
   * rows stay without my name, so festival totals do not shrink. The last admin cannot leave.
   */
  deleteAccount: participantProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    await ctx.rateLimits.consume("passwordCheckByUser", userId);
    const { passwordHash } = await ctx.db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { passwordHash: true },
    });
    if (!passwordHash || !(await verifyPassword(passwordHash, input.password))) {
      throw fieldError("BAD_REQUEST", "password", "This is not your password.");
    }
    const mediaKeys = await ctx.db.$transaction(async (tx) => {
      const otherAdmins = await otherAdminsLocked(tx, userId);
      const user = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { role: true },
      });
      const refusal = accountDeletionRefusal({ role: user.role, otherAdmins });
      if (refusal) throw new TRPCError({ code: "CONFLICT", message: refusal });
      // The media rows go with the user (cascade); their files are removed once that is final.
      const keys = await storedKeysOf(tx, userId);
      await tx.user.delete({ where: { id: userId } });
      return keys;
    });
    if (mediaKeys.length > 0) ctx.defer(() => getStorage().remove(mediaKeys));
    ctx.setCookie(blankSessionCookie(ctx.db));
    ctx.log.info("account deleted");
    return { deleted: true };
  }),
});
