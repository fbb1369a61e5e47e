import { changePasswordInput, updateProfileInput } from "~/lib/schemas/account";
import { env } from "~/env";
import { fieldError, isUniqueViolation } from "~/server/api/errors";
import { createTRPCRouter, participantProcedure } from "~/server/api/trpc";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { endUserSessions } from "~/server/auth/session";
import { passwordChangedMail } from "~/server/services/mail-templates";
import { userStanding } from "~/server/services/standings";

const userFields = {
  id: true,
  name: true,
  email: true,
  role: true,
  publicProfile: true,
  createdAt: true,
} as const;

export const accountRouter = createTRPCRouter({
  /**
   * The signed-in user as stored now (the session copy may be a request old), with their points
   * and rank from the ledger and how many achievements they hold.
   */
  me: participantProcedure.query(async ({ ctx }) => {
    const userId = ctx.session.user.id;
    const [user, standing, earned, achievements] = await Promise.all([
      ctx.db.user.findUniqueOrThrow({ where: { id: userId }, select: userFields }),
      userStanding(ctx.db, userId),
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

  updateProfile: participantProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.db.user
      .update({ where: { id: ctx.session.user.id }, data: input, select: userFields })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw fieldError("CONFLICT", "email", "Another account already uses this email address.");
        }
        throw error;
      });
    return { user };
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
      });
      await ctx.rateLimits.reset("passwordCheckByUser", userId);
      ctx.defer(() => ctx.mailer.send(passwordChangedMail(user, env.NEXT_PUBLIC_SITE_NAME)));
      return { passwordChanged: true };
    }),
});
