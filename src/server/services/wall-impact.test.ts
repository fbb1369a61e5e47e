import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { PointSourceType } from "~/generated/prisma/enums";
import { callerAs, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedDemoFestival } from "~/test/seeds";
import { clearImpactCache } from "./impact";
import { forgetTeamRanking } from "./teams";
import { clearWallImpactCache } from "./wall-impact";

/**
 * The wall's interludes (care.wallImpact): the festival's figures are /sustainability-dashboard's,
 * bingo lines and care posts the ledger's, the top teams /global-dashboard's, for anyone.
 */

const db = withTestDatabase((database) => seedDemoFestival(database));
const prisma = () => db.database.prisma;

function forgetCaches() {
  clearWallImpactCache();
  clearImpactCache();
  forgetTeamRanking();
}

let sourceCounter = 0;
/** A ledger row as `award` writes them (seq 1 with negative amounts is a reversal). */
async function ledgerRow(
  userId: string | null,
  sourceType: PointSourceType,
  { amount = 0, quantity = 1, seq = 0, sourceId = "" } = {},
) {
  sourceCounter += 1;
  const id = sourceId || `wall-test-${sourceCounter}-${randomBytes(3).toString("hex")}`;
  await prisma().pointEntry.create({
    data: {
      userId,
      amount,
      quantity,
      seq,
      area:
        sourceType === "REFILL"
          ? "SUSTAINABILITY"
          : sourceType === "CARE_POST"
            ? "CARE"
            : "FITNESS",
      reason: "test",
      sourceType,
      sourceId: id,
    },
  });
  return id;
}

/** The quantity the ledger itself (not its rollup) holds for a source type. */
async function ledgerQuantity(sourceType: PointSourceType) {
  const sum = await prisma().pointEntry.aggregate({
    where: { sourceType },
    _sum: { quantity: true },
  });
  return sum._sum.quantity ?? 0;
}

/** A team of `size` new participants (the first its captain) who earn `points` between them. */
async function teamOf(name: string, size: number, points: number) {
  const captain = await signedIn(db.database, "PARTICIPANT");
  const team = await captain.caller.teams.create({ name });
  const code = (await captain.caller.teams.byId({ teamId: team.id })).joinCode ?? "";
  for (let member = 1; member < size; member++) {
    const other = await signedIn(db.database, "PARTICIPANT");
    await other.caller.teams.join({ code });
  }
  await ledgerRow(captain.session.user.id, "CARE_POST", { amount: points });
  return team;
}

describe("care.wallImpact", () => {
  it("shows a visitor the same figures as /sustainability-dashboard, and the ledger's counts", async () => {
    forgetCaches();
    const visitor = await callerAs(db.database, "anonymous");
    const [wall, dashboard] = await Promise.all([
      visitor.care.wallImpact(),
      visitor.sustainability.impact.public(),
    ]);
    // The demo festival has refills, scans, bingo lines and care posts: nothing here is 0 = 0.
    expect(wall.bottlesRefilled).toBeGreaterThan(0);
    expect(wall.stationsScanned).toBeGreaterThan(0);
    expect(wall.bingoLines).toBeGreaterThan(0);
    expect(wall.carePosts).toBeGreaterThan(0);
    expect({
      bottlesRefilled: wall.bottlesRefilled,
      singleUseBottlesAvoided: wall.singleUseBottlesAvoided,
      co2eGramsAvoided: wall.co2eGramsAvoided,
      stationsScanned: wall.stationsScanned,
    }).toEqual({
      bottlesRefilled: dashboard.bottlesRefilled,
      singleUseBottlesAvoided: dashboard.singleUseBottlesAvoided,
      co2eGramsAvoided: dashboard.co2eGramsAvoided,
      stationsScanned: dashboard.stationsScanned,
    });
    expect(wall.bottlesRefilled).toBe(await ledgerQuantity("REFILL"));
    expect(wall.bingoLines).toBe(await ledgerQuantity("BINGO_LINE"));
    expect(wall.carePosts).toBe(await ledgerQuantity("CARE_POST"));
  });

  it("follows the ledger: a refill and a bingo line count, their reversals no longer", async () => {
    forgetCaches();
    const visitor = await callerAs(db.database, "anonymous");
    const before = await visitor.care.wallImpact();
    const person = await signedIn(db.database, "PARTICIPANT");
    const refill = await ledgerRow(person.session.user.id, "REFILL", { amount: 6, quantity: 3 });
    const line = await ledgerRow(person.session.user.id, "BINGO_LINE", { amount: 10 });
    forgetCaches();
    const after = await visitor.care.wallImpact();
    expect(after.bottlesRefilled - before.bottlesRefilled).toBe(3);
    expect(after.bingoLines - before.bingoLines).toBe(1);
    expect(after.bottlesRefilled).toBe(
      (await visitor.sustainability.impact.public()).bottlesRefilled,
    );

    await ledgerRow(person.session.user.id, "REFILL", {
      amount: -6,
      quantity: -3,
      seq: 1,
      sourceId: refill,
    });
    await ledgerRow(person.session.user.id, "BINGO_LINE", {
      amount: -10,
      quantity: -1,
      seq: 1,
      sourceId: line,
    });
    forgetCaches();
    const reversed = await visitor.care.wallImpact();
    expect(reversed.bottlesRefilled).toBe(before.bottlesRefilled);
    expect(reversed.bingoLines).toBe(before.bingoLines);
  });

  it("lists the ranked teams as /global-dashboard's top teams, none too small or without points", async () => {
    forgetCaches();
    const visitor = await callerAs(db.database, "anonymous");
    expect((await visitor.care.wallImpact()).topTeams).toEqual([]);

    const tag = randomBytes(2).toString("hex");
    const second = await teamOf(`Second ${tag}`, 3, 15);
    const first = await teamOf(`First ${tag}`, 3, 30);
    await teamOf(`Too small ${tag}`, 2, 100);
    await teamOf(`No points ${tag}`, 3, 0);
    forgetCaches();
    const wall = await visitor.care.wallImpact();
    expect(wall.minRankedMembers).toBe(3);
    expect(wall.topTeams).toEqual([
      { id: first.id, name: `First ${tag}`, rank: 1, average: 10, members: 3 },
      { id: second.id, name: `Second ${tag}`, rank: 2, average: 5, members: 3 },
    ]);
    // /global-dashboard's top teams: the team leaderboard's first rows, of which the ranked ones.
    const board = await visitor.teams.leaderboard({ limit: 5 });
    expect(wall.topTeams).toEqual(
      board.teams
        .filter((team) => team.rank !== null)
        .map(({ id, name, rank, average, members }) => ({ id, name, rank, average, members })),
    );
  });

  it("is served from memory for a few seconds: a crowd of screens costs one computation", async () => {
    forgetCaches();
    const visitor = await callerAs(db.database, "anonymous");
    const first = await visitor.care.wallImpact();
    const person = await signedIn(db.database, "PARTICIPANT");
    await ledgerRow(person.session.user.id, "REFILL", { amount: 2, quantity: 1 });
    const again = await visitor.care.wallImpact();
    expect(again.generatedAt).toEqual(first.generatedAt);
    expect(again.bottlesRefilled).toBe(first.bottlesRefilled);
  });
});
