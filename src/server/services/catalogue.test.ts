import { describe, expect, it } from "vitest";
import { INACTIVE_STATION_MESSAGE } from "~/server/domain/stations";
import { setStationActive, creditStation, newStationToken } from "~/server/services/stations";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { CATALOGUE_TTL_MS, catalogueOf } from "./catalogue";

const db = withTestDatabase(seedCatalogue);

async function participant() {
  return (await createSession(db.database, "PARTICIPANT")).user.id;
}

async function station(label: string) {
  return db.database.prisma.station.create({
    data: { label, points: 10, token: newStationToken() },
  });
}

describe("the catalogue a scan reads", () => {
  it("sees an admin's change through the services at once", async () => {
    const admin = await createSession(db.database, "ADMIN");
    const { id, token } = await station("Changed by an admin");
    await expect(creditStation(db.database.prisma, await participant(), token)).resolves.toEqual(
      expect.objectContaining({ status: "credited" }),
    );
    await setStationActive(db.database.prisma, admin.user.id, { id, active: false });
    await expect(creditStation(db.database.prisma, await participant(), token)).rejects.toThrow(
      INACTIVE_STATION_MESSAGE,
    );
  });

  it("knows a station created elsewhere at once (an unknown token is looked up)", async () => {
    await catalogueOf(db.database.prisma);
    const { token } = await station("Created by another instance");
    await expect(creditStation(db.database.prisma, await participant(), token)).resolves.toEqual(
      expect.objectContaining({ status: "credited" }),
    );
  });

  it("sees a change made elsewhere within CATALOGUE_TTL_MS and one reload", async () => {
    const { id, token } = await station("Deactivated by another instance");
    await creditStation(db.database.prisma, await participant(), token);
    // Another instance's admin (or SQL) changes the row: this process is not told.
    await db.sql.query(`UPDATE "Station" SET "active" = false WHERE "id" = $1`, [id]);
    await new Promise((resolve) => setTimeout(resolve, CATALOGUE_TTL_MS + 100));
    // The first scan after the TTL may still get the old copy while it reloads; the next does not.
    await creditStation(db.database.prisma, await participant(), token).catch(() => undefined);
    await expect(creditStation(db.database.prisma, await participant(), token)).rejects.toThrow(
      INACTIVE_STATION_MESSAGE,
    );
  });
});
