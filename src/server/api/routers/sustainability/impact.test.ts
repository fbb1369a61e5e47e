import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Role } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { awardNow } from "~/server/services/award";
import { clearImpactCache } from "~/server/services/impact";
import { ACTORS, callerAs, createSession, sessionFor, testContext } from "~/test/callers";
import { expectAccess, mayCall } from "~/test/access";
import { seedDeskCatalogue } from "~/test/seeds";
import { withTestDatabase } from "~/test/database";

let stationIds: string[];
let huntId: string;
let waterPointIds: string[];

const db = withTestDatabase(async (database) => {
  const prisma = database.prisma;
  await seedDeskCatalogue(database);
  stationIds = (
    await prisma.station.createManyAndReturn({
      data: ["Compost corner", "=Solar stage", "Bike repair"].map((label, position) => ({
        label,
        position,
        token: randomBytes(18).toString("base64url"),
      })),
      select: { id: true },
    })
  ).map((row) => row.id);
  huntId = (
    await prisma.challenge.findFirstOrThrow({
      where: { kind: "STATION_HUNT" },
      select: { id: true },
    })
  ).id;
  waterPointIds = (
    await prisma.waterPoint.findMany({ orderBy: { position: "asc" }, select: { id: true } })
  ).map((row) => row.id);
});

/** A scan as the station hunt records it: the StationScan row and its STATION_SCAN award. */
async function scan(userId: string, index: number) {
  const stationId = stationIds[index] ?? "";
  const row = await db.database.prisma.stationScan.create({ data: { userId, stationId } });
  await awardNow(db.database.prisma, {
    type: "STATION_SCAN",
    userId,
    challengeId: huntId,
    scanId: row.id,
  });
}

const window = () => ({
  from: new Date(Date.now() - 6 * 3_600_000),
  to: new Date(Date.now() + 3_600_000),
});

describe("who may use the impact router", () => {
  type Caller = Awaited<ReturnType<typeof callerAs>>;
  const procedures: [
    string,
    Role | "public",
    (caller: Caller, userId: string) => Promise<unknown>,
  ][] = [
    ["public", "public", (c) => c.sustainability.impact.public()],
    ["admin", "ADMIN", (c) => c.sustainability.impact.admin(window())],
    ["person", "ADMIN", (c, userId) => c.sustainability.impact.person({ userId })],
    ["csv", "ADMIN", (c) => c.sustainability.impact.csv({ kind: "stations", ...window() })],
  ];
  for (const actor of ACTORS)
    for (const [name, role, call] of procedures) {
      const allowed = mayCall(actor, role);
      it(`${allowed ? "lets" : "refuses"} ${actor} ${name}`, async () => {
        const session = await sessionFor(db.database, actor);
        const caller = createCaller(testContext(db.database, session).ctx);
        const userId =
          session?.user.id ?? (await createSession(db.database, "PARTICIPANT")).user.id;
        await expectAccess(call(caller, userId), actor, allowed);
      });
    }
});

describe("the figures", () => {
  it("reconcile the public totals with the ledger, the collections and the scans", async () => {
    const anonymous = await callerAs(db.database, "anonymous");
    const moderator = await callerAs(db.database, "MODERATOR");
    const admin = await callerAs(db.database, "ADMIN");
    clearImpactCache();
    const before = await anonymous.sustainability.impact.public();

    const alice = (await createSession(db.database, "PARTICIPANT")).user;
    const bob = (await createSession(db.database, "PARTICIPANT")).user;
    for (const index of [0, 1, 2]) await scan(alice.id, index);
    await scan(bob.id, 0);
    const record = (userId: string, quantity: number, point = 0) =>
      moderator.sustainability.refill.record({
        userId,
        waterPointId: waterPointIds[point] ?? "",
        quantity,
      });
    await record(alice.id, 3);
    const mistake = await record(bob.id, 5);
    await record(bob.id, 2, 1);
    await admin.sustainability.refill.remove({ id: mistake.collection.id, reason: "Wrong person" });

    // Served from a 5-second cache: the same until it expires (cleared here).
    expect(await anonymous.sustainability.impact.public()).toEqual(before);
    clearImpactCache();
    const after = await anonymous.sustainability.impact.public();
    expect(after.stationsScanned - before.stationsScanned).toBe(4);
    expect(after.bottlesRefilled - before.bottlesRefilled).toBe(5);
    expect(after.singleUseBottlesAvoided - before.singleUseBottlesAvoided).toBe(5);
    expect(after.co2eGramsAvoided - before.co2eGramsAvoided).toBe(5 * 83);
    expect(after.co2eGramsPerBottle).toBe(83);
    expect(after.busiestStations[0]).toMatchObject({ label: "Compost corner", scans: 2 });
    expect(after.hourly).toHaveLength(24);
    expect(after.hourly.reduce((sum, hour) => sum + hour.bottles, 0)).toBe(after.bottlesRefilled);

    const ledger = await db.database.prisma.pointEntry.aggregate({
      where: { sourceType: "REFILL" },
      _sum: { quantity: true },
    });
    const collections = await db.database.prisma.bottleCollection.aggregate({
      where: { deletedAt: null },
      _sum: { quantity: true },
    });
    expect(after.bottlesRefilled).toBe(ledger._sum.quantity);
    expect(after.bottlesRefilled).toBe(collections._sum.quantity);

    const adminView = await admin.sustainability.impact.admin(window());
    expect(adminView.totals).toMatchObject({
      stationsScanned: after.stationsScanned,
      bottlesRefilled: after.bottlesRefilled,
      scanners: 2,
      refillers: 2,
    });
    expect(adminView.hourly.reduce((sum, hour) => sum + hour.scans, 0)).toBe(4);
    expect(adminView.waterPoints.find((row) => row.id === waterPointIds[0])).toMatchObject({
      collections: 1,
      bottles: 3,
    });

    const drill = await admin.sustainability.impact.person({ userId: bob.id });
    expect(drill).toMatchObject({ stations: 1, refills: 2 });
    expect(drill.collections.map((row) => row.deleted)).toEqual([true, false]);
    expect(drill.scans.map((row) => row.station)).toEqual(["Compost corner"]);
    await expect(admin.sustainability.impact.person({ userId: "nobody" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("exports CSVs with escaped cells and refuses windows that are backwards or too long", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const stations = await admin.sustainability.impact.csv({ kind: "stations", ...window() });
    expect(stations.csv).toContain("'=Solar stage");
    const perHour = await admin.sustainability.impact.csv({ kind: "hourly", ...window() });
    expect(perHour.csv.split("\r\n")[0]).toBe("hour,scans,bottles");
    const stationHours = await admin.sustainability.impact.csv({
      kind: "stationHours",
      ...window(),
    });
    expect(stationHours.csv.split("\r\n")[0]).toBe("station,hour,scans");
    await expect(
      admin.sustainability.impact.admin({ from: new Date(), to: new Date(Date.now() - 1000) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      admin.sustainability.impact.admin({
        from: new Date(Date.now() - 15 * 86_400_000),
        to: new Date(),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the figures in the requester's language", () => {
  it("export each CSV with its header in German, the same columns and cells as in English", async () => {
    const english = await callerAs(db.database, "ADMIN");
    const german = await callerAs(db.database, "ADMIN", { locale: "de" });
    const headers = {
      stations: "Station,Aktiv,Scans,Letzter Scan",
      waterPoints: "Wasserstelle,Aktiv,Nachfüllungen,Flaschen,Letzte Nachfüllung",
      hourly: "Stunde,Scans,Flaschen",
      stationHours: "Station,Stunde,Scans",
    } as const;
    const period = window();
    for (const [kind, header] of Object.entries(headers) as [keyof typeof headers, string][]) {
      const [en, de] = await Promise.all([
        english.sustainability.impact.csv({ kind, ...period }),
        german.sustainability.impact.csv({ kind, ...period }),
      ]);
      const [enHeader = "", ...enRows] = en.csv.split("\r\n");
      const [deHeader = "", ...deRows] = de.csv.split("\r\n");
      expect(deHeader).toBe(header);
      expect(deHeader.split(",")).toHaveLength(enHeader.split(",").length);
      expect(deRows).toEqual(enRows);
    }
  });

  it("refuse an unknown person by key", async () => {
    const admin = await callerAs(db.database, "ADMIN", { locale: "de" });
    await expect(admin.sustainability.impact.person({ userId: "nobody" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { text: { key: "impact.server.noPerson" } },
    });
  });
});
