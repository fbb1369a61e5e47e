import { randomBytes } from "node:crypto";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/server/infra/rate-limit";
import { adminMergeTeams } from "~/server/services/team-admin";
import { forgetTeamRanking, joinByCode } from "~/server/services/teams";
import { createSession, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { expectRateLimited, fieldErrorsOf, refusal } from "~/test/refusals";

/** The admin's steps on teams (`teams.admin.*`): rename, remove a member, merge, CSV exports. */

const db = withTestDatabase();
const prisma = () => db.database.prisma;

const person = () => signedIn(db.database, "PARTICIPANT");
const admin = () => signedIn(db.database, "ADMIN");

let sourceCounter = 0;
/** A ledger row for `userId` at `createdAt`, as `award` writes them. */
async function earn(userId: string, amount: number, createdAt: Date) {
  sourceCounter += 1;
  await prisma().pointEntry.create({
    data: {
      userId,
      amount,
      area: "CARE",
      reason: "test",
      sourceType: "CARE_POST",
      sourceId: `team-admin-${sourceCounter}-${randomBytes(3).toString("hex")}`,
      createdAt,
    },
  });
  forgetTeamRanking();
}

let teamCounter = 0;
/** A team of `size` people (a new captain and members who joined by code). */
async function newTeam(size = 1, name = `Crew ${++teamCounter} ${randomBytes(2).toString("hex")}`) {
  const captain = await person();
  const team = await captain.caller.teams.create({ name });
  const page = await captain.caller.teams.byId({ teamId: team.id });
  const code = page.joinCode ?? "";
  const members = [captain];
  for (let index = 1; index < size; index++) {
    const member = await person();
    await member.caller.teams.join({ code });
    members.push(member);
  }
  return { team, code, captain, members };
}

async function auditRows(teamId: string) {
  return prisma().auditLog.findMany({
    where: { targetType: "Team", targetId: teamId },
    orderBy: { createdAt: "asc" },
    select: { action: true, actorId: true, before: true, after: true },
  });
}

const activeCount = (teamId: string) =>
  prisma().teamMembership.count({ where: { teamId, leftAt: null } });

describe("renaming a team", () => {
  it("renames by the captains' rules, audited as team.update with both names", async () => {
    const { team, captain } = await newTeam();
    const boss = await admin();
    await expect(
      boss.caller.teams.admin.rename({ teamId: team.id, name: "  Quiet   Foxes " }),
    ).resolves.toEqual({ id: team.id, name: "Quiet Foxes" });
    expect((await captain.caller.teams.mine()).team?.name).toBe("Quiet Foxes");
    const rows = await auditRows(team.id);
    expect(rows.at(-1)).toEqual({
      action: "team.update",
      actorId: boss.session.user.id,
      before: { name: team.name },
      after: { name: "Quiet Foxes" },
    });
  });

  it("refuses a name taken ignoring case, a short one and a gone team, at the field", async () => {
    await newTeam(1, "Loud Lions");
    const { team } = await newTeam();
    const boss = await admin();
    const taken = await refusal(
      boss.caller.teams.admin.rename({ teamId: team.id, name: "LOUD lions" }),
    );
    expect(taken.code).toBe("CONFLICT");
    expect(fieldErrorsOf(taken).name).toEqual(["A team with this name exists: choose another."]);
    const short = await refusal(boss.caller.teams.admin.rename({ teamId: team.id, name: "ab" }));
    expect(fieldErrorsOf(short).name).toEqual(["At least 3 characters"]);
    const gone = await refusal(
      boss.caller.teams.admin.rename({ teamId: "no-such-team", name: "Any Name" }),
    );
    expect(gone.code).toBe("NOT_FOUND");
    expect((await prisma().team.findUniqueOrThrow({ where: { id: team.id } })).name).toBe(
      team.name,
    );
  });
});

describe("removing a member", () => {
  it("ends the member's period, keeps their points with the team, audited", async () => {
    const { team, members } = await newTeam(3);
    const leaver = members[2]!;
    await earn(leaver.session.user.id, 9, new Date(Date.now() + 1));
    const boss = await admin();
    await expect(
      boss.caller.teams.admin.removeMember({ teamId: team.id, userId: leaver.session.user.id }),
    ).resolves.toEqual({ removed: true, disbanded: false });
    expect(await leaver.caller.teams.mine()).toMatchObject({ team: null });
    const period = await prisma().teamMembership.findFirstOrThrow({
      where: { teamId: team.id, userId: leaver.session.user.id },
    });
    expect(period.leftAt).not.toBeNull();
    await earn(leaver.session.user.id, 100, new Date(Date.now() + 60_000));
    const page = await members[0]!.caller.teams.byId({ teamId: team.id });
    expect(page.total).toBe(9);
    expect(page.members).toHaveLength(2);
    expect((await auditRows(team.id)).at(-1)).toEqual({
      action: "team.removeMember",
      actorId: boss.session.user.id,
      before: { userId: leaver.session.user.id, captainId: members[0]!.session.user.id },
      after: { disbanded: false },
    });
  });

  it("hands a removed captain's captaincy to the longest-standing member", async () => {
    const { team, captain, members } = await newTeam(3);
    const boss = await admin();
    await boss.caller.teams.admin.removeMember({
      teamId: team.id,
      userId: captain.session.user.id,
    });
    expect((await members[1]!.caller.teams.mine()).team?.isCaptain).toBe(true);
    expect((await members[2]!.caller.teams.mine()).team?.isCaptain).toBe(false);
    const listed = await boss.caller.teams.admin.members({ teamId: team.id });
    expect(listed.members.map((member) => [member.userId, member.isCaptain])).toEqual([
      [members[1]!.session.user.id, true],
      [members[2]!.session.user.id, false],
    ]);
  });

  it("disbands the team when its last member is removed; refuses someone not in it", async () => {
    const { team, captain } = await newTeam(1);
    const boss = await admin();
    const stranger = await person();
    const notIn = await refusal(
      boss.caller.teams.admin.removeMember({ teamId: team.id, userId: stranger.session.user.id }),
    );
    expect(notIn.code).toBe("NOT_FOUND");
    await expect(
      boss.caller.teams.admin.removeMember({ teamId: team.id, userId: captain.session.user.id }),
    ).resolves.toEqual({ removed: true, disbanded: true });
    expect(await prisma().team.findUnique({ where: { id: team.id } })).toBeNull();
    await expect(boss.caller.teams.admin.members({ teamId: team.id })).resolves.toEqual({
      team: null,
      members: [],
    });
  });
});

describe("merging two teams", () => {
  it("moves the source's members with new periods, keeps past points, deletes the source", async () => {
    const target = await newTeam(2);
    const source = await newTeam(3);
    const sourceScorer = source.members[1]!;
    // Earned in the source before the merge: stays with the source (and goes with it).
    await earn(sourceScorer.session.user.id, 40, new Date(Date.now() - 1));
    await earn(target.captain.session.user.id, 6, new Date(Date.now() - 1));
    const boss = await admin();
    const merged = await boss.caller.teams.admin.merge({
      sourceTeamId: source.team.id,
      targetTeamId: target.team.id,
    });
    expect(merged).toEqual({
      teamId: target.team.id,
      name: target.team.name,
      moved: 3,
      members: 5,
    });
    expect(await prisma().team.findUnique({ where: { id: source.team.id } })).toBeNull();

    const periods = await prisma().teamMembership.findMany({
      where: { teamId: target.team.id, leftAt: null },
      select: { userId: true, joinedAt: true },
    });
    expect(periods).toHaveLength(5);
    const movedIds = source.members.map((member) => member.session.user.id);
    const movedPeriods = periods.filter((period) => movedIds.includes(period.userId));
    expect(new Set(movedPeriods.map((period) => period.joinedAt.getTime())).size).toBe(1);

    let page = await target.captain.caller.teams.byId({ teamId: target.team.id });
    expect(page.viewer.isCaptain).toBe(true);
    expect(page.members.filter((member) => member.isCaptain)).toHaveLength(1);
    expect(page.total).toBe(6);
    await earn(sourceScorer.session.user.id, 10, new Date(Date.now() + 60_000));
    page = await target.captain.caller.teams.byId({ teamId: target.team.id });
    expect(page.total).toBe(16);
    expect((await sourceScorer.caller.teams.mine()).team?.id).toBe(target.team.id);

    const [row] = (await auditRows(target.team.id)).filter(
      (entry) => entry.action === "team.merge",
    );
    expect(row).toEqual({
      action: "team.merge",
      actorId: boss.session.user.id,
      before: {
        name: target.team.name,
        members: target.members.map((member) => member.session.user.id),
        source: {
          id: source.team.id,
          name: source.team.name,
          captainId: source.captain.session.user.id,
        },
      },
      after: { moved: movedIds },
    });
  });

  it("refuses a merged size over the maximum, naming the sizes, and changes nothing", async () => {
    const target = await newTeam(4);
    const source = await newTeam(3);
    const boss = await admin();
    const over = await refusal(
      boss.caller.teams.admin.merge({ sourceTeamId: source.team.id, targetTeamId: target.team.id }),
    );
    expect(over.code).toBe("CONFLICT");
    expect(over.message).toBe(
      `Merging would make a team of 7 members (${target.team.name}: 4, ${source.team.name}: 3); a team has at most 6.`,
    );
    expect(await activeCount(target.team.id)).toBe(4);
    expect(await activeCount(source.team.id)).toBe(3);
    expect((await auditRows(target.team.id)).map((row) => row.action)).not.toContain("team.merge");
  });

  it("refuses merging a team into itself at the field, and a gone team", async () => {
    const { team } = await newTeam();
    const boss = await admin();
    const self = await refusal(
      boss.caller.teams.admin.merge({ sourceTeamId: team.id, targetTeamId: team.id }),
    );
    expect(fieldErrorsOf(self).targetTeamId).toEqual(["Choose another team to merge into."]);
    const gone = await refusal(
      boss.caller.teams.admin.merge({ sourceTeamId: "no-such-team", targetTeamId: team.id }),
    );
    expect(gone.code).toBe("NOT_FOUND");
    expect(await activeCount(team.id)).toBe(1);
  });

  it("never exceeds the maximum size when joins race the merge", async () => {
    // A few rounds: on PostgreSQL the race's order differs from one round to the next.
    for (let round = 0; round < 3; round++) await mergeRacingJoins();
  });

  async function mergeRacingJoins() {
    const target = await newTeam(4);
    const source = await newTeam(2);
    const boss = await admin();
    const joiners = await Promise.all(
      Array.from({ length: 6 }, () => createSession(db.database, "PARTICIPANT")),
    );
    const results = await Promise.allSettled([
      adminMergeTeams(prisma(), boss.session.user.id, {
        sourceTeamId: source.team.id,
        targetTeamId: target.team.id,
      }),
      ...joiners.map((joiner) => joinByCode(prisma(), joiner.user.id, target.code, joiner.user.id)),
    ]);
    const [merge, ...joins] = results;
    const joined = joins.filter((result) => result.status === "fulfilled").length;
    const members = await activeCount(target.team.id);
    expect(members).toBeLessThanOrEqual(6);
    if (merge?.status === "fulfilled") {
      expect(joined).toBe(0);
      expect(members).toBe(6);
    } else {
      expect(joined).toBe(2);
      expect(members).toBe(6);
      expect(await activeCount(source.team.id)).toBe(2);
    }
  }
});

describe("the inbox hears of the admin's steps", () => {
  const teamEntries = (userId: string) =>
    prisma().notification.findMany({
      where: { userId, kind: "TEAM" },
      orderBy: { createdAt: "asc" },
      select: { title: true, link: true },
    });

  it("a removed member is told, and a removed captain's successor that they lead now", async () => {
    const { team, members } = await newTeam(3);
    const [captain, second, third] = members;
    const staff = await admin();
    await staff.caller.teams.admin.removeMember({
      teamId: team.id,
      userId: third!.session.user.id,
    });
    expect(await teamEntries(third!.session.user.id)).toEqual([
      { title: `You were removed from the team “${team.name}” by the organisers.`, link: "/teams" },
    ]);
    await staff.caller.teams.admin.removeMember({
      teamId: team.id,
      userId: captain!.session.user.id,
    });
    expect(await teamEntries(second!.session.user.id)).toContainEqual({
      title: `You lead the team “${team.name}” now.`,
      link: `/teams/${team.id}`,
    });
  });

  it("the moved members of a merge are told where they are now", async () => {
    const source = await newTeam(2);
    const target = await newTeam(1);
    const staff = await admin();
    await staff.caller.teams.admin.merge({
      sourceTeamId: source.team.id,
      targetTeamId: target.team.id,
    });
    for (const member of source.members)
      expect(await teamEntries(member.session.user.id)).toContainEqual({
        title: `The organisers merged your team “${source.team.name}” into “${target.team.name}”: you are in it now.`,
        link: `/teams/${target.team.id}`,
      });
    expect(await teamEntries(target.captain.session.user.id)).toEqual([]);
  });
});

describe("the admin's list", () => {
  it("is computed afresh, not from the shared ranking another instance may hold", async () => {
    const { team, captain } = await newTeam(1);
    const boss = await admin();
    const before = await boss.caller.teams.admin.list();
    expect(before.teams.find((row) => row.id === team.id)?.total).toBe(0);
    // A ledger row written without forgetting the shared ranking (as another server instance or
    // bundle would see it): the admin still sees it at once.
    await prisma().pointEntry.create({
      data: {
        userId: captain.session.user.id,
        amount: 5,
        area: "CARE",
        reason: "test",
        sourceType: "CARE_POST",
        sourceId: `team-admin-fresh-${randomBytes(3).toString("hex")}`,
        createdAt: new Date(Date.now() + 1),
      },
    });
    const after = await boss.caller.teams.admin.list();
    expect(after.teams.find((row) => row.id === team.id)?.total).toBe(5);
  });
});

describe("the CSV exports", () => {
  it("exports every team with its standing, formula-safe", async () => {
    const { team, captain, members } = await newTeam(3, "=HYPERLINK(1)");
    await prisma().user.update({ where: { id: captain.session.user.id }, data: { name: "+Cap" } });
    for (const member of members) await earn(member.session.user.id, 10, new Date(Date.now() + 1));
    const file = await (await admin()).caller.teams.admin.csv({ kind: "teams" });
    expect(file.filename).toMatch(/^teams-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(file.csv.trim()).data;
    expect(rows[0]).toEqual(["team", "captain", "members", "total", "average", "rank", "created"]);
    const row = rows.find((cells) => cells[0] === `'${team.name}`);
    expect(row?.slice(1, 6)).toEqual(["'+Cap", "3", "30", "10", expect.stringMatching(/^\d+$/)]);
    expect(row?.[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("exports every membership period, ended ones too, with the member's name", async () => {
    const { team, members } = await newTeam(2);
    const boss = await admin();
    await boss.caller.teams.admin.removeMember({
      teamId: team.id,
      userId: members[1]!.session.user.id,
    });
    const file = await boss.caller.teams.admin.csv({ kind: "members" });
    expect(file.filename).toMatch(/^team-members-/);
    const rows = Papa.parse<string[]>(file.csv.trim()).data;
    expect(rows[0]).toEqual(["team", "member", "joined", "left"]);
    const ours = rows.filter((cells) => cells[0] === team.name);
    expect(ours.map((cells) => [cells[1], cells[3] === ""])).toEqual([
      [members[0]!.session.user.name, true],
      [members[1]!.session.user.name, false],
    ]);
  });
});

describe("creating teams", () => {
  it("limits new teams to 5 in 10 minutes per person", async () => {
    const founder = await person();
    for (let index = 0; index < LIMITS.teamCreateByUser.points; index++) {
      await founder.caller.teams.create({
        name: `Churn ${index} ${randomBytes(2).toString("hex")}`,
      });
      await founder.caller.teams.leave();
    }
    const limited = await refusal(founder.caller.teams.create({ name: "One Too Many" }));
    expectRateLimited(limited, 600);
    expect(limited.message).toMatch(/^Too many new teams in a short time/);
  });
});
