import { TRPCError } from "@trpc/server";
import type { Prisma } from "~/generated/prisma/client";
import { env } from "~/env";
import { createTRPCRouter, moderatorProcedure } from "~/server/api/trpc";
import { issueToken } from "~/server/auth/tokens";
import { AREA_ORDER } from "~/shared/challenges";
import { personInput, personSearchInput } from "~/server/domain/submissions-input";
import { loadAreaFacts } from "~/server/services/area-facts";
import { writeAudit } from "~/server/services/audit";
import { signInLinkMail } from "~/server/infra/mail-templates";
import { challengeProgressFor } from "~/server/services/progress";
import { mediaView } from "../submission";

/**
 * The in-person help desk, /participation/person (DESIGN.md §5): moderators find a person who
 * came to the desk, see everything they take part in, and act for them (approve what waits, mail
 * them a sign-in link; the water-bottle desk records collections through the sustainability
 * router). Emails are shown here because the desk has to match the person in front of it.
 */
export const personDeskRouter = createTRPCRouter({
  /** People whose name or email contains the query, a page at a time. */
  search: moderatorProcedure.input(personSearchInput).query(async ({ ctx, input }) => {
    const where: Prisma.UserWhereInput = {
      OR: [
        { name: { contains: input.query, mode: "insensitive" } },
        { email: { contains: input.query.toLowerCase() } },
      ],
    };
    const [rows, total] = await Promise.all([
      ctx.db.user.findMany({
        where,
        orderBy: [{ name: "asc" }, { id: "asc" }],
        skip: (input.page - 1) * input.pageSize,
        take: input.pageSize,
        select: { id: true, name: true, email: true, role: true },
      }),
      ctx.db.user.count({ where }),
    ]);
    return { rows, total };
  }),

  /** One person's participation across all areas: points, challenges, achievements, what waits. */
  overview: moderatorProcedure.input(personInput).query(async ({ ctx, input }) => {
    const user = await ctx.db.user.findUnique({
      where: { id: input.userId },
      select: {
        id: true,
        name: true,
        email: true,
        role: true,
        publicProfile: true,
        createdAt: true,
      },
    });
    if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such person." });
    const [participations, pointsByArea, achievements, submissions, carePosts, progress] =
      await Promise.all([
        ctx.db.participation.findMany({
          where: { userId: user.id },
          orderBy: [{ challenge: { area: "asc" } }, { challenge: { position: "asc" } }],
          select: {
            status: true,
            joinedAt: true,
            challenge: { select: { id: true, title: true, area: true, kind: true } },
          },
        }),
        ctx.db.pointEntry.groupBy({
          by: ["area"],
          where: { userId: user.id },
          _sum: { amount: true },
        }),
        ctx.db.userAchievement.findMany({
          where: { userId: user.id },
          orderBy: { earnedAt: "asc" },
          select: { earnedAt: true, achievement: { select: { key: true, title: true } } },
        }),
        ctx.db.submission.findMany({
          where: { userId: user.id, status: "PENDING" },
          orderBy: { createdAt: "asc" },
          take: 50,
          select: {
            id: true,
            text: true,
            createdAt: true,
            challenge: { select: { title: true } },
            media: { select: { id: true, width: true, height: true } },
          },
        }),
        ctx.db.carePost.findMany({
          where: { userId: user.id, status: "PENDING" },
          orderBy: { createdAt: "asc" },
          take: 50,
          select: { id: true, kind: true, message: true, createdAt: true },
        }),
        loadAreaFacts(ctx.db).then((facts) => challengeProgressFor(ctx.db, user.id, facts)),
      ]);
    const areaPoints = AREA_ORDER.map((area) => ({
      area,
      points: pointsByArea.find((row) => row.area === area)?._sum.amount ?? 0,
    }));
    return {
      user,
      // The desk's own moderator: what waits is decided by someone else.
      own: user.id === ctx.session.user.id,
      totalPoints: areaPoints.reduce((sum, row) => sum + row.points, 0),
      areas: areaPoints,
      challenges: participations.map((participation) => ({
        ...participation,
        points: progress.get(participation.challenge.id)?.points ?? 0,
      })),
      achievements: achievements.map((row) => ({ ...row.achievement, earnedAt: row.earnedAt })),
      pendingSubmissions: submissions.map(({ media, ...row }) => ({
        ...row,
        media: mediaView(media),
      })),
      pendingCarePosts: carePosts,
    };
  }),

  /**
   * Mails the person a one-time sign-in link (the same token and mail as "Email me a sign-in
   * link"), for someone at the desk without their password. Limited per address like the
   * self-service link, and audited.
   */
  sendSignInLink: moderatorProcedure.input(personInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.db.user.findUnique({
      where: { id: input.userId },
      select: { id: true, name: true, email: true },
    });
    if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "There is no such person." });
    await ctx.rateLimits.consume("emailLinkByEmail", user.email);
    const token = await ctx.db.$transaction(async (tx) => {
      await writeAudit(tx, {
        actorId: ctx.session.user.id,
        action: "user.sign-in-link",
        target: { type: "User", id: user.id },
        after: { email: user.email },
      });
      return issueToken(tx, user.id, "SIGN_IN_LINK");
    });
    const url = new URL(`/authenticated/${token}`, ctx.appUrl).toString();
    await ctx.mailer.send(signInLinkMail(user, url, env.NEXT_PUBLIC_SITE_NAME));
    return { sentTo: user.email };
  }),
});
