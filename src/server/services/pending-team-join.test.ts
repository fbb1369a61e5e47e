import { describe, expect, it } from "vitest";
import { rateLimitsFor } from "~/server/infra/rate-limit";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { openTeamJoinPage, PENDING_TEAM_JOIN_COOKIE } from "./pending-team-join";
import { createTeam } from "./teams";

/** The invite link's page (/teams/join/{code}) as its server side runs it. */

const db = withTestDatabase();

const open = (userId: string | null, code: string, pendingCookie: string | undefined) =>
  openTeamJoinPage(
    db.database.prisma,
    userId,
    code,
    pendingCookie,
    rateLimitsFor(db.database.prisma),
  );

/** The value a Set-Cookie header gives the cookie, as the browser sends it back. */
function cookieValue(setCookie: string): string {
  return decodeURIComponent(
    setCookie.slice(`${PENDING_TEAM_JOIN_COOKIE}=`.length).split(";")[0] ?? "",
  );
}

async function teamWithCode(name: string) {
  const captain = await createSession(db.database, "PARTICIPANT");
  const team = await createTeam(
    db.database.prisma,
    captain.user.id,
    { name },
    rateLimitsFor(db.database.prisma),
    "en",
  );
  const { joinCode } = await db.database.prisma.team.findUniqueOrThrow({
    where: { id: team.id },
    select: { joinCode: true },
  });
  return { team, code: joinCode };
}

describe("the invite link's page", () => {
  it("keeps a visitor's code sealed, and joins them when they come back signed in", async () => {
    const { team, code } = await teamWithCode("Kept Over Sign-in");
    const visit = await open(null, code, undefined);
    expect(visit.redirect).toBeNull();
    const [setCookie] = visit.setCookies;
    expect(setCookie).toMatch(/HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toContain(code);

    const person = await createSession(db.database, "PARTICIPANT");
    const back = await open(person.user.id, code, cookieValue(setCookie ?? ""));
    expect(back).toEqual({
      redirect: `/teams/${team.id}`,
      refused: null,
      setCookies: [expect.stringMatching(new RegExp(`^${PENDING_TEAM_JOIN_COOKIE}=; .*Max-Age=0`))],
    });
    const active = await db.database.prisma.teamMembership.findFirst({
      where: { userId: person.user.id, leftAt: null },
    });
    expect(active?.teamId).toBe(team.id);
  });

  it("joins nobody without the kept code, with a tampered one, or with another link's", async () => {
    const { code } = await teamWithCode("Needs A Click");
    const other = await teamWithCode("Other Link");
    const person = await createSession(db.database, "PARTICIPANT");
    expect(await open(person.user.id, code, undefined)).toEqual({
      redirect: null,
      refused: null,
      setCookies: [],
    });
    expect((await open(person.user.id, code, "Fe26.2**tampered")).redirect).toBeNull();
    const kept = cookieValue((await open(null, other.code, undefined)).setCookies[0] ?? "");
    expect((await open(person.user.id, code, kept)).redirect).toBeNull();
    expect(
      await db.database.prisma.teamMembership.count({ where: { userId: person.user.id } }),
    ).toBe(0);
  });

  it("says why a kept join was refused, and still clears the cookie", async () => {
    const { code } = await teamWithCode("Refusing Team");
    const mine = await teamWithCode("Already Mine");
    const kept = cookieValue((await open(null, code, undefined)).setCookies[0] ?? "");
    const captainOfMine = await db.database.prisma.team.findUniqueOrThrow({
      where: { id: mine.team.id },
      select: { captainId: true },
    });
    const visit = await open(captainOfMine.captainId, code, kept);
    expect(visit.redirect).toBeNull();
    expect(visit.refused).toEqual({
      message: "You are already in a team: leave it first.",
      text: { key: "teams.server.alreadyInTeam" },
    });
    expect(visit.setCookies).toHaveLength(1);
  });
});
