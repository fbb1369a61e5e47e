import { asActor, withInput } from "~/server/api/calls";
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
    list: adminProcedure.input(challengeListInput).query(withInput(listChallengesForAdmin)),
    create: adminProcedure.input(challengeCreateInput).mutation(asActor(createChallenge)),
    update: adminProcedure.input(challengeUpdateInput).mutation(asActor(updateChallenge)),
    setPublished: adminProcedure.input(setPublishedInput).mutation(asActor(setChallengePublished)),
  }),

  users: createTRPCRouter({
    list: adminProcedure.input(userListInput).query(withInput(listUsers)),
    /** Not one's own role; never the last admin away. */
    setRole: adminProcedure
      .input(setRoleInput)
      .mutation(({ ctx, input }) => setUserRole(ctx.db, ctx.session.user.id, input, ctx.log)),
  }),

  faq: createTRPCRouter({
    list: adminProcedure.query(({ ctx }) => listFaqForAdmin(ctx.db)),
    create: adminProcedure.input(faqEntryInput).mutation(asActor(createFaqEntry)),
    update: adminProcedure.input(faqEntryUpdateInput).mutation(asActor(updateFaqEntry)),
    delete: adminProcedure.input(faqEntryIdInput).mutation(asActor(deleteFaqEntry)),
  }),

  achievements: createTRPCRouter({
    list: adminProcedure.query(({ ctx }) => listAchievementsForAdmin(ctx.db)),
    /** Texts only: the rules come with the seed. */
    update: adminProcedure.input(achievementTextInput).mutation(asActor(updateAchievementText)),
  }),

  audit: createTRPCRouter({
    list: adminProcedure.input(auditListInput).query(withInput(listAuditLog)),
  }),
});
