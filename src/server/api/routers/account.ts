import { TRPCError } from "@trpc/server";
import { changePasswordInput, deleteAccountInput, updateProfileInput } from "~/lib/schemas/account";
import { env } from "~/env";
import { fieldError, isUniqueViolation } from "~/server/api/errors";
import { createTRPCRouter, participantProcedure } from "~/server/api/trpc";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { blankSessionCookie, endUserSessions } from "~/server/auth/session";
import { accountDeletionRefusal } from "~/server/domain/roles";
import { passwordChangedMail } from "~/server/infra/mail-templates";
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
