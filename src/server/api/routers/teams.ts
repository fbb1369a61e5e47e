import { asActor, withInput } from "~/server/api/calls";
import {
  adminProcedure,
  createTRPCRouter,
  moderatorProcedure,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import {
  adminDeleteTeam,
  adminTeamList,
  createTeam,
  deskAddTeamMember,
  deskTeamOf,
  disbandTeam,
  handOverCaptaincy,
  joinTeam,
  leaveTeam,
  myTeam,
  removeTeamMember,
  rotateJoinCode,
  teamLeaderboard,
  teamPage,
  teamSettings,
  updateTeam,
  updateTeamSettings,
} from "~/server/services/teams";
import {
  adminMergeTeams,
  adminRemoveTeamMember,
  adminRenameTeam,
  adminTeamMembers,
  teamsCsv,
} from "~/server/services/team-admin";
import {
  adminRenameTeamInput,
  createTeamInput,
  deskAddMemberInput,
  deskPersonInput,
  joinTeamInput,
  mergeTeamsInput,
  teamCsvInput,
  teamIdInput,
  teamLeaderboardInput,
  teamMemberInput,
  teamSettingsInput,
  updateTeamInput,
} from "~/shared/teams/inputs";

/** Teams (README "Teams"): the leaderboard, a team's page, joining, leaving, captains' steps. */
export const teamsRouter = createTRPCRouter({
  /** The team leaderboard: by average per member, ranked from the admin's minimum of members. */
  leaderboard: publicProcedure.input(teamLeaderboardInput).query(withInput(teamLeaderboard)),

  /** A team's page; members see each other's names and the join code. */
  byId: publicProcedure
    .input(teamIdInput)
    .query(({ ctx, input }) => teamPage(ctx.db, ctx.session?.user.id ?? null, input)),

  /** The team I am in now, if any. */
  mine: participantProcedure.query(({ ctx }) => myTeam(ctx.db, ctx.session.user.id)),

  /** Creates a team with me as captain; 5 in 10 minutes per person. */
  create: participantProcedure
    .input(createTeamInput)
    .mutation(({ ctx, input }) =>
      createTeam(ctx.db, ctx.session.user.id, input, ctx.rateLimits, ctx.locale),
    ),

  /** Joins by code; 10 a minute per person. */
  join: participantProcedure
    .input(joinTeamInput)
    .mutation(({ ctx, input }) =>
      joinTeam(ctx.db, ctx.session.user.id, input, ctx.rateLimits, ctx.locale),
    ),

  leave: participantProcedure.mutation(({ ctx }) => leaveTeam(ctx.db, ctx.session.user.id)),

  /** Captain only, like the four below. */
  update: participantProcedure.input(updateTeamInput).mutation(asActor(updateTeam)),
  removeMember: participantProcedure.input(teamMemberInput).mutation(asActor(removeTeamMember)),
  handOverCaptaincy: participantProcedure
    .input(teamMemberInput)
    .mutation(asActor(handOverCaptaincy)),
  /** A new join code; 5 in 10 minutes per person. */
  rotateCode: participantProcedure
    .input(teamIdInput)
    .mutation(({ ctx, input }) =>
      rotateJoinCode(ctx.db, ctx.session.user.id, input, ctx.rateLimits),
    ),
  disband: participantProcedure.input(teamIdInput).mutation(asActor(disbandTeam)),

  /** The help desk (moderators): a person's team, and adding them to one by code (audited). */
  desk: createTRPCRouter({
    teamOf: moderatorProcedure.input(deskPersonInput).query(withInput(deskTeamOf)),
    addMember: moderatorProcedure.input(deskAddMemberInput).mutation(asActor(deskAddTeamMember)),
  }),

  admin: createTRPCRouter({
    settings: adminProcedure.query(({ ctx }) => teamSettings(ctx.db)),
    list: adminProcedure.query(({ ctx }) => adminTeamList(ctx.db)),
    delete: adminProcedure.input(teamIdInput).mutation(asActor(adminDeleteTeam)),
    /** A team's members now, for removing one. */
    members: adminProcedure.input(teamIdInput).query(withInput(adminTeamMembers)),
    rename: adminProcedure.input(adminRenameTeamInput).mutation(asActor(adminRenameTeam)),
    removeMember: adminProcedure.input(teamMemberInput).mutation(asActor(adminRemoveTeamMember)),
    /** Moves the source team's members into the target (new periods) and deletes the source. */
    merge: adminProcedure.input(mergeTeamsInput).mutation(asActor(adminMergeTeams)),
    /** Teams or membership periods as a CSV file (formula-safe). */
    csv: adminProcedure
      .input(teamCsvInput)
      .query(({ ctx, input }) => teamsCsv(ctx.db, input, ctx.locale)),
    updateSettings: adminProcedure.input(teamSettingsInput).mutation(asActor(updateTeamSettings)),
  }),
});
