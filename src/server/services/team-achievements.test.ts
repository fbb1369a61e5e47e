import { describe, expect, it } from "vitest";
import { newStationToken, creditStation } from "~/server/services/stations";
import { signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";

/**
 * The team achievements (issue R7, README "Achievements"): "Team player" for joining a team, and
 * "All hands", which the whole team earns when every member completed a challenge in one area.
 * Completing the station hunt (one active station here) is the completed challenge.
 */
const db = withTestDatabase((database) =>
  seedCatalogue(database, (tx) =>
    tx.station.create({
      data: { label: "The only station", points: 10, token: newStationToken() },
    }),
  ),
);
const prisma = () => db.database.prisma;

const person = () => signedIn(db.database, "PARTICIPANT");
type Person = Awaited<ReturnType<typeof person>>;

async function held(userId: string): Promise<string[]> {
  const rows = await prisma().userAchievement.findMany({
    where: { userId },
    select: { achievement: { select: { key: true } } },
  });
  return rows.map((row) => row.achievement.key).sort();
}

/** Completes the station hunt for `who` (scans the one station); returns what it earned. */
async function completeHunt(who: Person) {
  const station = await prisma().station.findFirstOrThrow({ select: { token: true } });
  const result = await creditStation(prisma(), who.session.user.id, station.token);
  if (result.status !== "credited") throw new Error("the scan was not credited");
  return result.achievements.map((achievement) => achievement.key);
}

async function teamOf(captain: Person, ...members: Person[]) {
  const team = await captain.caller.teams.create({
    name: `Crew ${Math.random().toString(36).slice(2, 8)}`,
  });
  const page = await captain.caller.teams.byId({ teamId: team.id });
  for (const member of members) await member.caller.teams.join({ code: page.joinCode ?? "" });
  return { team, code: page.joinCode ?? "" };
}

describe("Team player", () => {
  it("is earned by creating or joining a team, and announced by the step that earned it", async () => {
    const captain = await person();
    const created = await captain.caller.teams.create({ name: "Early Birds" });
    expect(created.achievements.map((achievement) => achievement.key)).toEqual(["team-player"]);
    const page = await captain.caller.teams.byId({ teamId: created.id });

    const joiner = await person();
    const joined = await joiner.caller.teams.join({ code: page.joinCode ?? "" });
    expect(joined.achievements.map((achievement) => achievement.title)).toEqual(["Team player"]);
    expect(await held(joiner.session.user.id)).toEqual(["team-player"]);

    // Leaving and joining again earns nothing new; the count of teams joined stays.
    await joiner.caller.teams.leave();
    const again = await joiner.caller.teams.join({ code: page.joinCode ?? "" });
    expect(again.achievements).toEqual([]);
    const { achievements } = await joiner.caller.achievement.list();
    expect(achievements.find((row) => row.key === "team-player")?.earnedAt).toBeInstanceOf(Date);
  });
});

describe("All hands", () => {
  it("goes to the whole team when the last member completes a challenge in the same area", async () => {
    const [a, b] = [await person(), await person()];
    await teamOf(a, b);
    expect(await completeHunt(a)).not.toContain("all-hands");
    expect(await held(a.session.user.id)).not.toContain("all-hands");

    expect(await completeHunt(b)).toContain("all-hands");
    expect(await held(a.session.user.id)).toContain("all-hands");
    expect(await held(b.session.user.id)).toContain("all-hands");
  });

  it("is not earned alone: a team of one is not a team", async () => {
    const solo = await person();
    await teamOf(solo);
    expect(await completeHunt(solo)).not.toContain("all-hands");
  });

  it("is earned by the others when the member who held them back leaves", async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    await teamOf(a, b, c);
    await completeHunt(a);
    await completeHunt(b);
    expect(await held(a.session.user.id)).not.toContain("all-hands");
    await c.caller.teams.leave();
    expect(await held(a.session.user.id)).toContain("all-hands");
    expect(await held(b.session.user.id)).toContain("all-hands");
    expect(await held(c.session.user.id)).not.toContain("all-hands");
  });

  it("a newcomer who holds it from another team does not stop the new team earning it", async () => {
    const [x, y] = [await person(), await person()];
    await teamOf(x, y);
    await completeHunt(x);
    await completeHunt(y);
    expect(await held(x.session.user.id)).toContain("all-hands");
    await x.caller.teams.leave();

    const z = await person();
    const { code } = await teamOf(z);
    await x.caller.teams.join({ code });
    expect(await held(z.session.user.id)).not.toContain("all-hands");
    expect(await completeHunt(z)).toContain("all-hands");
    expect(await held(z.session.user.id)).toContain("all-hands");
  });

  it("goes to everyone when an admin's merge makes a team whose members all completed one area", async () => {
    const [a, b] = [await person(), await person()];
    const { team: target } = await teamOf(a);
    const { team: source } = await teamOf(b);
    await completeHunt(a);
    await completeHunt(b);
    expect(await held(a.session.user.id)).not.toContain("all-hands");
    const admin = await signedIn(db.database, "ADMIN");
    await admin.caller.teams.admin.merge({ sourceTeamId: source.id, targetTeamId: target.id });
    expect(await held(a.session.user.id)).toContain("all-hands");
    expect(await held(b.session.user.id)).toContain("all-hands");
  });

  it("shows how many members are there yet on the achievements page", async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    await teamOf(a, b, c);
    await completeHunt(a);
    const { achievements } = await b.caller.achievement.list();
    expect(achievements.find((row) => row.key === "all-hands")).toMatchObject({
      earnedAt: null,
      progress: { current: 1, target: 3 },
    });
  });
});
