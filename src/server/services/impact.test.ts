import { describe, expect, it, vi } from "vitest";
import { createSession } from "~/test/callers";
import { seedDeskCatalogue } from "~/test/seeds";
import { withTestDatabase } from "~/test/database";
import { adminImpact, computePublicImpact, impactCsv } from "./impact";
import { newStationToken } from "./stations";

// A festival half an hour off UTC shows whether hours are counted in its zone or in UTC. The zone
// is read on first use, after this line.
vi.stubEnv("FESTIVAL_TIME_ZONE", "Asia/Kolkata");

const db = withTestDatabase(async (database) => {
  await seedDeskCatalogue(database);
  const prisma = database.prisma;
  const userId = (await createSession(database, "PARTICIPANT")).user.id;
  const station = await prisma.station.create({
    data: { label: "Compost corner", token: newStationToken() },
  });
  const waterPoint = await prisma.waterPoint.findFirstOrThrow({ select: { id: true } });
  // 12:35 UTC is 18:05 in Kolkata: the festival hour 18:00–19:00 began at 12:30 UTC.
  await prisma.stationScan.create({
    data: { userId, stationId: station.id, scannedAt: new Date("2026-07-04T12:35:00Z") },
  });
  await prisma.bottleCollection.create({
    data: {
      userId,
      waterPointId: waterPoint.id,
      quantity: 2,
      createdAt: new Date("2026-07-04T12:20:00Z"),
    },
  });
});

const window = { from: new Date("2026-07-04T10:00:00Z"), to: new Date("2026-07-04T14:00:00Z") };

describe("the figures per hour", () => {
  it("count the festival's hours, not UTC's", async () => {
    const { hourly } = await adminImpact(db.database.prisma, window);
    const busy = hourly.filter((hour) => hour.scans + hour.bottles > 0);
    expect(busy).toEqual([
      // 12:20 UTC is 17:50 there; 12:35 UTC is 18:05.
      { hour: new Date("2026-07-04T11:30:00Z"), scans: 0, bottles: 2 },
      { hour: new Date("2026-07-04T12:30:00Z"), scans: 1, bottles: 0 },
    ]);
    expect(hourly.map((hour) => hour.hour.getUTCMinutes())).toEqual(hourly.map(() => 30));
  });

  it("end the public chart with the festival hour that is running", async () => {
    const { hourly } = await computePublicImpact(
      db.database.prisma,
      new Date("2026-07-04T12:40:00Z"),
    );
    expect(hourly).toHaveLength(24);
    expect(hourly.at(-1)).toEqual({
      hour: new Date("2026-07-04T12:30:00Z"),
      scans: 1,
      bottles: 0,
    });
  });

  it("write the festival's time in the CSV files and their names", async () => {
    const file = await impactCsv(
      db.database.prisma,
      { kind: "stationHours", ...window },
      "en",
      new Date("2026-07-04T12:40:00Z"),
    );
    expect(file.filename).toBe("scans-per-station-per-hour-2026-07-04-18-10.csv");
    expect(file.csv.split("\r\n")).toEqual([
      "station,hour,scans",
      "Compost corner,2026-07-04 18:00:00,1",
    ]);
  });
});
