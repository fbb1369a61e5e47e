import { adminProcedure, createTRPCRouter } from "~/server/api/trpc";
import { updateAchievementText, listAchievementsForAdmin } from "~/server/services/achievements";
import { adminOverview, listAuditLog, listUsers, setUserRole } from "~/server/services/admin";
import {
  createChallenge,
  listChallengesForAdmin,
  setChallengePublished,
  updateChallenge,
} from "~/server/services/challenges";
import {
  createFaqEntry,
  deleteFaqEntry,
  listFaqForAdmin,
  updateFaqEntry,
} from "~/server/services/faq";
import { achievementTextInput } from "~/shared/achievements";
import { auditListInput, challengeListInput, setRoleInput, userListInput } from "~/shared/admin";
import {
  challengeCreateInput,
  challengeUpdateInput,
  setPublishedInput,
} from "~/shared/challenges/inputs";
import { faqEntryIdInput, faqEntryInput, faqEntryUpdateInput } from "~/shared/faq";

/** Running the festival: the admin home's figures, the catalogue, users, FAQ, texts, audit log. */
export const adminRouter = createTRPCRouter({
  overview: adminProcedure.query(({ ctx }) => adminOverview(ctx.db)),

  challenges: createTRPCRouter({
    list: adminProcedure
      .input(challengeListInput)
      .query(({ ctx, input }) => listChallengesForAdmin(ctx.db, input)),
    create: adminProcedure
      .input(challengeCreateInput)
      .mutation(({ ctx, input }) => createChallenge(ctx.db, ctx.session.user.id, input)),
    update: adminProcedure
      .input(challengeUpdateInput)
      .mutation(({ ctx, input }) => updateChallenge(ctx.db, ctx.session.user.id, input)),
    setPublished: adminProcedure
      .input(setPublishedInput)
      .mutation(({ ctx, input }) => setChallengePublished(ctx.db, ctx.session.user.id, input)),
  }),

  users: createTRPCRouter({
    list: adminProcedure.input(userListInput).query(({ ctx, input }) => listUsers(ctx.db, input)),
    /** Not one's own role; never the last admin away. */
    setRole: adminProcedure
      .input(setRoleInput)
      .mutation(({ ctx, input }) => setUserRole(ctx.db, ctx.session.user.id, input, ctx.log)),
  }),

  faq: createTRPCRouter({
    list: adminProcedure.query(({ ctx }) => listFaqForAdmin(ctx.db)),
    create: adminProcedure
      .input(faqEntryInput)
      .mutation(({ ctx, input }) => createFaqEntry(ctx.db, ctx.session.user.id, input)),
    update: adminProcedure
      .input(faqEntryUpdateInput)
      .mutation(({ ctx, input }) => updateFaqEntry(ctx.db, ctx.session.user.id, input)),
    delete: adminProcedure
      .input(faqEntryIdInput)
      .mutation(({ ctx, input }) => deleteFaqEntry(ctx.db, ctx.session.user.id, input)),
  }),

  achievements: createTRPCRouter({
    list: adminProcedure.query(({ ctx }) => listAchievementsForAdmin(ctx.db)),
    /** Texts only: the rules come with the seed. */
    update: adminProcedure
      .input(achievementTextInput)
      .mutation(({ ctx, input }) => updateAchievementText(ctx.db, ctx.session.user.id, input)),
  }),

  audit: createTRPCRouter({
    list: adminProcedure
      .input(auditListInput)
      .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  }),
});
