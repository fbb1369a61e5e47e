import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  EXPIRED_SCREEN_CODE_MESSAGE,
  PRINTED_CODE_REFUSED_MESSAGE,
  SCREEN_CODE_TOO_OLD_MESSAGE,
  SCREEN_CODE_WINDOW_MS,
  screenCode,
  screenWindowAt,
} from "~/server/domain/screen-codes";
import { UNKNOWN_STATION_MESSAGE } from "~/server/domain/stations";
import { forgetCatalogue } from "~/server/services/catalogue";
import { claimPendingScan, keepVisitorScan } from "~/server/services/pending-scan";
import { rateLimitsFor } from "~/server/infra/rate-limit";
import { creditStation, newStationToken, stationScreenSecret } from "~/server/services/stations";
import { OFFLINE_GRACE_HOURS } from "~/shared/offline/rules";
import { ACTORS, callerAs, signedIn } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { expectOnlyFor, refusal } from "~/test/refusals";
import { seedCatalogue } from "~/test/seeds";

const db = withTestDatabase(seedCatalogue);
const HOUR = 60 * 60 * 1000;

/** A station in screen mode, written around the services (so the catalogue is dropped too). */
async function screenStation(label: string, points = 10) {
  const station = await db.database.prisma.station.create({
    data: { label, points, token: newStationToken(), codeMode: "SCREEN" },
  });
  forgetCatalogue();
  return station;
}

/** The station's code for the window of `at`, as its display would have shown it then. */
function codeAt(station: { id: string; token: string }, at: Date): string {
  return screenCode(stationScreenSecret(station.token), station.id, screenWindowAt(at));
}

/** The `?qr=` of the display's URL. */
function codeOfUrl(url: string): string {
  return new URL(url).searchParams.get("qr") ?? "";
}

describe("who may use the screen-mode procedures", () => {
  for (const actor of ACTORS) {
    it(`${actor === "MODERATOR" || actor === "ADMIN" ? "lets" : "refuses"} ${actor} open a display`, async () => {
      const caller = await callerAs(db.database, actor);
      const station = await screenStation(`Display check ${actor}`);
      await expectOnlyFor("MODERATOR", actor, [
        () => caller.sustainability.station.display({ id: station.id }),
      ]);
    });

    it(`${actor === "ADMIN" ? "lets" : "refuses"} ${actor} switch a station's code mode`, async () => {
      const caller = await callerAs(db.database, actor);
      const station = await screenStation(`Mode check ${actor}`);
      await expectOnlyFor("ADMIN", actor, [
        () =>
          caller.sustainability.station.admin.setCodeMode({ id: station.id, codeMode: "PRINTED" }),
      ]);
    });
  }
});

describe("switching a station to screen mode", () => {
  it("is audited, refuses the printed token, and credits the display's current code", async () => {
    const admin = await signedIn(db.database, "ADMIN");
    const { caller, session } = await signedIn(db.database, "PARTICIPANT");
    const station = await db.database.prisma.station.create({
      data: { label: "Water refill", points: 7, token: newStationToken() },
    });
    // Printed mode: the display shows no code, the printed token credits as before.
    const printed = await admin.caller.sustainability.station.display({ id: station.id });
    expect(printed).toMatchObject({ codeMode: "PRINTED", code: null });

    const switched = await admin.caller.sustainability.station.admin.setCodeMode({
      id: station.id,
      codeMode: "SCREEN",
    });
    expect(switched.codeMode).toBe("SCREEN");
    const audit = await db.database.prisma.auditLog.findFirstOrThrow({
      where: { action: "station.changeCodeMode", targetId: station.id },
    });
    expect(audit.actorId).toBe(admin.session.user.id);
    expect(audit.before).toMatchObject({ codeMode: "PRINTED" });
    expect(audit.after).toMatchObject({ codeMode: "SCREEN" });
    expect(JSON.stringify(audit)).not.toContain(station.token);

    const printedScan = await refusal(caller.sustainability.station.scan({ token: station.token }));
    expect(printedScan).toMatchObject({
      code: "BAD_REQUEST",
      message: PRINTED_CODE_REFUSED_MESSAGE,
    });

    const display = await admin.caller.sustainability.station.display({ id: station.id });
    expect(display.code).not.toBeNull();
    const code = codeOfUrl(display.code!.url);
    // The display gets the code and its modules, never the secret or the token.
    expect(JSON.stringify(display)).not.toContain(station.token);
    expect(display.code!.rows.length).toBeGreaterThan(20);
    expect(display.code!.endsAt - display.code!.startsAt).toBe(SCREEN_CODE_WINDOW_MS);
    const scanned = await caller.sustainability.station.scan({ token: code });
    expect(scanned).toMatchObject({ status: "credited", points: 7 });
    expect(
      await db.database.prisma.pointEntry.count({
        where: { userId: session.user.id, sourceType: "STATION_SCAN" },
      }),
    ).toBe(1);

    // Back to printed: the printed token works again and screen codes stop.
    await admin.caller.sustainability.station.admin.setCodeMode({
      id: station.id,
      codeMode: "PRINTED",
    });
    const other = await signedIn(db.database, "PARTICIPANT");
    const stale = await refusal(other.caller.sustainability.station.scan({ token: code }));
    expect(stale).toMatchObject({ code: "NOT_FOUND", message: UNKNOWN_STATION_MESSAGE });
    await expect(
      other.caller.sustainability.station.scan({ token: station.token }),
    ).resolves.toMatchObject({ status: "credited" });
  });

  it("refuses unknown stations and hostile ids with clear answers", async () => {
    const admin = await signedIn(db.database, "ADMIN");
    await expect(
      admin.caller.sustainability.station.display({ id: "no-such-station" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      admin.caller.sustainability.station.admin.setCodeMode({ id: "nope", codeMode: "SCREEN" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const bad = await refusal(
      admin.caller.sustainability.station.admin.setCodeMode({
        id: "x",
        // @ts-expect-error: a mode that does not exist, as a hostile client would send it
        codeMode: "BOTH",
      }),
    );
    expect(bad.code).toBe("BAD_REQUEST");
  });
});

describe("the window rule on a scan", () => {
  it("credits the previous window's code and refuses one two windows back as expired", async () => {
    const station = await screenStation("Seed swap", 5);
    const { session: one } = await signedIn(db.database, "PARTICIPANT");
    const { session: two } = await signedIn(db.database, "PARTICIPANT");
    const now = new Date();
    const previous = new Date(now.getTime() - SCREEN_CODE_WINDOW_MS);
    await expect(
      creditStation(db.database.prisma, one.user.id, codeAt(station, previous), now),
    ).resolves.toMatchObject({ status: "credited" });
    // The code a photo kept two minutes: expired, with the words the scan page shows.
    const photo = codeAt(station, new Date(now.getTime() - 2 * 60_000));
    await expect(creditStation(db.database.prisma, two.user.id, photo, now)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: EXPIRED_SCREEN_CODE_MESSAGE,
    });
    // Through the router too: a refusal, not a 500.
    const { caller } = await signedIn(db.database, "PARTICIPANT");
    const expired = await refusal(caller.sustainability.station.scan({ token: photo }));
    expect(expired).toMatchObject({ code: "BAD_REQUEST", message: EXPIRED_SCREEN_CODE_MESSAGE });
  });

  it("refuses a forged code, another station's code and a code of a window not shown yet", async () => {
    const station = await screenStation("Bike repair");
    const other = await screenStation("Tool library");
    const { caller } = await signedIn(db.database, "PARTICIPANT");
    const now = new Date();
    const genuine = codeAt(station, now);
    const forged = `${genuine.slice(0, -2)}${genuine.endsWith("AA") ? "BB" : "AA"}`;
    const swapped = genuine.replace(station.id, other.id);
    const ahead = codeAt(station, new Date(now.getTime() + 3 * SCREEN_CODE_WINDOW_MS));
    for (const token of [forged, swapped, ahead]) {
      const refused = await refusal(caller.sustainability.station.scan({ token }));
      expect(refused).toMatchObject({ code: "NOT_FOUND", message: UNKNOWN_STATION_MESSAGE });
    }
    expect(await db.database.prisma.stationScan.count({ where: { stationId: station.id } })).toBe(
      0,
    );
  });

  it("keeps a visitor's valid code over sign-in, judged when the server saw it", async () => {
    const station = await screenStation("Repair café", 4);
    const seen = new Date(Date.now() - 3 * 60_000);
    const kept = await keepVisitorScan(db.database.prisma, codeAt(station, seen), "en", seen);
    expect(kept.visitor).toMatchObject({ kind: "station", label: "Repair café" });
    const cookie = decodeURIComponent(kept.setCookie!.split(";")[0]!.split("=").slice(1).join("="));
    const { session } = await signedIn(db.database, "PARTICIPANT");
    const notice = await claimPendingScan(
      db.database.prisma,
      rateLimitsFor(db.database.prisma),
      session.user.id,
      cookie,
      "en",
    );
    expect(notice).toMatchObject({ kind: "credited", label: "Repair café", points: 4 });
  });
});

describe("offline.replay of a screen code", () => {
  it("judges the code at its capture time within the grace, and refuses beyond it", async () => {
    const station = await screenStation("Compost corner", 10);
    const { caller, session } = await signedIn(db.database, "PARTICIPANT");
    const captured = new Date(Date.now() - 20 * 60_000);
    const within = await caller.offline.replay({
      key: randomUUID(),
      recordedAt: captured,
      action: { kind: "scan", token: codeAt(station, captured) },
    });
    expect(within).toMatchObject({ status: "credited", points: 10 });
    expect(await db.database.prisma.stationScan.count({ where: { userId: session.user.id } })).toBe(
      1,
    );

    const late = await signedIn(db.database, "PARTICIPANT");
    const old = new Date(Date.now() - (OFFLINE_GRACE_HOURS * HOUR + 60_000));
    const beyond = await late.caller.offline.replay({
      key: randomUUID(),
      recordedAt: old,
      action: { kind: "scan", token: codeAt(station, old) },
    });
    expect(beyond).toEqual({
      status: "refused",
      message: `Refused: ${SCREEN_CODE_TOO_OLD_MESSAGE}`,
      points: 0,
    });

    // A capture time in the future (a phone's clock, or a forged one) is refused too.
    const future = new Date(Date.now() + 10 * 60_000);
    const ahead = await late.caller.offline.replay({
      key: randomUUID(),
      recordedAt: future,
      action: { kind: "scan", token: codeAt(station, future) },
    });
    expect(ahead.status).toBe("refused");

    // A code captured at one time but recorded long after its window: expired.
    const expired = await late.caller.offline.replay({
      key: randomUUID(),
      recordedAt: captured,
      action: { kind: "scan", token: codeAt(station, new Date(captured.getTime() - 5 * 60_000)) },
    });
    expect(expired).toEqual({
      status: "refused",
      message: `Refused: ${EXPIRED_SCREEN_CODE_MESSAGE}`,
      points: 0,
    });
    expect(
      await db.database.prisma.stationScan.count({ where: { userId: late.session.user.id } }),
    ).toBe(0);
  });
});
