import { describe, expect, it } from "vitest";
import { withMigrationUnderTest } from "~/test/migrations";
import { applyMigrations } from "./migrations";

/**
 * The migration that gave the station hunt's rows their glossary names (QrCode → Station,
 * QrScan → StationScan, QR_HUNT → STATION_HUNT) renames in place: a festival's stations, scans
 * and hunt survive it as they were.
 */
const RENAME = "20261124090002_station_names";

const { runner, migrations, before } = withMigrationUnderTest(RENAME);

describe("the station names migration", () => {
  it("keeps every station, scan and the hunt, under the new names", async () => {
    expect(before.length).toBeLessThan(migrations.length);
    await applyMigrations(runner, before);

    await runner.exec(`
      INSERT INTO "User" (id, email, name, "updatedAt") VALUES ('u1', 'sam@festival.test', 'Sam', now());
      INSERT INTO "Challenge" (id, area, kind, slug, title, summary, "updatedAt")
        VALUES ('hunt', 'SUSTAINABILITY', 'QR_HUNT', 'station-hunt', 'Station hunt', '', now());
      INSERT INTO "QrCode" (id, label, token, "updatedAt")
        VALUES ('s1', 'Compost corner', 'AbCdEfGhIjKlMnOpQrStUvWx', now());
      INSERT INTO "QrScan" (id, "userId", "qrCodeId", "scannedAt")
        VALUES ('scan1', 'u1', 's1', '2026-07-04T12:00:00Z');
    `);

    await applyMigrations(runner, migrations);

    expect(await runner.query(`SELECT id, label, token FROM "Station"`)).toEqual([
      { id: "s1", label: "Compost corner", token: "AbCdEfGhIjKlMnOpQrStUvWx" },
    ]);
    expect(await runner.query(`SELECT id, "userId", "stationId" FROM "StationScan"`)).toEqual([
      { id: "scan1", userId: "u1", stationId: "s1" },
    ]);
    expect(await runner.query(`SELECT kind::text AS kind FROM "Challenge"`)).toEqual([
      { kind: "STATION_HUNT" },
    ]);
    // The keys still hold: one scan per person and station, and a scan needs its station.
    await expect(
      runner.exec(
        `INSERT INTO "StationScan" (id, "userId", "stationId") VALUES ('scan2', 'u1', 's1')`,
      ),
    ).rejects.toThrow(/StationScan_userId_stationId_key/);
    await expect(
      runner.exec(
        `INSERT INTO "StationScan" (id, "userId", "stationId") VALUES ('scan3', 'u1', 'gone')`,
      ),
    ).rejects.toThrow(/StationScan_stationId_fkey/);
  });
});
