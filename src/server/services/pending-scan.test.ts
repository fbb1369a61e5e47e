import { describe, expect, it } from "vitest";
import { rateLimitsFor } from "~/server/infra/rate-limit";
import { createSession } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import {
  openStationPage,
  PENDING_SCAN_COOKIE,
  pendingScanCookie,
  readPendingScan,
  sealScanNotice,
} from "./pending-scan";
import { newStationToken } from "./stations";

/** The station page's claim (`?qr=`, `?scan=`, the kept scan's cookie), as the page's server side runs it. */

const db = withTestDatabase(seedCatalogue);

const open = (userId: string | null, request: Parameters<typeof openStationPage>[2]) =>
  openStationPage(db.database.prisma, userId, request, rateLimitsFor(db.database.prisma), "en");

function newStation(label: string) {
  return db.database.prisma.station.create({ data: { label, token: newStationToken() } });
}

/** The value a Set-Cookie header gives the pending scan's cookie, as the browser sends it back. */
function cookieValue(setCookie: string): string {
  return decodeURIComponent(setCookie.slice(`${PENDING_SCAN_COOKIE}=`.length).split(";")[0] ?? "");
}

describe("the station page's claim", () => {
  it("keeps a visitor's station for after sign-in, and credits it when they come back signed in", async () => {
    const station = await newStation("Seed swap");
    const visit = await open(null, {
      qr: station.token,
      scan: undefined,
      pendingCookie: undefined,
    });
    expect(visit.visitor).toEqual({
      kind: "station",
      label: "Seed swap",
      description: "",
      points: 10,
    });
    expect(visit.notice).toBeNull();
    expect(visit.setCookies).toHaveLength(1);
    const kept = cookieValue(visit.setCookies[0] ?? "");
    expect(await readPendingScan(kept)).toBe(station.token);

    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const back = await open(userId, { qr: undefined, scan: undefined, pendingCookie: kept });
    expect(back.notice).toEqual({ kind: "credited", label: "Seed swap", points: 10 });
    expect(back.visitor).toBeNull();
    // The kept scan's cookie is cleared.
    expect(back.setCookies).toEqual([expect.stringMatching(/^pending_scan=; Path=\/; Max-Age=0;/)]);
    expect(await db.database.prisma.stationScan.count({ where: { userId } })).toBe(1);
  });

  it("refuses a visitor's unknown or malformed link without keeping anything", async () => {
    for (const qr of [newStationToken(), "<b>nope</b>", ["a", "b"]]) {
      const visit = await open(null, { qr, scan: undefined, pendingCookie: undefined });
      expect(visit.visitor?.kind).toBe("refused");
      expect(visit.setCookies).toEqual([]);
    }
  });

  it("answers a signed-in person's malformed link here, and leaves a well-formed one to the page", async () => {
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const station = await newStation("Bike repair");
    const malformed = await open(userId, {
      qr: "<b>nope</b>",
      scan: undefined,
      pendingCookie: undefined,
    });
    expect(malformed.notice).toEqual({
      kind: "refused",
      message: "This station code is not valid.",
      text: { key: "stations.server.invalidToken" },
    });
    const wellFormed = await open(userId, {
      qr: station.token,
      scan: undefined,
      pendingCookie: undefined,
    });
    expect(wellFormed).toEqual({ notice: null, visitor: null, setCookies: [] });
    expect(await db.database.prisma.stationScan.count({ where: { userId } })).toBe(0);
  });

  it("shows a sealed outcome from the sign-in, and ignores a forged one", async () => {
    const sealed = await sealScanNotice({ kind: "credited", label: "Solar stage", points: 10 });
    expect(
      (await open(null, { qr: undefined, scan: sealed, pendingCookie: undefined })).notice,
    ).toEqual({ kind: "credited", label: "Solar stage", points: 10 });
    const forged = JSON.stringify({ kind: "credited", label: "x", points: 999 });
    expect(
      (await open(null, { qr: undefined, scan: forged, pendingCookie: undefined })).notice,
    ).toBeNull();
  });

  it("clears a kept scan that no longer credits, and says why", async () => {
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const station = await newStation("Cup return");
    const kept = cookieValue(await pendingScanCookie(station.token));
    await db.database.prisma.station.update({ where: { id: station.id }, data: { active: false } });
    const visit = await open(userId, { qr: undefined, scan: undefined, pendingCookie: kept });
    expect(visit.notice).toMatchObject({ kind: "refused" });
    expect(visit.setCookies).toHaveLength(1);
  });
});
