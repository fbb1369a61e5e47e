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
  stationPageWithNotice,
} from "./pending-scan";
import { newStationToken } from "./stations";
import { SCAN_NOTICE_PARAM, STATION_PATH, type ScanNotice } from "~/shared/stations/rules";

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
    expect(back.notice).toMatchObject({ kind: "credited", label: "Seed swap", points: 10 });
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

  it("claims a signed-in person's link before the page is sent, and sends the page on with the outcome", async () => {
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const station = await newStation("Bike repair");
    /** Opens `qr` signed in and follows the redirect: the notice the page then shows. */
    const claim = async (qr: unknown) => {
      const visit = await open(userId, { qr, scan: undefined, pendingCookie: undefined });
      expect(visit).toMatchObject({ notice: null, visitor: null, setCookies: [] });
      const redirect = new URL(visit.redirect ?? "", "http://festival.test");
      expect(redirect.pathname).toBe(STATION_PATH);
      expect([...redirect.searchParams.keys()]).toEqual([SCAN_NOTICE_PARAM]);
      const scan = redirect.searchParams.get(SCAN_NOTICE_PARAM) ?? undefined;
      return (await open(userId, { qr: undefined, scan, pendingCookie: undefined })).notice;
    };

    // Credited once, with what the scan earned (a first action earns "first-challenge").
    const first = await claim(station.token);
    expect(first).toMatchObject({ kind: "credited", label: "Bike repair", points: 10 });
    const earned = first?.kind === "credited" ? (first.achievements ?? []) : [];
    expect(earned.map((achievement) => achievement.key)).toContain("first-challenge");
    expect(earned[0]).toEqual({
      key: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
    });
    // The same link again (a reload of the link, a second tap): already, not twice.
    expect(await claim(station.token)).toMatchObject({ kind: "already", label: "Bike repair" });
    expect(await db.database.prisma.stationScan.count({ where: { userId } })).toBe(1);
    // A malformed or unknown code: refused, and nothing credited.
    expect(await claim("<b>nope</b>")).toEqual({
      kind: "refused",
      message: "This station code is not valid.",
      text: { key: "stations.server.invalidToken" },
    });
    expect(await claim(newStationToken())).toMatchObject({ kind: "refused" });
    expect(await db.database.prisma.stationScan.count({ where: { userId } })).toBe(1);
  });

  it("seals what a scan earned, and drops the achievements rather than the notice when too long", async () => {
    const scanOf = async (notice: ScanNotice) => {
      const redirect = new URL(await stationPageWithNotice(notice), "http://festival.test");
      const scan = redirect.searchParams.get(SCAN_NOTICE_PARAM) ?? undefined;
      return (await open(null, { qr: undefined, scan, pendingCookie: undefined })).notice;
    };
    const earned = (count: number, length: { title: number; description: number }) =>
      Array.from({ length: count }, (_, index) => ({
        key: `key-${index}`,
        title: "Ü".repeat(length.title),
        description: "ß".repeat(length.description),
      }));
    const few = {
      kind: "credited",
      label: "Compost",
      points: 10,
      achievements: earned(2, { title: 20, description: 60 }),
    } as const;
    expect(await scanOf(few)).toEqual(few);
    // The whole catalogue at the longest texts admins may write: too long for one seal.
    const many = { ...few, achievements: earned(17, { title: 80, description: 300 }) };
    expect(await scanOf(many)).toEqual({ kind: "credited", label: "Compost", points: 10 });
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
