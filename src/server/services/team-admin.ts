import { createTranslator } from "use-intl/core";
import type { PrismaClient } from "~/generated/prisma/client";
import type { CsvRow } from "~/server/domain/impact";
import { mergeRefusal } from "~/server/domain/teams";
import { fieldError } from "~/server/errors";
import { pageMessages } from "~/server/i18n/messages";
import type { Locale } from "~/shared/i18n/locales";
import type {
  adminRenameTeamInput,
  mergeTeamsInput,
  TEAM_CSV_KINDS,
  teamCsvInput,
  teamIdInput,
  teamMemberInput,
} from "~/shared/teams/inputs";
import { teamNameKey } from "~/shared/teams/rules";
import type { z } from "~/shared/zod";
import { writeAudit } from "./audit";
import { notify } from "./inbox";
import { CSV_MAX_ROWS, toCsvFile } from "./impact-csv";
import {
  activeMembers,
  adminTeamList,
  changeTeams,
  endMembership,
  lockTeam,
  teamAchievementsAfterChange,
  teamNotice,
  teamRefusal,
  teamSettings,
  uniqueTeamName,
} from "./teams";

/**
 * The admin's steps on teams (README "Teams", `/admin/teams`): rename, remove a member, merge two
 * teams, and the CSV exports. Each step takes the team rows' locks the way joins do (so a join
 * racing a merge is decided one after the other) and writes its audit row in its transaction.
 */

type Db = PrismaClient;

/** Renames a team by the captains' rules (3–40 characters, unique ignoring case and spacing). */
export async function adminRenameTeam(
  db: Db,
  adminId: string,
  input: z.output<typeof adminRenameTeamInput>,
) {
  return changeTeams(db, async (tx) => {
    const before = await lockTeam(tx, input.teamId);
    const after = await uniqueTeamName(() =>
      tx.team.update({
        where: { id: input.teamId },
        data: { name: input.name, nameKey: teamNameKey(input.name) },
        select: { id: true, name: true },
      }),
    );
    await writeAudit(tx, {
      actorId: adminId,
      action: "team.update",
      target: { type: "Team", id: input.teamId },
      before: { name: before.name },
      after: { name: after.name },
    });
    return after;
  });
}

/** A team's members now, for the admin: names, when they joined, who captains. */
export async function adminTeamMembers(db: Db, input: z.output<typeof teamIdInput>) {
  const team = await db.team.findUnique({
    where: { id: input.teamId },
    select: {
      id: true,
      name: true,
      captainId: true,
      memberships: {
        where: { leftAt: null },
        orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
        select: { joinedAt: true, user: { select: { id: true, name: true } } },
      },
    },
  });
  if (!team) return { team: null, members: [] };
  return {
    team: { id: team.id, name: team.name },
    members: team.memberships.map(({ user, joinedAt }) => ({
      userId: user.id,
      name: user.name,
      joinedAt,
      isCaptain: user.id === team.captainId,
    })),
  };
}

/**
 * Removes a member: their period ends now (their points earned in the team stay with it). A
 * removed captain hands the captaincy to the member who joined first; removing the last member
 * disbands the team, as leaving does.
 */
export async function adminRemoveTeamMember(
  db: Db,
  adminId: string,
  input: z.output<typeof teamMemberInput>,
  now = new Date(),
) {
  return changeTeams(db, async (tx) => {
    const team = await lockTeam(tx, input.teamId);
    const { disbanded, captainId, newCaptain } = await endMembership(tx, team, input.userId, now);
    await notify(
      tx,
      [
        teamNotice(
          input.userId,
          { key: "inbox.entries.teamRemovedByOrganisers", values: { team: team.name } },
          null,
        ),
        ...(newCaptain && captainId
          ? [
              teamNotice(
                captainId,
                { key: "inbox.entries.teamLeadNow", values: { team: team.name } },
                team.id,
              ),
            ]
          : []),
      ],
      now,
    );
    await writeAudit(tx, {
      actorId: adminId,
      action: "team.removeMember",
      target: { type: "Team", id: team.id },
      before: { userId: input.userId, captainId: team.captainId },
      after: { disbanded },
    });
    return { removed: true, disbanded };
  });
}

/**
 * Merges the source team into the target team: each member of the source leaves it and joins the
 * target at the same moment (new periods, so no past points move), the source team is deleted,
 * and the target's captain stays captain. Both rows are locked in id order (two merges of the same
 * pair in opposite directions cannot wait for each other), then the merged size is checked: over
 * the maximum, nothing changes and the refusal names the sizes.
 */
export async function adminMergeTeams(
  db: Db,
  adminId: string,
  input: z.output<typeof mergeTeamsInput>,
  now = new Date(),
) {
  if (input.sourceTeamId === input.targetTeamId)
    throw fieldError("BAD_REQUEST", "targetTeamId", "Choose another team to merge into.", {
      key: "teams.server.mergeIntoItself",
    });
  return changeTeams(db, async (tx) => {
    const ids = [input.sourceTeamId, input.targetTeamId].sort();
    const locked = new Map<string, Awaited<ReturnType<typeof lockTeam>>>();
    for (const id of ids) locked.set(id, await lockTeam(tx, id));
    const source = locked.get(input.sourceTeamId);
    const target = locked.get(input.targetTeamId);
    if (!source || !target)
      throw teamRefusal("CONFLICT", "These teams cannot be merged.", {
        key: "teams.server.cannotMerge",
      });
    const [sourceMembers, targetMembers, settings] = await Promise.all([
      activeMembers(tx, source.id),
      activeMembers(tx, target.id),
      teamSettings(tx),
    ]);
    const refusal = mergeRefusal({
      target: { name: target.name, members: targetMembers.length },
      source: { name: source.name, members: sourceMembers.length },
      maxMembers: settings.maxMembers,
    });
    if (refusal)
      throw teamRefusal("CONFLICT", refusal, {
        key: "teams.server.mergeTooBig",
        values: {
          merged: targetMembers.length + sourceMembers.length,
          target: target.name,
          targetMembers: targetMembers.length,
          source: source.name,
          sourceMembers: sourceMembers.length,
          max: settings.maxMembers,
        },
      });
    await tx.teamMembership.updateMany({
      where: { teamId: source.id, leftAt: null },
      data: { leftAt: now },
    });
    await tx.teamMembership.createMany({
      data: sourceMembers.map((member) => ({
        teamId: target.id,
        userId: member.userId,
        joinedAt: now,
      })),
    });
    await tx.team.delete({ where: { id: source.id } });
    await notify(
      tx,
      sourceMembers.map((member) =>
        teamNotice(
          member.userId,
          {
            key: "inbox.entries.teamMerged",
            values: { source: source.name, target: target.name },
          },
          target.id,
        ),
      ),
      now,
    );
    // The merged team may now be one whose every member completed a challenge in one area.
    const [stays] = targetMembers;
    if (stays) await teamAchievementsAfterChange(tx, stays.userId, now);
    const moved = sourceMembers.map((member) => member.userId);
    await writeAudit(tx, {
      actorId: adminId,
      action: "team.merge",
      target: { type: "Team", id: target.id },
      before: {
        name: target.name,
        members: targetMembers.map((member) => member.userId),
        source: { id: source.id, name: source.name, captainId: source.captainId },
      },
      after: { moved },
    });
    return {
      teamId: target.id,
      name: target.name,
      moved: moved.length,
      members: targetMembers.length + moved.length,
    };
  });
}

/**
 * Each export's columns: the key of a row's cell and its header's message (namespace "teams"),
 * so the header row is in the requesting admin's language ("team,captain,…" in English).
 */
const CSV_HEADERS = {
  teams: {
    team: "csv.teams.team",
    captain: "csv.teams.captain",
    members: "csv.teams.members",
    total: "csv.teams.total",
    average: "csv.teams.average",
    rank: "csv.teams.rank",
    created: "csv.teams.created",
  },
  members: {
    team: "csv.members.team",
    member: "csv.members.member",
    joined: "csv.members.joined",
    left: "csv.members.left",
  },
} as const satisfies Record<(typeof TEAM_CSV_KINDS)[number], Record<string, string>>;

type CsvHeaderKey = {
  [Kind in keyof typeof CSV_HEADERS]: (typeof CSV_HEADERS)[Kind][keyof (typeof CSV_HEADERS)[Kind]];
}[keyof typeof CSV_HEADERS];

const CSV_FILES = {
  teams: {
    name: "teams",
    columns: ["team", "captain", "members", "total", "average", "rank", "created"],
    async rows(db: Db) {
      const [{ teams }, created] = await Promise.all([
        adminTeamList(db),
        db.team.findMany({ select: { id: true, createdAt: true }, take: CSV_MAX_ROWS }),
      ]);
      const createdAt = new Map(created.map((team) => [team.id, team.createdAt]));
      return teams.slice(0, CSV_MAX_ROWS).map((team) => ({
        team: team.name,
        captain: team.captainName,
        members: team.members,
        total: team.total,
        average: Math.round(team.average * 10) / 10,
        rank: team.rank,
        created: createdAt.get(team.id),
      }));
    },
  },
  members: {
    name: "team-members",
    columns: ["team", "member", "joined", "left"],
    async rows(db: Db) {
      const periods = await db.teamMembership.findMany({
        orderBy: [{ team: { name: "asc" } }, { joinedAt: "asc" }, { id: "asc" }],
        take: CSV_MAX_ROWS,
        select: {
          joinedAt: true,
          leftAt: true,
          team: { select: { name: true } },
          user: { select: { name: true } },
        },
      });
      return periods.map((period) => ({
        team: period.team.name,
        member: period.user.name,
        joined: period.joinedAt,
        left: period.leftAt,
      }));
    },
  },
} as const;

/**
 * The admin's CSV exports (formula-safe cells, festival time): every team with its captain,
 * members now, total, average, rank and creation; or every membership period (ended ones too)
 * with the member's display name.
 */
export async function teamsCsv(
  db: Db,
  input: z.output<typeof teamCsvInput>,
  locale: Locale = "en",
  now = new Date(),
) {
  const file = CSV_FILES[input.kind];
  const t = createTranslator({
    locale,
    messages: pageMessages(locale, ["teams"]),
    namespace: "teams",
  });
  const names: Partial<Record<string, CsvHeaderKey>> = CSV_HEADERS[input.kind];
  const headers = file.columns.map((column) => {
    const key = names[column];
    return key ? t(key) : column;
  });
  // The header row in the admin's language: each row's cells keyed by its words.
  const data: readonly CsvRow[] = await file.rows(db);
  const rows = data.map((row): CsvRow =>
    Object.fromEntries(
      file.columns.map((column, index) => [headers[index] ?? column, cellOf(row, column)]),
    ),
  );
  return toCsvFile(file.name, headers, rows, now);
}

function cellOf(row: CsvRow, column: string): CsvRow[string] {
  return row[column];
}
