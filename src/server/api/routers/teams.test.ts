import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import type { Area } from "~/generated/prisma/enums";
import { teamPoints } from "~/server/domain/teams";
import { LIMITS } from "~/server/infra/rate-limit";
import { forgetTeamRanking, joinByCode } from "~/server/services/teams";
import { ANONYMOUS_NAME } from "~/shared/public-name";
import { createSession, signedIn, TEST_PASSWORD } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { expectRateLimited, fieldErrorsOf, refusal } from "~/test/refusals";

const db = withTestDatabase();
const prisma = () => db.database.prisma;

const person = () => signedIn(db.database, "PARTICIPANT");
type Person = Awaited<ReturnType<typeof person>>;

let sourceCounter = 0;
/** A ledger row for `userId`, as `award` writes them, at `createdAt`. */
async function earn(userId: string, amount: number, createdAt: Date, area: Area = "CARE") {
  sourceCounter += 1;
  await prisma().pointEntry.create({
    data: {
      userId,
      amount,
      area,
      reason: "test",
      sourceType: "CARE_POST",
      sourceId: `team-test-${sourceCounter}-${randomBytes(3).toString("hex")}`,
      createdAt,
    },
  });
  // Points reach the shared team ranking within 5 seconds; the tests read it at once.
  forgetTeamRanking();
}

let teamCounter = 0;
/** A team created by a new captain; returns the captain and the team with its join code. */
async function newTeam(name = `Team ${++teamCounter} ${randomBytes(2).toString("hex")}`) {
  const captain = await person();
  const created = await captain.caller.teams.create({ name });
  const page = await captain.caller.teams.byId({ teamId: created.id });
  return { captain, team: created, code: page.joinCode ?? "" };
}

async function auditActions(teamId: string) {
  const rows = await prisma().auditLog.findMany({
    where: { targetType: "Team", targetId: teamId },
    orderBy: { createdAt: "asc" },
    select: { action: true },
  });
  return rows.map((row) => row.action);
}

describe("creating and joining", () => {
  it("creates a team with me as captain and member, audited, and shows it as mine", async () => {
    const { captain, team, code } = await newTeam("Night Owls");
    expect(team.name).toBe("Night Owls");
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const mine = await captain.caller.teams.mine();
    expect(mine.team).toMatchObject({ id: team.id, members: 1, isCaptain: true, rank: null });
    expect(await auditActions(team.id)).toEqual(["team.create"]);
  });

  it("refuses a name taken ignoring case and spacing, next to the Team name field", async () => {
    await newTeam("Brass Band");
    const other = await person();
    const error = await refusal(other.caller.teams.create({ name: "  brass   BAND " }));
    expect(error.code).toBe("CONFLICT");
    expect(fieldErrorsOf(error).name).toEqual(["A team with this name exists: choose another."]);
    const short = await refusal(other.caller.teams.create({ name: "\u202Eab" }));
    expect(short.code).toBe("BAD_REQUEST");
    expect(fieldErrorsOf(short).name).toEqual(["At least 3 characters"]);
    expect(await other.caller.teams.mine()).toMatchObject({ team: null });
  });

  it("joins by code typed loosely, refuses unknown codes at the field and a second team", async () => {
    const { team, code } = await newTeam();
    const member = await person();
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    await expect(member.caller.teams.join({ code: typed })).resolves.toMatchObject({
      status: "joined",
      team: { id: team.id },
    });
    await expect(member.caller.teams.join({ code })).resolves.toMatchObject({
      status: "already",
    });
    const unknown = await refusal(member.caller.teams.join({ code: "0000000000" }));
    expect(fieldErrorsOf(unknown).code).toEqual(["No team has this join code."]);
    const second = await newTeam();
    const again = await refusal(member.caller.teams.join({ code: second.code }));
    expect(again.code).toBe("CONFLICT");
    expect(again.message).toBe("You are already in a team: leave it first.");
    const creating = await refusal(member.caller.teams.create({ name: "Another one" }));
    expect(creating.code).toBe("CONFLICT");
    expect(await auditActions(team.id)).toEqual(["team.create", "team.join"]);
  });

  it("allows one active membership per person in the database itself", async () => {
    const { team } = await newTeam();
    const other = await newTeam();
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    await prisma().teamMembership.create({ data: { teamId: team.id, userId } });
    await expect(
      prisma().teamMembership.create({ data: { teamId: other.team.id, userId } }),
    ).rejects.toMatchObject({ code: "P2002" });
    // Ended periods do not count: leaving and joining again is allowed.
    await prisma().teamMembership.updateMany({ where: { userId }, data: { leftAt: new Date() } });
    await expect(
      prisma().teamMembership.create({ data: { teamId: other.team.id, userId } }),
    ).resolves.toBeTruthy();
  });

  it("refuses a full team and closed joining, with the admin's settings", async () => {
    const admin = await signedIn(db.database, "ADMIN");
    await admin.caller.teams.admin.updateSettings({
      maxMembers: 2,
      minRankedMembers: 3,
      joinClosesAt: null,
    });
    try {
      const { code } = await newTeam();
      await (await person()).caller.teams.join({ code });
      const third = await refusal((await person()).caller.teams.join({ code }));
      expect(third.code).toBe("CONFLICT");
      expect(third.message).toBe("This team is full: a team has at most 2 members.");

      await admin.caller.teams.admin.updateSettings({
        maxMembers: 6,
        minRankedMembers: 3,
        joinClosesAt: new Date(Date.now() - 1000),
      });
      const closed = await refusal((await person()).caller.teams.join({ code }));
      expect(closed.message).toBe("Teams are closed for joining.");
      const creating = await refusal((await person()).caller.teams.create({ name: "Late team" }));
      expect(creating.message).toBe("Teams are closed for joining.");
      const audited = await prisma().auditLog.count({ where: { action: "teamSettings.update" } });
      expect(audited).toBe(2);
    } finally {
      await admin.caller.teams.admin.updateSettings({
        maxMembers: 6,
        minRankedMembers: 3,
        joinClosesAt: null,
      });
    }
  });

  it("limits joins to 10 a minute per person", async () => {
    const member = await person();
    for (let index = 0; index < LIMITS.teamJoinByUser.points; index++)
      await refusal(member.caller.teams.join({ code: "0000000000" }));
    const limited = await refusal(member.caller.teams.join({ code: "0000000000" }));
    expectRateLimited(limited, 60);
    expect(limited.message).toMatch(/^Too many team joins in a short time/);
  });
});

describe("the last free place under concurrency", () => {
  async function lastPlace(clients: () => PrismaClient[]) {
    const { team, code } = await newTeam();
    // Five members of six: one place left.
    for (let index = 0; index < 4; index++) await (await person()).caller.teams.join({ code });
    const racers = await Promise.all(
      Array.from({ length: 20 }, () => createSession(db.database, "PARTICIPANT")),
    );
    const all = clients();
    const results = await Promise.allSettled(
      racers.map((racer, index) =>
        joinByCode(all[index % all.length]!, racer.user.id, code, racer.user.id),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refusals = results.flatMap((result) =>
      result.status === "rejected" ? [String((result.reason as Error).message)] : [],
    );
    expect(new Set(refusals)).toEqual(
      new Set(["This team is full: a team has at most 6 members."]),
    );
    expect(await prisma().teamMembership.count({ where: { teamId: team.id, leftAt: null } })).toBe(
      6,
    );
  }

  it("gives it to exactly one of 20 people joining at once", async () => {
    await lastPlace(() => [prisma()]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "gives it to exactly one when two app instances (two clients) take the 20 joins",
    async () => {
      const [row] = await db.sql.query<{ name: string }>("SELECT current_database() AS name");
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      url.pathname = `/${row?.name ?? ""}`;
      const second = new PrismaClient({
        adapter: new PrismaPg({ connectionString: url.toString() }),
      });
      try {
        await lastPlace(() => [prisma(), second]);
      } finally {
        await second.$disconnect();
      }
    },
  );

  it("lets one person racing into two teams at once land in exactly one", async () => {
    const first = await newTeam();
    const second = await newTeam();
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const results = await Promise.allSettled([
      joinByCode(prisma(), userId, first.code, userId),
      joinByCode(prisma(), userId, second.code, userId),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await prisma().teamMembership.count({ where: { userId, leftAt: null } })).toBe(1);
  });
});

describe("points, leaving and the ranking", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it("counts only points earned while a member; leaving moves no past points", async () => {
    const { captain, team, code } = await newTeam();
    const member = await person();
    await earn(member.session.user.id, 50, minutesAgo(60)); // before joining
    await member.caller.teams.join({ code });
    await earn(member.session.user.id, 7, new Date(Date.now() + 1), "FITNESS");
    await earn(captain.session.user.id, 3, new Date(Date.now() + 1), "ARTS");
    let page = await captain.caller.teams.byId({ teamId: team.id });
    expect(page.total).toBe(10);
    expect(page.areas).toEqual([
      { area: "FITNESS", points: 7 },
      { area: "ARTS", points: 3 },
      { area: "SUSTAINABILITY", points: 0 },
      { area: "CARE", points: 0 },
    ]);

    await member.caller.teams.leave();
    await earn(member.session.user.id, 100, new Date(Date.now() + 60_000)); // after leaving
    page = await captain.caller.teams.byId({ teamId: team.id });
    expect(page.total).toBe(10);
    expect(page.members).toHaveLength(1);
    expect(await auditActions(team.id)).toEqual(["team.create", "team.join", "team.leave"]);
  });

  it("agrees with the pure rule on a random history of joins, leaves and points", async () => {
    const { captain, team, code } = await newTeam();
    const people = [captain, await person(), await person()];
    const start = Date.now() + 120_000;
    const at = (step: number) => new Date(start + step * 1000);
    // The periods are known before the points come (a membership is never back-dated), then the
    // points arrive over them.
    const periods = [
      { userId: people[1]!.session.user.id, joinedAt: at(5), leftAt: at(12) },
      { userId: people[1]!.session.user.id, joinedAt: at(20), leftAt: null },
      { userId: people[2]!.session.user.id, joinedAt: at(9), leftAt: at(25) },
    ];
    for (const period of periods)
      await prisma().teamMembership.create({ data: { teamId: team.id, ...period } });
    const points: { userId: string; amount: number; createdAt: Date }[] = [];
    for (let step = 0; step < 30; step++) {
      const who = people[step % 3]!;
      const amount = ((step * 7) % 11) - 2;
      points.push({ userId: who.session.user.id, amount, createdAt: at(step) });
      await earn(who.session.user.id, amount, at(step));
    }
    const captainPeriod = await prisma().teamMembership.findFirstOrThrow({
      where: { teamId: team.id, userId: captain.session.user.id },
      select: { userId: true, joinedAt: true, leftAt: true },
    });
    const expected = teamPoints(points, [captainPeriod, ...periods]);
    const page = await captain.caller.teams.byId({ teamId: team.id });
    expect(page.total).toBe(expected.total);
    expect(code).not.toBe("");
  });

  it("ranks by average from three members, shows the total beside, the rest unranked", async () => {
    const big = await newTeam();
    const small = await newTeam();
    const pair = await newTeam();
    const bigMembers = [big.captain];
    for (let index = 0; index < 5; index++) {
      const member = await person();
      await member.caller.teams.join({ code: big.code });
      bigMembers.push(member);
    }
    const smallMembers = [small.captain];
    for (let index = 0; index < 2; index++) {
      const member = await person();
      await member.caller.teams.join({ code: small.code });
      smallMembers.push(member);
    }
    const partner = await person();
    await partner.caller.teams.join({ code: pair.code });
    // Earned after everyone joined, however long the joins took on a busy machine.
    const later = new Date(Date.now() + 1000);
    for (const member of bigMembers) await earn(member.session.user.id, 10, later);
    for (const member of smallMembers) await earn(member.session.user.id, 12, later);
    await earn(pair.captain.session.user.id, 500, later);

    const board = await (await person()).caller.teams.leaderboard({ limit: 100 });
    const row = (id: string) => board.teams.find((team) => team.id === id);
    expect(row(small.team.id)).toMatchObject({ average: 12, total: 36, members: 3 });
    expect(row(big.team.id)).toMatchObject({ average: 10, total: 60, members: 6 });
    expect(row(small.team.id)!.rank).toBeLessThan(row(big.team.id)!.rank!);
    expect(row(pair.team.id)).toMatchObject({ rank: null, total: 500, members: 2 });
    expect(board.minRankedMembers).toBe(3);
    const ranks = board.teams.map((team) => team.rank);
    const firstUnranked = ranks.indexOf(null);
    expect(ranks.slice(firstUnranked).every((rank) => rank === null)).toBe(true);
  });
});

describe("the team's page", () => {
  it("names public members, shows private ones as Anonymous, and the code to members only", async () => {
    const { captain, team, code } = await newTeam();
    const open = await person();
    await prisma().user.update({
      where: { id: open.session.user.id },
      data: { publicProfile: true, name: "Open Olga" },
    });
    await open.caller.teams.join({ code });

    const visitor = await signedIn(db.database, "PARTICIPANT");
    const seen = await visitor.caller.teams.byId({ teamId: team.id });
    expect(seen.joinCode).toBeNull();
    expect(seen.viewer).toEqual({ isMember: false, isCaptain: false });
    expect(seen.members).toEqual([
      { userId: null, name: ANONYMOUS_NAME, isCaptain: true, isYou: false, joinedAt: null },
      {
        userId: open.session.user.id,
        name: "Open Olga",
        isCaptain: false,
        isYou: false,
        joinedAt: null,
      },
    ]);

    const inside = await open.caller.teams.byId({ teamId: team.id });
    expect(inside.joinCode).toBe(code);
    expect(inside.members.map((member) => member.name)).toEqual([
      captain.session.user.name,
      "Open Olga",
    ]);
    expect(inside.viewer).toEqual({ isMember: true, isCaptain: false });

    const missing = await refusal(visitor.caller.teams.byId({ teamId: "no-such-team" }));
    expect(missing.code).toBe("NOT_FOUND");
  });
});

describe("the captain's steps", () => {
  async function teamOfThree() {
    const made = await newTeam();
    const second = await person();
    const third = await person();
    await second.caller.teams.join({ code: made.code });
    await third.caller.teams.join({ code: made.code });
    return { ...made, second, third };
  }

  it("are the captain's only", async () => {
    const { team, second, third } = await teamOfThree();
    const teamId = team.id;
    const userId = third.session.user.id;
    for (const call of [
      () => second.caller.teams.update({ teamId, name: "Taken over", description: "" }),
      () => second.caller.teams.removeMember({ teamId, userId }),
      () => second.caller.teams.handOverCaptaincy({ teamId, userId }),
      () => second.caller.teams.rotateCode({ teamId }),
      () => second.caller.teams.disband({ teamId }),
    ]) {
      const error = await refusal(call());
      expect(error.code).toBe("FORBIDDEN");
      expect(error.message).toBe("Only the team's captain can do this.");
    }
    expect(await auditActions(teamId)).toEqual(["team.create", "team.join", "team.join"]);
  });

  it("rename, remove a member, hand over, rotate the code and disband, each audited", async () => {
    const { captain, team, code, second, third } = await teamOfThree();
    const teamId = team.id;
    await expect(
      captain.caller.teams.update({ teamId, name: "Renamed Crew", description: "We run" }),
    ).resolves.toMatchObject({ name: "Renamed Crew", description: "We run" });

    await captain.caller.teams.removeMember({ teamId, userId: third.session.user.id });
    expect(await third.caller.teams.mine()).toMatchObject({ team: null });

    const rotated = await captain.caller.teams.rotateCode({ teamId });
    expect(rotated.joinCode).not.toBe(code);
    const stale = await refusal((await person()).caller.teams.join({ code }));
    expect(fieldErrorsOf(stale).code).toEqual(["No team has this join code."]);

    await captain.caller.teams.handOverCaptaincy({ teamId, userId: second.session.user.id });
    expect((await second.caller.teams.mine()).team?.isCaptain).toBe(true);
    expect((await captain.caller.teams.mine()).team?.isCaptain).toBe(false);

    await second.caller.teams.disband({ teamId });
    expect(await captain.caller.teams.mine()).toMatchObject({ team: null });
    expect(await auditActions(teamId)).toEqual([
      "team.create",
      "team.join",
      "team.join",
      "team.update",
      "team.removeMember",
      "team.rotateCode",
      "team.handOver",
      "team.disband",
    ]);
    const rotation = await prisma().auditLog.findFirstOrThrow({
      where: { action: "team.rotateCode", targetId: teamId },
    });
    expect(JSON.stringify(rotation)).not.toContain(rotated.joinCode);
  });

  it("passes the captaincy to the earliest member when the captain leaves; the last one disbands", async () => {
    const { captain, team, second, third } = await teamOfThree();
    await captain.caller.teams.leave();
    expect((await second.caller.teams.mine()).team?.isCaptain).toBe(true);
    await second.caller.teams.leave();
    expect((await third.caller.teams.mine()).team?.isCaptain).toBe(true);
    await expect(third.caller.teams.leave()).resolves.toEqual({
      teamId: team.id,
      disbanded: true,
    });
    expect(await prisma().team.findUnique({ where: { id: team.id } })).toBeNull();
    const notIn = await refusal(third.caller.teams.leave());
    expect(notIn.code).toBe("BAD_REQUEST");
  });

  it("limits new codes to 5 in 10 minutes", async () => {
    const { captain, team } = await newTeam();
    for (let index = 0; index < LIMITS.teamCodeByUser.points; index++)
      await captain.caller.teams.rotateCode({ teamId: team.id });
    expectRateLimited(await refusal(captain.caller.teams.rotateCode({ teamId: team.id })), 600);
  });
});

describe("my account and my team", () => {
  it("the data download lists my memberships; deleting my account ends them and hands over", async () => {
    const { captain, team, code } = await newTeam();
    const member: Person = await person();
    await member.caller.teams.join({ code });
    const exported = await captain.caller.account.exportData();
    expect(exported.teamMemberships).toEqual([
      expect.objectContaining({ leftAt: null, team: { name: team.name } }),
    ]);

    await captain.caller.account.deleteAccount({ password: TEST_PASSWORD });
    const page = await member.caller.teams.byId({ teamId: team.id });
    expect(page.members).toHaveLength(1);
    expect(page.viewer.isCaptain).toBe(true);
  });
});

describe("the help desk", () => {
  it("shows a person's team and adds someone to a team by code, audited as the moderator", async () => {
    const { captain, team, code } = await newTeam();
    const moderator = await signedIn(db.database, "MODERATOR");
    await expect(
      moderator.caller.teams.desk.teamOf({ userId: captain.session.user.id }),
    ).resolves.toEqual({ team: { id: team.id, name: team.name, isCaptain: true } });

    const walkIn = await createSession(db.database, "PARTICIPANT");
    await expect(moderator.caller.teams.desk.teamOf({ userId: walkIn.user.id })).resolves.toEqual({
      team: null,
    });
    await expect(
      moderator.caller.teams.desk.addMember({ userId: walkIn.user.id, code: code.toLowerCase() }),
    ).resolves.toMatchObject({ status: "joined", team: { id: team.id } });
    const joined = await prisma().auditLog.findFirstOrThrow({
      where: { action: "team.join", targetId: team.id, actorId: moderator.session.user.id },
    });
    expect(joined.after).toEqual({ userId: walkIn.user.id });

    const wrong = await refusal(
      moderator.caller.teams.desk.addMember({ userId: walkIn.user.id, code: "0000000000" }),
    );
    expect(fieldErrorsOf(wrong).code).toEqual(["No team has this join code."]);
    const nobody = await refusal(
      moderator.caller.teams.desk.addMember({ userId: "no-such-person", code }),
    );
    expect(nobody.code).toBe("NOT_FOUND");
  });
});

describe("the admin's teams", () => {
  it("lists every team with its captain and deletes one, audited", async () => {
    const { captain, team } = await newTeam();
    const admin = await signedIn(db.database, "ADMIN");
    const list = await admin.caller.teams.admin.list();
    expect(list.settings).toMatchObject({ maxMembers: 6, minRankedMembers: 3 });
    expect(list.teams.find((row) => row.id === team.id)).toMatchObject({
      name: team.name,
      captainName: captain.session.user.name,
      members: 1,
    });
    await expect(admin.caller.teams.admin.delete({ teamId: team.id })).resolves.toEqual({
      deleted: true,
    });
    expect(await captain.caller.teams.mine()).toMatchObject({ team: null });
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: "team.delete", targetId: team.id },
    });
    expect(audit).toMatchObject({
      actorId: admin.session.user.id,
      before: { name: team.name, members: [captain.session.user.id] },
    });
    const again = await refusal(admin.caller.teams.admin.delete({ teamId: team.id }));
    expect(again.code).toBe("NOT_FOUND");
  });
});
