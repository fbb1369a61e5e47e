import { randomBytes } from "node:crypto";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { isAppError } from "~/server/errors";
import { LIMITS } from "~/server/infra/rate-limit";
import { signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { refusal } from "~/test/refusals";

/**
 * README "Languages": the teams refusals a person meets carry their message key (namespace
 * "teams") beside the English words, and the admin's CSV headers follow the request's language.
 */

const db = withTestDatabase();
const prisma = () => db.database.prisma;

const person = () => signedIn(db.database, "PARTICIPANT");

/** The refusal's key and values (`error.data.text` on the wire). */
async function textOf(call: Promise<unknown>) {
  const error = await refusal(call);
  return isAppError(error.cause) ? error.cause.text : null;
}

let teamCounter = 0;
/** A team of `size` people: a new captain and members who joined by code. */
async function newTeam(
  size = 1,
  name = `Sprache ${++teamCounter} ${randomBytes(2).toString("hex")}`,
) {
  const captain = await person();
  const team = await captain.caller.teams.create({ name });
  const code = (await captain.caller.teams.byId({ teamId: team.id })).joinCode ?? "";
  const members = [captain];
  for (let index = 1; index < size; index++) {
    const member = await person();
    await member.caller.teams.join({ code });
    members.push(member);
  }
  return { team, code, captain, members };
}

describe("the teams refusals carry their keys", () => {
  it("when creating and joining", async () => {
    const { team, code, captain } = await newTeam(1, `Schlüssel ${randomBytes(2).toString("hex")}`);
    const other = await person();
    // The name taken, next to the field, by key.
    const taken = await refusal(other.caller.teams.create({ name: team.name.toUpperCase() }));
    expect(taken.message).toBe("A team with this name exists: choose another.");
    expect(isAppError(taken.cause) && taken.cause.text).toEqual({ key: "teams.server.nameTaken" });
    expect(await textOf(other.caller.teams.join({ code: "0000000000" }))).toEqual({
      key: "teams.server.unknownCode",
    });
    expect(await textOf(captain.caller.teams.join({ code: (await newTeam()).code }))).toEqual({
      key: "teams.server.alreadyInTeam",
    });
    expect(await textOf(captain.caller.teams.create({ name: "Noch eins" }))).toEqual({
      key: "teams.server.alreadyInTeam",
    });
    expect(await textOf(other.caller.teams.leave())).toEqual({ key: "teams.server.notInTeam" });
    expect(await textOf(other.caller.teams.byId({ teamId: "gone" }))).toEqual({
      key: "teams.server.noSuchTeam",
    });
    // Joining again the team I am in is a quiet success, not a refusal.
    await expect(captain.caller.teams.join({ code })).resolves.toMatchObject({
      status: "already",
    });
  });

  it("for a full team (with its size) and closed joining", async () => {
    const admin = await signedIn(db.database, "ADMIN");
    await admin.caller.teams.admin.updateSettings({
      maxMembers: 2,
      minRankedMembers: 3,
      joinClosesAt: null,
    });
    try {
      const { code } = await newTeam(2);
      expect(await textOf((await person()).caller.teams.join({ code }))).toEqual({
        key: "teams.server.teamFull",
        values: { max: 2 },
      });
      await admin.caller.teams.admin.updateSettings({
        maxMembers: 6,
        minRankedMembers: 3,
        joinClosesAt: new Date(Date.now() - 1000),
      });
      const closed = { key: "teams.server.joiningClosed" };
      expect(await textOf((await person()).caller.teams.join({ code }))).toEqual(closed);
      expect(await textOf((await person()).caller.teams.create({ name: "Zu spät" }))).toEqual(
        closed,
      );
    } finally {
      await admin.caller.teams.admin.updateSettings({
        maxMembers: 6,
        minRankedMembers: 3,
        joinClosesAt: null,
      });
    }
  });

  it("for the captain's steps", async () => {
    const { team, captain, members } = await newTeam(2);
    const member = members[1]!;
    const memberId = member.session.user.id;
    const captainId = captain.session.user.id;
    expect(
      await textOf(
        member.caller.teams.update({ teamId: team.id, name: "Putsch", description: "" }),
      ),
    ).toEqual({ key: "teams.server.onlyCaptain" });
    expect(
      await textOf(captain.caller.teams.removeMember({ teamId: team.id, userId: captainId })),
    ).toEqual({ key: "teams.server.removeYourself" });
    expect(
      await textOf(captain.caller.teams.handOverCaptaincy({ teamId: team.id, userId: captainId })),
    ).toEqual({ key: "teams.server.alreadyCaptain" });
    const stranger = (await person()).session.user.id;
    expect(
      await textOf(captain.caller.teams.handOverCaptaincy({ teamId: team.id, userId: stranger })),
    ).toEqual({ key: "teams.server.notAMember" });
    expect(
      await textOf(captain.caller.teams.removeMember({ teamId: team.id, userId: stranger })),
    ).toEqual({ key: "teams.server.notAMember" });
    const other = await newTeam();
    const renamed = await refusal(
      captain.caller.teams.update({ teamId: team.id, name: other.team.name, description: "" }),
    );
    expect(isAppError(renamed.cause) && renamed.cause.text).toEqual({
      key: "teams.server.nameTaken",
    });
    await captain.caller.teams.handOverCaptaincy({ teamId: team.id, userId: memberId });
    expect(await textOf(captain.caller.teams.disband({ teamId: team.id }))).toEqual({
      key: "teams.server.onlyCaptain",
    });
  });

  it("for the bursts, with the wait as values", async () => {
    const member = await person();
    for (let index = 0; index < LIMITS.teamJoinByUser.points; index++)
      await refusal(member.caller.teams.join({ code: "0000000000" }));
    expect(await textOf(member.caller.teams.join({ code: "0000000000" }))).toEqual({
      key: "teams.server.tooManyJoins",
      values: { unit: "second", count: expect.any(Number) },
    });
    const { team, captain } = await newTeam();
    for (let index = 0; index < LIMITS.teamCodeByUser.points; index++)
      await captain.caller.teams.rotateCode({ teamId: team.id });
    const codes = await textOf(captain.caller.teams.rotateCode({ teamId: team.id }));
    expect(codes?.key).toBe("teams.server.tooManyCodes");
  });

  it("for the desk and the admin's steps", async () => {
    const moderator = await signedIn(db.database, "MODERATOR");
    const { code } = await newTeam();
    expect(await textOf(moderator.caller.teams.desk.addMember({ userId: "nobody", code }))).toEqual(
      { key: "teams.server.noSuchPerson" },
    );
    const admin = await signedIn(db.database, "ADMIN");
    const big = await newTeam(4);
    const bigger = await newTeam(3);
    const same = await refusal(
      admin.caller.teams.admin.merge({ sourceTeamId: big.team.id, targetTeamId: big.team.id }),
    );
    expect(isAppError(same.cause) && same.cause.text).toEqual({
      key: "teams.server.mergeIntoItself",
    });
    expect(
      await textOf(
        admin.caller.teams.admin.merge({ sourceTeamId: bigger.team.id, targetTeamId: big.team.id }),
      ),
    ).toEqual({
      key: "teams.server.mergeTooBig",
      values: {
        merged: 7,
        target: big.team.name,
        targetMembers: 4,
        source: bigger.team.name,
        sourceMembers: 3,
        max: 6,
      },
    });
    expect(await textOf(admin.caller.teams.admin.delete({ teamId: "gone" }))).toEqual({
      key: "teams.server.noSuchTeam",
    });
  });
});

describe("the admin's CSV exports", () => {
  it("name their columns in the request's language; English stays as it was", async () => {
    const { team } = await newTeam(2, `CSV ${randomBytes(2).toString("hex")}`);
    const german = await signedIn(db.database, "ADMIN", { locale: "de" });
    const teams = await german.caller.teams.admin.csv({ kind: "teams" });
    const rows = Papa.parse<string[]>(teams.csv.trim()).data;
    expect(rows[0]).toEqual([
      "Team",
      "Kapitän/in",
      "Mitglieder",
      "Punkte gesamt",
      "Schnitt",
      "Rang",
      "Gegründet",
    ]);
    expect(rows.find((cells) => cells[0] === team.name)?.[2]).toBe("2");
    const members = await german.caller.teams.admin.csv({ kind: "members" });
    expect(Papa.parse<string[]>(members.csv.trim()).data[0]).toEqual([
      "Team",
      "Mitglied",
      "Beigetreten",
      "Ausgetreten",
    ]);
    const english = await signedIn(db.database, "ADMIN", { locale: "en" });
    const plain = await english.caller.teams.admin.csv({ kind: "members" });
    expect(Papa.parse<string[]>(plain.csv.trim()).data[0]).toEqual([
      "team",
      "member",
      "joined",
      "left",
    ]);
    expect(await prisma().team.count({ where: { id: team.id } })).toBe(1);
  });
});
