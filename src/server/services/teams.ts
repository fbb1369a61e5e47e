import { randomInt } from "node:crypto";
import type { PrismaClient } from "~/generated/prisma/client";
import type { Area } from "~/generated/prisma/enums";
import { isUniqueViolation } from "~/server/database/errors";
import {
  joinRefusal,
  nextCaptain,
  rankTeams,
  type RankedTeam,
  type TeamStanding,
} from "~/server/domain/teams";
import { AppError, type AppErrorCode, fieldError } from "~/server/errors";
import { consumeBurst } from "~/server/infra/bursts";
import type { RateLimits } from "~/server/infra/rate-limit";
import { createTtlCache } from "~/server/infra/ttl-cache";
import { AREA_ORDER } from "~/shared/challenges";
import type { Locale } from "~/shared/i18n/locales";
import type { ServerText } from "~/shared/i18n/server-text";
import { INBOX_LINKS, type InboxText } from "~/shared/inbox/rules";
import { ANONYMOUS_NAME, publicName } from "~/shared/public-name";
import type {
  createTeamInput,
  deskAddMemberInput,
  deskPersonInput,
  joinTeamInput,
  teamIdInput,
  teamLeaderboardInput,
  teamMemberInput,
  teamSettingsInput,
  updateTeamInput,
} from "~/shared/teams/inputs";
import {
  DEFAULT_MAX_MEMBERS,
  DEFAULT_MIN_RANKED_MEMBERS,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  TEAM_NAME_TAKEN,
  teamNameKey,
} from "~/shared/teams/rules";
import type { z } from "~/shared/zod";
import { loadAreaFacts } from "./area-facts";
import { writeAudit } from "./audit";
import { achievementsIn, baseTexts } from "./content";
import { notify, type NotificationDraft } from "./inbox";
import { evaluateAchievements, type EarnedAchievement, type Tx } from "./progress";

/**
 * Teams (README "Teams"): creating, joining and leaving, the captain's steps, the leaderboard and
 * a team's page. Every change takes the team's row lock (`SELECT … FOR UPDATE`) first, so joins
 * racing for the last place are decided one after the other, and writes its audit row in the same
 * transaction. One active membership per person is the database's unique partial index.
 *
 * The ranking reads each team's points from `TeamRollup`, which triggers keep equal to the ledger
 * rows of its membership periods (README "Rollups"); only a team's page breaks them down by area.
 */

type Db = PrismaClient;

/** How old the shared team ranking may be (points reach it within this; team steps at once). */
export const TEAM_RANKING_TTL_MS = 5000;

const teamRankingCache = createTtlCache<Db, Awaited<ReturnType<typeof computeRankedTeams>>>(
  TEAM_RANKING_TTL_MS,
);

/** Forgets the shared team ranking: after every team step, and in tests that write points. */
export function forgetTeamRanking(): void {
  teamRankingCache.clear();
}

/** A team step in one transaction; once it is committed the shared ranking is recomputed. */
export async function changeTeams<T>(db: Db, step: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.$transaction(step);
  forgetTeamRanking();
  return result;
}

export type TeamSettingsView = {
  maxMembers: number;
  minRankedMembers: number;
  joinClosesAt: Date | null;
};

/** The admin's team settings; the defaults until an admin saves them. */
export async function teamSettings(db: Db | Tx): Promise<TeamSettingsView> {
  const row = await db.teamSettings.findUnique({ where: { id: 1 } });
  return {
    maxMembers: row?.maxMembers ?? DEFAULT_MAX_MEMBERS,
    minRankedMembers: row?.minRankedMembers ?? DEFAULT_MIN_RANKED_MEMBERS,
    joinClosesAt: row?.joinClosesAt ?? null,
  };
}

/** A new join code: JOIN_CODE_LENGTH characters of a 32-letter alphabet, 50 random bits. */
export function newJoinCode(): string {
  let code = "";
  for (let index = 0; index < JOIN_CODE_LENGTH; index++)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * A teams refusal: its English words and its message key (namespace "teams", README
 * "Languages"), which the teams pages word in their language.
 */
export function teamRefusal(code: AppErrorCode, message: string, text: ServerText): AppError {
  return new AppError(code, message, { text });
}

const alreadyInTeam = () =>
  teamRefusal("CONFLICT", "You are already in a team: leave it first.", {
    key: "teams.server.alreadyInTeam",
  });
const noSuchTeam = () =>
  teamRefusal("NOT_FOUND", "This team does not exist (any more).", {
    key: "teams.server.noSuchTeam",
  });
const notAMember = () =>
  teamRefusal("NOT_FOUND", "This person is not in the team.", { key: "teams.server.notAMember" });
const joiningClosed = () =>
  teamRefusal("CONFLICT", "Teams are closed for joining.", { key: "teams.server.joiningClosed" });

/**
 * A team name taken (ignoring case and spacing) refused next to the "Team name" field: the
 * unique index decides, so two teams racing for a name cannot both get it.
 */
export async function uniqueTeamName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw fieldError("CONFLICT", "name", TEAM_NAME_TAKEN, { key: "teams.server.nameTaken" });
    throw error;
  }
}

/** Locks the team's row for the rest of the transaction; NOT_FOUND when it is gone. */
export async function lockTeam(tx: Tx, teamId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Team" WHERE id = ${teamId} FOR UPDATE`;
  if (rows.length === 0) throw noSuchTeam();
  const team = await tx.team.findUnique({
    where: { id: teamId },
    select: { id: true, name: true, description: true, captainId: true },
  });
  if (!team) throw noSuchTeam();
  return team;
}

/** The team, locked, if `userId` is its captain; FORBIDDEN otherwise. */
async function lockAsCaptain(tx: Tx, userId: string, teamId: string) {
  const team = await lockTeam(tx, teamId);
  if (team.captainId !== userId)
    throw teamRefusal("FORBIDDEN", "Only the team's captain can do this.", {
      key: "teams.server.onlyCaptain",
    });
  return team;
}

export function activeMembers(tx: Tx, teamId: string) {
  return tx.teamMembership.findMany({
    where: { teamId, leftAt: null },
    select: { id: true, userId: true, joinedAt: true },
    orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
  });
}

/** Adds the membership; the partial unique index refuses a second active one. */
/**
 * The team achievements a membership change earns (README "Achievements"): evaluated for `userId`,
 * so a joiner gets "Team player", and "All hands" goes to the whole team when the change
 * completes it (a newcomer who brought the area with them, or a leaver who held it back).
 */
export async function teamAchievementsAfterChange(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<EarnedAchievement[]> {
  return evaluateAchievements(tx, userId, await loadAreaFacts(tx), now);
}

/** Starts `userId`'s membership period; returns the achievements that earned them. */
async function addMember(
  tx: Tx,
  teamId: string,
  userId: string,
  now: Date,
): Promise<EarnedAchievement[]> {
  try {
    await tx.teamMembership.create({ data: { teamId, userId, joinedAt: now } });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInTeam();
    throw error;
  }
  return teamAchievementsAfterChange(tx, userId, now);
}

/**
 * A team event's inbox entry for `userId` (its words by key; names as written), leading to the
 * team's page (or the teams, if gone).
 */
export function teamNotice(
  userId: string,
  text: InboxText,
  teamId: string | null,
): NotificationDraft {
  return {
    userId,
    kind: "TEAM",
    text,
    link: teamId ? `${INBOX_LINKS.teams}/${teamId}` : INBOX_LINKS.teams,
  };
}

async function nameOf(tx: Tx, userId: string): Promise<string> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { name: true } });
  return user?.name ?? "Someone";
}

/** Tells the captain (if it is not `except`) that a member left or joined. */
async function tellCaptain(
  tx: Tx,
  captainId: string | null,
  except: string,
  text: InboxText,
  teamId: string,
  now: Date,
) {
  if (captainId && captainId !== except)
    await notify(tx, [teamNotice(captainId, text, teamId)], now);
}

function refuseWhenClosed(settings: TeamSettingsView, now: Date) {
  if (settings.joinClosesAt !== null && now >= settings.joinClosesAt) throw joiningClosed();
}

/**
 * Creates a team with me as its captain and first member; a name is unique ignoring case. 5 in
 * 10 minutes per person: creating and disbanding cannot be scripted to churn names.
 */
export async function createTeam(
  db: Db,
  userId: string,
  input: z.output<typeof createTeamInput>,
  rateLimits: RateLimits,
  locale: Locale,
  now = new Date(),
) {
  await consumeBurst(rateLimits, "teamCreateByUser", userId);
  return changeTeams(db, async (tx) => {
    refuseWhenClosed(await teamSettings(tx), now);
    const current = await tx.teamMembership.findFirst({ where: { userId, leftAt: null } });
    if (current) throw alreadyInTeam();
    const team = await uniqueTeamName(() =>
      tx.team.create({
        data: {
          name: input.name,
          nameKey: teamNameKey(input.name),
          description: input.description ?? "",
          captainId: userId,
          joinCode: newJoinCode(),
          createdAt: now,
        },
        select: { id: true, name: true, description: true },
      }),
    );
    const achievements = await addMember(tx, team.id, userId, now);
    await writeAudit(tx, {
      actorId: userId,
      action: "team.create",
      target: { type: "Team", id: team.id },
      after: team,
    });
    return { ...team, achievements: achievementsIn(achievements, locale) };
  });
}

/**
 * Joins the team with this code (10 a minute per person: codes cannot be tried in bulk). The
 * team's row lock makes joins wait for each other, so of many people racing for the last place
 * exactly one gets it. Joining my own team again is a quiet success.
 */
export async function joinTeam(
  db: Db,
  userId: string,
  input: z.output<typeof joinTeamInput>,
  rateLimits: RateLimits,
  locale: Locale,
  now = new Date(),
) {
  await consumeBurst(rateLimits, "teamJoinByUser", userId);
  const joined = await joinByCode(db, userId, input.code, userId, now);
  return { ...joined, achievements: achievementsIn(joined.achievements, locale) };
}

/** Joins `userId` to the team with `code`; `actorId` is who did it (the person, or the desk). */
export async function joinByCode(
  db: Db,
  userId: string,
  code: string,
  actorId: string,
  now = new Date(),
) {
  return changeTeams(db, async (tx) => {
    const byCode = await tx.team.findUnique({ where: { joinCode: code }, select: { id: true } });
    if (!byCode)
      throw fieldError("BAD_REQUEST", "code", "No team has this join code.", {
        key: "teams.server.unknownCode",
      });
    const team = await lockTeam(tx, byCode.id);
    const current = await tx.teamMembership.findFirst({
      where: { userId, leftAt: null },
      select: { teamId: true },
    });
    if (current?.teamId === team.id)
      return {
        team: { id: team.id, name: team.name },
        status: "already" as const,
        achievements: [],
      };
    if (current) throw alreadyInTeam();
    const settings = await teamSettings(tx);
    const members = await tx.teamMembership.count({ where: { teamId: team.id, leftAt: null } });
    const refusal = joinRefusal({ members, ...settings, now });
    if (refusal) {
      refuseWhenClosed(settings, now);
      throw teamRefusal("CONFLICT", refusal, {
        key: "teams.server.teamFull",
        values: { max: settings.maxMembers },
      });
    }
    const achievements = await addMember(tx, team.id, userId, now);
    await tellCaptain(
      tx,
      team.captainId,
      userId,
      {
        key: "inbox.entries.teamJoined",
        values: { name: await nameOf(tx, userId), team: team.name },
      },
      team.id,
      now,
    );
    await writeAudit(tx, {
      actorId,
      action: "team.join",
      target: { type: "Team", id: team.id },
      after: { userId },
    });
    return { team: { id: team.id, name: team.name }, status: "joined" as const, achievements };
  });
}

/**
 * Ends `userId`'s membership in `teamId` (the team already locked). A leaving captain hands the
 * captaincy to the member who joined first; the last one to leave disbands the team.
 */
export async function endMembership(
  tx: Tx,
  team: { id: string; name: string; captainId: string | null },
  userId: string,
  now: Date,
) {
  const members = await activeMembers(tx, team.id);
  const membership = members.find((member) => member.userId === userId);
  if (!membership) throw notAMember();
  await tx.teamMembership.update({ where: { id: membership.id }, data: { leftAt: now } });
  const remaining = members.filter((member) => member.userId !== userId);
  if (remaining.length === 0) {
    await tx.team.delete({ where: { id: team.id } });
    return { disbanded: true, captainId: null, newCaptain: false };
  }
  // Whoever held the team back from "All hands" may have just left it.
  const [stays] = remaining;
  if (stays) await teamAchievementsAfterChange(tx, stays.userId, now);
  if (team.captainId === userId || team.captainId === null) {
    const captainId = nextCaptain(members, userId);
    await tx.team.update({ where: { id: team.id }, data: { captainId } });
    return { disbanded: false, captainId, newCaptain: true };
  }
  return { disbanded: false, captainId: team.captainId, newCaptain: false };
}

/** Leaves my team. My points earned in it stay with it. */
export async function leaveTeam(db: Db, userId: string, now = new Date()) {
  return changeTeams(db, async (tx) => {
    const current = await tx.teamMembership.findFirst({
      where: { userId, leftAt: null },
      select: { teamId: true },
    });
    if (!current)
      throw teamRefusal("BAD_REQUEST", "You are not in a team.", { key: "teams.server.notInTeam" });
    const team = await lockTeam(tx, current.teamId);
    const { disbanded, captainId, newCaptain } = await endMembership(tx, team, userId, now);
    const name = await nameOf(tx, userId);
    await tellCaptain(
      tx,
      captainId,
      userId,
      {
        key: newCaptain ? "inbox.entries.teamLeftCaptainNow" : "inbox.entries.teamLeft",
        values: { name, team: team.name },
      },
      team.id,
      now,
    );
    await writeAudit(tx, {
      actorId: userId,
      action: disbanded ? "team.disband" : "team.leave",
      target: { type: "Team", id: team.id },
      before: { name: team.name },
    });
    return { teamId: team.id, disbanded };
  });
}

/**
 * Account deletion: ends my membership in the deleting transaction, so the captaincy passes on
 * (or the team goes) before my rows are removed.
 */
export async function leaveTeamOnDeletion(tx: Tx, userId: string, now = new Date()) {
  const current = await tx.teamMembership.findFirst({
    where: { userId, leftAt: null },
    select: { teamId: true },
  });
  if (!current) return;
  const team = await lockTeam(tx, current.teamId);
  const { captainId, newCaptain } = await endMembership(tx, team, userId, now);
  // The leaver's name goes with their account: the entry does not keep it.
  await tellCaptain(
    tx,
    captainId,
    userId,
    {
      key: newCaptain ? "inbox.entries.teamMemberGoneCaptainNow" : "inbox.entries.teamMemberGone",
      values: { team: team.name },
    },
    team.id,
    now,
  );
}

/** The captain renames the team or changes its description. */
export async function updateTeam(db: Db, userId: string, input: z.output<typeof updateTeamInput>) {
  return changeTeams(db, async (tx) => {
    const before = await lockAsCaptain(tx, userId, input.teamId);
    const after = await uniqueTeamName(() =>
      tx.team.update({
        where: { id: input.teamId },
        data: {
          name: input.name,
          nameKey: teamNameKey(input.name),
          description: input.description,
        },
        select: { id: true, name: true, description: true },
      }),
    );
    await writeAudit(tx, {
      actorId: userId,
      action: "team.update",
      target: { type: "Team", id: input.teamId },
      before: { name: before.name, description: before.description },
      after: { name: after.name, description: after.description },
    });
    return after;
  });
}

/** The captain removes a member (not themselves: a captain leaves or hands over instead). */
export async function removeTeamMember(
  db: Db,
  userId: string,
  input: z.output<typeof teamMemberInput>,
  now = new Date(),
) {
  return changeTeams(db, async (tx) => {
    const team = await lockAsCaptain(tx, userId, input.teamId);
    if (input.userId === userId)
      throw teamRefusal("BAD_REQUEST", "To leave your own team, use Leave the team.", {
        key: "teams.server.removeYourself",
      });
    await endMembership(tx, team, input.userId, now);
    await notify(
      tx,
      [
        teamNotice(
          input.userId,
          { key: "inbox.entries.teamRemovedByCaptain", values: { team: team.name } },
          null,
        ),
      ],
      now,
    );
    await writeAudit(tx, {
      actorId: userId,
      action: "team.removeMember",
      target: { type: "Team", id: team.id },
      before: { userId: input.userId },
    });
    return { removed: true };
  });
}

/** The captain hands the captaincy to another member. */
export async function handOverCaptaincy(
  db: Db,
  userId: string,
  input: z.output<typeof teamMemberInput>,
) {
  return changeTeams(db, async (tx) => {
    const team = await lockAsCaptain(tx, userId, input.teamId);
    if (input.userId === userId)
      throw teamRefusal("BAD_REQUEST", "You are the captain already.", {
        key: "teams.server.alreadyCaptain",
      });
    const member = await tx.teamMembership.findFirst({
      where: { teamId: team.id, userId: input.userId, leftAt: null },
    });
    if (!member) throw notAMember();
    await tx.team.update({ where: { id: team.id }, data: { captainId: input.userId } });
    await notify(tx, [
      teamNotice(
        input.userId,
        { key: "inbox.entries.teamCaptainNow", values: { team: team.name } },
        team.id,
      ),
    ]);
    await writeAudit(tx, {
      actorId: userId,
      action: "team.handOver",
      target: { type: "Team", id: team.id },
      before: { captainId: userId },
      after: { captainId: input.userId },
    });
    return { captainId: input.userId };
  });
}

/** The captain replaces the join code (5 in 10 minutes); the old code and invite link stop working. */
export async function rotateJoinCode(
  db: Db,
  userId: string,
  input: z.output<typeof teamIdInput>,
  rateLimits: RateLimits,
) {
  await consumeBurst(rateLimits, "teamCodeByUser", userId);
  return changeTeams(db, async (tx) => {
    const team = await lockAsCaptain(tx, userId, input.teamId);
    const updated = await tx.team.update({
      where: { id: team.id },
      data: { joinCode: newJoinCode() },
      select: { joinCode: true },
    });
    // The code itself is a secret of the members: the audit row says only that it changed.
    await writeAudit(tx, {
      actorId: userId,
      action: "team.rotateCode",
      target: { type: "Team", id: team.id },
    });
    return updated;
  });
}

/** The captain disbands the team: it and its membership periods are deleted. */
export async function disbandTeam(db: Db, userId: string, input: z.output<typeof teamIdInput>) {
  return changeTeams(db, async (tx) => {
    const team = await lockAsCaptain(tx, userId, input.teamId);
    const members = await activeMembers(tx, team.id);
    await tx.team.delete({ where: { id: team.id } });
    await notify(
      tx,
      members
        .filter((member) => member.userId !== userId)
        .map((member) =>
          teamNotice(
            member.userId,
            { key: "inbox.entries.teamDisbanded", values: { team: team.name } },
            null,
          ),
        ),
    );
    await writeAudit(tx, {
      actorId: userId,
      action: "team.disband",
      target: { type: "Team", id: team.id },
      before: { name: team.name, members: members.map((member) => member.userId) },
    });
    return { disbanded: true };
  });
}

/** The admin's team settings, audited. */
export async function updateTeamSettings(
  db: Db,
  userId: string,
  input: z.output<typeof teamSettingsInput>,
) {
  return changeTeams(db, async (tx) => {
    const before = await teamSettings(tx);
    const row = await tx.teamSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...input },
      update: input,
      select: { maxMembers: true, minRankedMembers: true, joinClosesAt: true },
    });
    await writeAudit(tx, {
      actorId: userId,
      action: "teamSettings.update",
      target: { type: "TeamSettings", id: "1" },
      before,
      after: row,
    });
    return row;
  });
}

/**
 * Every team's standing: its points and when it reached them from `TeamRollup` (the ledger rows of
 * each membership period, joining inclusive to leaving exclusive, summed by triggers), and the
 * members now and ever.
 */
async function loadTeamStandings(db: Db | Tx) {
  return db.$queryRaw<(TeamStanding & { name: string })[]>`
    SELECT t.id AS "teamId", t.name,
           COALESCE(r.points, 0)::int AS total, r."reachedAt",
           COALESCE(m.members, 0)::int AS members, COALESCE(m.counted, 0)::int AS "countedMembers"
    FROM "Team" t
    LEFT JOIN (
      SELECT "teamId", COUNT(*) FILTER (WHERE "leftAt" IS NULL) AS members,
             COUNT(DISTINCT "userId") AS counted
      FROM "TeamMembership" GROUP BY "teamId"
    ) m ON m."teamId" = t.id
    LEFT JOIN "TeamRollup" r ON r."teamId" = t.id`;
}

export type TeamRow = {
  id: string;
  name: string;
  rank: number | null;
  average: number;
  total: number;
  members: number;
};

const teamRow = (row: RankedTeam & { name: string }): TeamRow => ({
  id: row.teamId,
  name: row.name,
  rank: row.rank,
  average: row.average,
  total: row.total,
  members: row.members,
});

/**
 * Every team in leaderboard order (ranked ones first) with the settings that rank them, shared
 * for TEAM_RANKING_TTL_MS per database and process, as the people's ranking is: a crowd on
 * /teams costs one aggregate per 5 seconds.
 */
function rankedTeams(db: Db) {
  return teamRankingCache.get(db, () => computeRankedTeams(db));
}

async function computeRankedTeams(db: Db) {
  const [settings, standings] = await Promise.all([teamSettings(db), loadTeamStandings(db)]);
  const byId = new Map(standings.map((standing) => [standing.teamId, standing.name]));
  const ranked = rankTeams(standings, settings.minRankedMembers).map((row) =>
    teamRow({ ...row, name: byId.get(row.teamId) ?? "" }),
  );
  return { settings, ranked };
}

/** The team leaderboard: the top teams (50 unless asked), ranked ones first. */
export async function teamLeaderboard(db: Db, input: z.output<typeof teamLeaderboardInput>) {
  const { settings, ranked } = await rankedTeams(db);
  return {
    minRankedMembers: settings.minRankedMembers,
    rankedTeams: ranked.filter((row) => row.rank !== null).length,
    teams: ranked.slice(0, input?.limit ?? 50),
  };
}

/** The team I am in now, with its standing, and whether I may create or join one. */
export async function myTeam(db: Db, userId: string, now = new Date()) {
  const [membership, settings] = await Promise.all([
    db.teamMembership.findFirst({
      where: { userId, leftAt: null },
      select: { teamId: true, team: { select: { captainId: true } } },
    }),
    teamSettings(db),
  ]);
  const joiningClosed = settings.joinClosesAt !== null && now >= settings.joinClosesAt;
  if (!membership) return { team: null, maxMembers: settings.maxMembers, joiningClosed };
  const { ranked } = await rankedTeams(db);
  const row = ranked.find((team) => team.id === membership.teamId);
  return {
    team: row ? { ...row, isCaptain: membership.team.captainId === userId } : null,
    maxMembers: settings.maxMembers,
    joiningClosed,
  };
}

/**
 * A team's page: its standing and rank, points per area, and its members. Members see each
 * other's names and the join code; everyone else sees public profiles by name and the rest as
 * "Anonymous", with no user id.
 */
export async function teamPage(
  db: Db,
  viewerId: string | null,
  input: z.output<typeof teamIdInput>,
) {
  const team = await db.team.findUnique({
    where: { id: input.teamId },
    select: {
      id: true,
      name: true,
      description: true,
      captainId: true,
      joinCode: true,
      createdAt: true,
      memberships: {
        where: { leftAt: null },
        orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
        select: {
          joinedAt: true,
          user: { select: { id: true, name: true, publicProfile: true } },
        },
      },
    },
  });
  if (!team) throw noSuchTeam();
  const [{ settings, ranked }, areaRows] = await Promise.all([
    rankedTeams(db),
    db.$queryRaw<{ area: Area; points: number }[]>`
      SELECT pe.area, SUM(pe.amount)::int AS points
      FROM "TeamMembership" tm
      JOIN "PointEntry" pe ON pe."userId" = tm."userId" AND pe."createdAt" >= tm."joinedAt"
        AND (tm."leftAt" IS NULL OR pe."createdAt" < tm."leftAt")
      WHERE tm."teamId" = ${team.id}
      GROUP BY pe.area`,
  ]);
  const standing = ranked.find((row) => row.id === team.id);
  const isMember = team.memberships.some((member) => member.user.id === viewerId);
  const areaPoints = new Map(areaRows.map((row) => [row.area, row.points]));
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    createdAt: team.createdAt,
    rank: standing?.rank ?? null,
    rankedTeams: ranked.filter((row) => row.rank !== null).length,
    average: standing?.average ?? 0,
    total: standing?.total ?? 0,
    minRankedMembers: settings.minRankedMembers,
    maxMembers: settings.maxMembers,
    areas: AREA_ORDER.map((area) => ({ area, points: areaPoints.get(area) ?? 0 })),
    members: team.memberships.map(({ user, joinedAt }) => {
      const named = isMember || user.publicProfile;
      return {
        userId: named ? user.id : null,
        name: isMember ? user.name : user.publicProfile ? publicName(user) : ANONYMOUS_NAME,
        isCaptain: user.id === team.captainId,
        isYou: user.id === viewerId,
        joinedAt: isMember ? joinedAt : null,
      };
    }),
    viewer: { isMember, isCaptain: viewerId !== null && viewerId === team.captainId },
    joinCode: isMember ? team.joinCode : null,
  };
}

/** The help desk: the team a person is in now, if any. */
export async function deskTeamOf(db: Db, input: z.output<typeof deskPersonInput>) {
  const membership = await db.teamMembership.findFirst({
    where: { userId: input.userId, leftAt: null },
    select: { team: { select: { id: true, name: true, captainId: true } } },
  });
  const team = membership?.team;
  return {
    team: team
      ? { id: team.id, name: team.name, isCaptain: team.captainId === input.userId }
      : null,
  };
}

/**
 * The help desk adds a person to a team by its join code (someone without a phone at hand, say):
 * the same join, with the moderator as the audit row's actor.
 */
export async function deskAddTeamMember(
  db: Db,
  moderatorId: string,
  input: z.output<typeof deskAddMemberInput>,
) {
  const person = await db.user.findUnique({ where: { id: input.userId }, select: { id: true } });
  if (!person)
    throw teamRefusal("NOT_FOUND", "This person does not exist (any more).", {
      key: "teams.server.noSuchPerson",
    });
  const joined = await joinByCode(db, input.userId, input.code, moderatorId);
  // Staff screens show the festival's texts in its default language.
  return { ...joined, achievements: baseTexts(joined.achievements) };
}

/**
 * Admin: every team in leaderboard order, with its captain's name and member count. Computed
 * afresh, not from the shared ranking: the admin acts on what they see, and the shared copy of
 * another server bundle or instance is forgotten only where the step ran.
 */
export async function adminTeamList(db: Db) {
  const { settings, ranked } = await computeRankedTeams(db);
  const captains = await db.team.findMany({
    where: { id: { in: ranked.map((team) => team.id) } },
    select: { id: true, captain: { select: { name: true } } },
  });
  const captainOf = new Map(captains.map((team) => [team.id, team.captain?.name ?? null]));
  return {
    settings,
    teams: ranked.map((team) => ({ ...team, captainName: captainOf.get(team.id) ?? null })),
  };
}

/** Admin: deletes a team (an offensive name, say), audited with its name and members. */
export async function adminDeleteTeam(
  db: Db,
  adminId: string,
  input: z.output<typeof teamIdInput>,
) {
  return changeTeams(db, async (tx) => {
    const team = await lockTeam(tx, input.teamId);
    const members = await activeMembers(tx, team.id);
    await tx.team.delete({ where: { id: team.id } });
    await notify(
      tx,
      members.map((member) =>
        teamNotice(
          member.userId,
          { key: "inbox.entries.teamDeleted", values: { team: team.name } },
          null,
        ),
      ),
    );
    await writeAudit(tx, {
      actorId: adminId,
      action: "team.delete",
      target: { type: "Team", id: team.id },
      before: { name: team.name, members: members.map((member) => member.userId) },
    });
    return { deleted: true };
  });
}
