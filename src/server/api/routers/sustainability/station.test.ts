import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it, vi } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { createCaller } from "~/server/api/root";
import {
  INACTIVE_STATION_MESSAGE,
  STATION_HUNT_SLUG,
  UNKNOWN_STATION_MESSAGE,
} from "~/server/domain/stations";
import {
  claimPendingScan,
  keepVisitorScan,
  PENDING_SCAN_TTL_SECONDS,
  pendingScanCookie,
  readPendingScan,
  sealScanNotice,
  unsealScanNotice,
} from "~/server/services/pending-scan";
import { rateLimitsFor } from "~/server/infra/rate-limit";
import { forgetCatalogue } from "~/server/services/catalogue";
import { creditStation, newStationToken } from "~/server/services/stations";
import { ACTORS, callerAs, createSession, testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { expectOnlyFor } from "~/test/refusals";

let huntId: string;
const SECRET = "a-test-secret-of-more-than-32-chars-Qx7!";

const db = withTestDatabase(async (database) => {
  await seedCatalogue(database);
  huntId = (
    await database.prisma.challenge.findUniqueOrThrow({ where: { slug: STATION_HUNT_SLUG } })
  ).id;
});

async function newStation(label: string, points = 10) {
  return db.database.prisma.station.create({
    data: { label, points, token: newStationToken() },
  });
}

/** A write around the admin services, which drop the cached catalogue; so does this. */
async function aroundServices(write: Promise<unknown>) {
  await write;
  forgetCatalogue();
}

function stationLedger(userId: string) {
  return db.database.prisma.pointEntry.findMany({
    where: { userId, sourceType: "STATION_SCAN" },
  });
}

describe("who may use the station router", () => {
  for (const actor of ACTORS) {
    it(`lets ${actor} see the board and public progress`, async () => {
      const caller = await callerAs(db.database, actor);
      const board = await caller.sustainability.station.board();
      expect(board.hunt?.id).toBe(huntId);
      const owner = await createSession(db.database, "PARTICIPANT");
      await db.database.prisma.user.update({
        where: { id: owner.user.id },
        data: { publicProfile: true },
      });
      const progress = await caller.sustainability.station.progress({ userId: owner.user.id });
      expect(progress.user.name).toBe(owner.user.name);
    });

    it(`${actor === "anonymous" ? "refuses" : "lets"} ${actor} scan`, async () => {
      const caller = await callerAs(db.database, actor);
      const station = await newStation(`Scan check ${actor}`);
      const call = caller.sustainability.station.scan({ token: station.token });
      if (actor === "anonymous") await expect(call).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      else await expect(call).resolves.toMatchObject({ status: "credited" });
    });

    it(`${actor === "ADMIN" ? "lets" : "refuses"} ${actor} administer stations`, async () => {
      const caller = await callerAs(db.database, actor);
      const station = await newStation(`Admin check ${actor}`);
      const calls = [
        () => caller.sustainability.station.admin.list(),
        () => caller.sustainability.station.admin.sheet({}),
        () =>
          caller.sustainability.station.admin.create({
            label: `Created by ${actor}`,
            description: "",
            points: 10,
            position: 0,
          }),
        () =>
          caller.sustainability.station.admin.update({
            id: station.id,
            label: `Renamed by ${actor}`,
            description: "",
            points: 5,
            position: 1,
          }),
        () => caller.sustainability.station.admin.setActive({ id: station.id, active: false }),
        () => caller.sustainability.station.admin.regenerate({ id: station.id }),
      ];
      await expectOnlyFor("ADMIN", actor, calls);
    });
  }
});

describe("scanning a station", () => {
  it("credits the station's points once, through the ledger, and says when on a repeat", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    const station = await newStation("Recycling station", 12);
    const first = await caller.sustainability.station.scan({ token: station.token });
    expect(first).toMatchObject({
      status: "credited",
      points: 12,
      station: { label: "Recycling station" },
    });
    const again = await caller.sustainability.station.scan({ token: station.token });
    expect(again.status).toBe("already");
    expect(again.scannedAt).toEqual(first.scannedAt);
    // What the first scan earned, and how long ago on the server's clock (a kept hunt tells its
    // own link's scan from an earlier one by it: scannedByThisLink).
    expect(again).toMatchObject({ status: "already", points: 12 });
    expect(again.status === "already" && again.secondsAgo).toBeLessThanOrEqual(5);
    const ledger = await stationLedger(session.user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 12, challengeId: huntId });

    const board = await caller.sustainability.station.board();
    expect(board.stations.find((s) => s.id === station.id)?.scannedAt).toEqual(first.scannedAt);
    expect(board.points).toBe(12);
    expect(board.progress.scanned).toBe(1);
  });

  it("answers a repeat with the first scan's own points and its age, on the server's clock", async () => {
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const station = await newStation("Water refill tent", 12);
    const first = new Date();
    await creditStation(db.database.prisma, userId, station.token, first);
    // The admin raises the station's points later: the repeat says what the scan earned.
    await db.database.prisma.station.update({ where: { id: station.id }, data: { points: 20 } });
    const later = new Date(first.getTime() + 90_500);
    const again = await creditStation(db.database.prisma, userId, station.token, later);
    expect(again).toMatchObject({ status: "already", points: 12, secondsAgo: 90 });
    expect(again.scannedAt).toEqual(first);
  });

  it("credits exactly once under 100 concurrent scans by one user", async () => {
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const station = await newStation("Busy station");
    const results = await Promise.all(
      Array.from({ length: 100 }, () => creditStation(db.database.prisma, userId, station.token)),
    );
    expect(results.filter((r) => r.status === "credited")).toHaveLength(1);
    const repeats = results.filter((r) => r.status === "already");
    expect(repeats).toHaveLength(99);
    // Also those whose insert waited for the first scan's commit (the second read) say what it
    // earned.
    const credited = results.find((r) => r.status === "credited");
    expect(new Set(repeats.map((r) => r.points))).toEqual(
      new Set([credited?.status === "credited" && credited.points]),
    );
    expect(new Set(repeats.map((r) => r.scannedAt.getTime()))).toEqual(
      new Set([credited?.scannedAt.getTime()]),
    );
    expect(await db.database.prisma.stationScan.count({ where: { userId } })).toBe(1);
    expect(await stationLedger(userId)).toHaveLength(1);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "credits exactly once when two app instances (two clients) take 100 scans together",
    async () => {
      const [row] = await db.sql.query<{ name: string }>("SELECT current_database() AS name");
      const name = row?.name ?? "";
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      url.pathname = `/${name}`;
      const second = new PrismaClient({
        adapter: new PrismaPg({ connectionString: url.toString() }),
      });
      try {
        const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
        const station = await newStation("Two instances");
        const clients = [db.database.prisma, second];
        const results = await Promise.all(
          Array.from({ length: 100 }, (_, index) =>
            creditStation(clients[index % 2]!, userId, station.token),
          ),
        );
        expect(results.filter((r) => r.status === "credited")).toHaveLength(1);
        expect(await stationLedger(userId)).toHaveLength(1);
      } finally {
        await second.$disconnect();
      }
    },
  );

  it("credits once through the router too, and limits a burst with a clear wait", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    const station = await newStation("Burst station");
    const settled = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        caller.sustainability.station.scan({ token: station.token }),
      ),
    );
    const credited = settled.filter(
      (r) => r.status === "fulfilled" && r.value.status === "credited",
    );
    const limited = settled.filter((r) => r.status === "rejected");
    expect(credited).toHaveLength(1);
    expect(limited).toHaveLength(10);
    for (const rejection of limited)
      expect(rejection).toMatchObject({
        reason: {
          code: "TOO_MANY_REQUESTS",
          message: expect.stringMatching(
            /^Too many scans in a short time: try again in \d+ seconds?\.$/,
          ),
          cause: {
            text: {
              key: "stations.server.tooManyScans",
              values: { unit: "second", count: expect.any(Number) },
            },
          },
        },
      });
    expect(await stationLedger(session.user.id)).toHaveLength(1);
  });

  it("refuses unknown and malformed tokens without crediting", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    await expect(
      caller.sustainability.station.scan({ token: newStationToken() }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: UNKNOWN_STATION_MESSAGE,
      cause: { text: { key: "stations.server.unknownStation" } },
    });
    for (const token of [
      "short",
      "x".repeat(500),
      "has spaces in it and more than 22",
      "<script>alert(1)</script>",
    ])
      await expect(caller.sustainability.station.scan({ token })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    expect(await stationLedger(session.user.id)).toHaveLength(0);
  });

  it("refuses a deactivated station until it is reactivated", async () => {
    const adminSession = await createSession(db.database, "ADMIN");
    const admin = createCaller(testContext(db.database, adminSession).ctx);
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    const station = await newStation("Compost corner");
    await admin.sustainability.station.admin.setActive({ id: station.id, active: false });
    await expect(
      caller.sustainability.station.scan({ token: station.token }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: INACTIVE_STATION_MESSAGE,
      cause: { text: { key: "stations.server.inactiveStation" } },
    });
    expect(await stationLedger(session.user.id)).toHaveLength(0);
    const board = await caller.sustainability.station.board();
    expect(board.stations.map((s) => s.id)).not.toContain(station.id);

    await admin.sustainability.station.admin.setActive({ id: station.id, active: true });
    await expect(
      caller.sustainability.station.scan({ token: station.token }),
    ).resolves.toMatchObject({ status: "credited" });
    const audit = await db.database.prisma.auditLog.findMany({
      where: { targetId: station.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((row) => row.action)).toEqual(["station.deactivate", "station.reactivate"]);
    expect(audit[0]?.actorId).toBe(adminSession.user.id);
  });

  it("refuses the old token after a regeneration; the new one works", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const caller = await callerAs(db.database, "PARTICIPANT");
    const station = await newStation("Solar stage");
    const renewed = await admin.sustainability.station.admin.regenerate({ id: station.id });
    expect(renewed.token).not.toBe(station.token);
    expect(renewed.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(renewed.url).toContain(`/challenge/sustainability/challenge?qr=${renewed.token}`);
    await expect(
      caller.sustainability.station.scan({ token: station.token }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: UNKNOWN_STATION_MESSAGE });
    await expect(
      caller.sustainability.station.scan({ token: renewed.token }),
    ).resolves.toMatchObject({ status: "credited" });
    const audit = await db.database.prisma.auditLog.findFirstOrThrow({
      where: { targetId: station.id, action: "station.regenerate" },
    });
    // The log never holds a live token.
    expect(JSON.stringify(audit)).not.toContain(renewed.token);
    expect(JSON.stringify(audit)).not.toContain(station.token);
  });

  it("refuses scans outside the hunt's window with the dates, nothing credited", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    const station = await newStation("Bike parking");
    await aroundServices(
      db.database.prisma.challenge.update({
        where: { id: huntId },
        data: { endsAt: new Date("2021-06-01T08:30:00Z") },
      }),
    );
    try {
      await expect(
        caller.sustainability.station.scan({ token: station.token }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "This challenge is closed: it ended on 1 Jun 2021, 10:30.",
        cause: {
          text: { key: "stations.server.closed", values: { at: "2021-06-01T08:30:00.000Z" } },
        },
      });
      await aroundServices(
        db.database.prisma.challenge.update({
          where: { id: huntId },
          data: { endsAt: null, startsAt: new Date("2999-01-01T00:00:00Z") },
        }),
      );
      await expect(
        caller.sustainability.station.scan({ token: station.token }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining("not started"),
        cause: {
          text: { key: "stations.server.notStarted", values: { at: "2999-01-01T00:00:00.000Z" } },
        },
      });
    } finally {
      await aroundServices(
        db.database.prisma.challenge.update({
          where: { id: huntId },
          data: { startsAt: null, endsAt: null },
        }),
      );
    }
    expect(await stationLedger(session.user.id)).toHaveLength(0);
    expect(await db.database.prisma.stationScan.count({ where: { userId: session.user.id } })).toBe(
      0,
    );
  });
});

describe("station administration", () => {
  it("creates with a fresh token, edits, counts scans and audits every change", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const created = await admin.sustainability.station.admin.create({
      label: "  Repair café ",
      description: "Fix it, do not bin it.",
      points: 15,
      position: 70,
    });
    expect(created).toMatchObject({ label: "Repair café", active: true, points: 15 });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const caller = await callerAs(db.database, "PARTICIPANT");
    await caller.sustainability.station.scan({ token: created.token });
    const updated = await admin.sustainability.station.admin.update({
      id: created.id,
      label: "Repair café (tent 3)",
      description: "",
      points: 20,
      position: 5,
    });
    expect(updated.label).toBe("Repair café (tent 3)");
    const row = (await admin.sustainability.station.admin.list()).find((s) => s.id === created.id);
    expect(row).toMatchObject({ scans: 1, points: 20 });
    expect(row?.url).toBe(
      `http://localhost:3000/challenge/sustainability/challenge?qr=${created.token}`,
    );
    const audit = await db.database.prisma.auditLog.findMany({
      where: { targetId: created.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => a.action)).toEqual(["station.create", "station.update"]);
    expect(audit[1]?.before).toMatchObject({ label: "Repair café", points: 15 });
    expect(audit[1]?.after).toMatchObject({ label: "Repair café (tent 3)", points: 20 });
  });

  it("answers NOT_FOUND for unknown stations and field errors for bad input", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    for (const call of [
      () => admin.sustainability.station.admin.regenerate({ id: "nope" }),
      () => admin.sustainability.station.admin.setActive({ id: "nope", active: true }),
      () =>
        admin.sustainability.station.admin.update({
          id: "nope",
          label: "Valid label",
          description: "",
          points: 1,
          position: 0,
        }),
    ])
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      admin.sustainability.station.admin.create({
        label: "",
        description: "",
        points: 5000,
        position: 0,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it('names its refusals by key for the staff\'s pages (README "Languages")', async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const moderator = await callerAs(db.database, "MODERATOR");
    const valid = { label: "Valid label", description: "", points: 1, position: 0 };
    const unknown = {
      code: "NOT_FOUND",
      message: "There is no such station.",
      cause: { text: { key: "stationsAdmin.server.noStation" } },
    };
    for (const call of [
      () => admin.sustainability.station.admin.update({ ...valid, id: "nope" }),
      () => admin.sustainability.station.admin.setActive({ id: "nope", active: false }),
      () => admin.sustainability.station.admin.setCodeMode({ id: "nope", codeMode: "SCREEN" }),
      () => admin.sustainability.station.admin.regenerate({ id: "nope" }),
      () => moderator.sustainability.station.display({ id: "nope" }),
    ])
      await expect(call()).rejects.toMatchObject(unknown);
    // Nothing was written for the unknown station.
    expect(await db.database.prisma.auditLog.count({ where: { targetId: "nope" } })).toBe(0);
  });

  it("the sheet lists active stations with their URLs, or the chosen ones", async () => {
    const admin = await callerAs(db.database, "ADMIN");
    const off = await newStation("Switched off");
    await aroundServices(
      db.database.prisma.station.update({ where: { id: off.id }, data: { active: false } }),
    );
    const sheet = await admin.sustainability.station.admin.sheet({});
    expect(sheet.map((s) => s.id)).not.toContain(off.id);
    const chosen = await admin.sustainability.station.admin.sheet({ ids: [off.id] });
    expect(chosen).toEqual([
      expect.objectContaining({
        label: "Switched off",
        url: `http://localhost:3000/challenge/sustainability/challenge?qr=${off.token}`,
      }),
    ]);
  });
});

describe("public progress", () => {
  it("shows a public profile's scans, hides a private one (but not from its owner)", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    const station = await newStation("Swap shop");
    await caller.sustainability.station.scan({ token: station.token });
    const other = await callerAs(db.database, "PARTICIPANT");
    await expect(
      other.sustainability.station.progress({ userId: session.user.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const own = await caller.sustainability.station.progress({ userId: session.user.id });
    expect(own.scans.map((s) => s.label)).toContain("Swap shop");
    await db.database.prisma.user.update({
      where: { id: session.user.id },
      data: { publicProfile: true },
    });
    const shown = await other.sustainability.station.progress({ userId: session.user.id });
    expect(shown.points).toBe(10);
    await expect(
      other.sustainability.station.progress({ userId: "not-an-id" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      other.sustainability.station.progress({ userId: "c0000000000000000000000000" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("a scan kept across sign-in", () => {
  it("seals the token in an HttpOnly, SameSite=Lax, short-lived cookie", async () => {
    const token = newStationToken();
    const cookie = await pendingScanCookie(token, SECRET);
    expect(cookie).toMatch(/^pending_scan=[^;]+; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(token);
    const value = decodeURIComponent(cookie.slice("pending_scan=".length).split(";")[0]!);
    expect(await readPendingScan(value, SECRET)).toBe(token);
  });

  it("ignores tampered, foreign, expired and malformed values", async () => {
    const token = newStationToken();
    const cookie = await pendingScanCookie(token, SECRET);
    const value = decodeURIComponent(cookie.slice("pending_scan=".length).split(";")[0]!);
    const flipped = value.slice(0, 40) + (value[40] === "A" ? "B" : "A") + value.slice(41);
    expect(await readPendingScan(flipped, SECRET)).toBeNull();
    expect(await readPendingScan(value, "another-secret-of-more-than-32-chars-Zz9")).toBeNull();
    for (const junk of ["", "Fe26.2*", "not a seal", "*".repeat(5000)])
      expect(await readPendingScan(junk, SECRET)).toBeNull();
    expect(await readPendingScan(undefined, SECRET)).toBeNull();
    vi.useFakeTimers({ now: Date.now() + (PENDING_SCAN_TTL_SECONDS + 120) * 1000 });
    try {
      expect(await readPendingScan(value, SECRET)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("credits the pending scan once after sign-in, and a second claim says when", async () => {
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const station = await newStation("Green info tent");
    const cookie = await pendingScanCookie(station.token, SECRET);
    const value = decodeURIComponent(cookie.slice("pending_scan=".length).split(";")[0]!);
    const limits = rateLimitsFor(db.database.prisma);
    const first = await claimPendingScan(db.database.prisma, limits, userId, value, "en", SECRET);
    // With what the scan earned, for the station page to announce.
    expect(first).toEqual({
      kind: "credited",
      label: "Green info tent",
      points: 10,
      achievements: [
        { key: "first-challenge", title: "First steps", description: "Join your first challenge." },
      ],
    });
    const second = await claimPendingScan(db.database.prisma, limits, userId, value, "en", SECRET);
    expect(second).toMatchObject({ kind: "already", label: "Green info tent" });
    expect(await stationLedger(userId)).toHaveLength(1);
    const tampered = await claimPendingScan(
      db.database.prisma,
      limits,
      userId,
      `${value.slice(0, 30)}${value[30] === "A" ? "B" : "A"}${value.slice(31)}`,
      "en",
      SECRET,
    );
    expect(tampered).toBeNull();
  });

  it("turns refusals into a notice rather than failing the sign-in", async () => {
    const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
    const station = await newStation("Cup return");
    await aroundServices(
      db.database.prisma.station.update({ where: { id: station.id }, data: { active: false } }),
    );
    const cookie = await pendingScanCookie(station.token, SECRET);
    const value = decodeURIComponent(cookie.slice("pending_scan=".length).split(";")[0]!);
    const notice = await claimPendingScan(
      db.database.prisma,
      rateLimitsFor(db.database.prisma),
      userId,
      value,
      "en",
      SECRET,
    );
    expect(notice).toEqual({
      kind: "refused",
      message: INACTIVE_STATION_MESSAGE,
      text: { key: "stations.server.inactiveStation" },
    });
  });

  it("keeps a visitor's valid scan, and refuses the rest without a cookie", async () => {
    const station = await newStation("Local food market");
    const kept = await keepVisitorScan(db.database.prisma, station.token, "en", new Date(), SECRET);
    expect(kept.visitor).toEqual({
      kind: "station",
      label: "Local food market",
      description: "",
      points: 10,
    });
    const value = decodeURIComponent(kept.setCookie?.split(";")[0]?.split("=")[1] ?? "");
    expect(await readPendingScan(value, SECRET)).toBe(station.token);

    for (const qr of [undefined, ["a", "b"], "short", "<script>"])
      expect(await keepVisitorScan(db.database.prisma, qr, "en", new Date(), SECRET)).toEqual({
        visitor: {
          kind: "refused",
          message: "This station code is not valid.",
          text: { key: "stations.server.invalidToken" },
        },
        setCookie: null,
      });
    expect(
      (await keepVisitorScan(db.database.prisma, newStationToken(), "en", new Date(), SECRET))
        .visitor,
    ).toEqual({
      kind: "refused",
      message: UNKNOWN_STATION_MESSAGE,
      text: { key: "stations.server.unknownStation" },
    });
    await aroundServices(
      db.database.prisma.challenge.update({
        where: { id: huntId },
        data: { endsAt: new Date("2021-06-01T08:30:00Z") },
      }),
    );
    try {
      expect(
        await keepVisitorScan(db.database.prisma, station.token, "en", new Date(), SECRET),
      ).toEqual({
        visitor: {
          kind: "refused",
          message: "This challenge is closed: it ended on 1 Jun 2021, 10:30.",
          text: { key: "stations.server.closed", values: { at: "2021-06-01T08:30:00.000Z" } },
        },
        setCookie: null,
      });
    } finally {
      await aroundServices(
        db.database.prisma.challenge.update({ where: { id: huntId }, data: { endsAt: null } }),
      );
    }
  });

  it("seals a refusal with its message key, so the station page words it in its language", async () => {
    const refused = {
      kind: "refused",
      message: "This challenge is closed: it ended on 1 Jun 2021, 10:30.",
      text: { key: "stations.server.closed", values: { at: "2021-06-01T08:30:00.000Z" } },
    } as const;
    expect(await unsealScanNotice(await sealScanNotice(refused, SECRET), SECRET)).toEqual(refused);
    // A key this app does not know is not a notice it can show.
    const unknownKey = await sealScanNotice(
      { kind: "refused", message: "x", text: { key: "stations.server.noHunt" } },
      SECRET,
    );
    expect(await unsealScanNotice(unknownKey, SECRET)).toMatchObject({ kind: "refused" });
  });

  it("seals the outcome for the station page; a forged one is ignored", async () => {
    const sealed = await sealScanNotice(
      { kind: "credited", label: "Solar stage", points: 10 },
      SECRET,
    );
    expect(await unsealScanNotice(sealed, SECRET)).toEqual({
      kind: "credited",
      label: "Solar stage",
      points: 10,
    });
    expect(await unsealScanNotice(sealed.replace(/.$/, "x"), SECRET)).toBeNull();
    expect(
      await unsealScanNotice('{"kind":"credited","label":"x","points":999}', SECRET),
    ).toBeNull();
  });
});

describe("hunt completion", () => {
  it("counts the active stations as the target of a hunt without a goal", async () => {
    await aroundServices(
      db.database.prisma.challenge.update({ where: { id: huntId }, data: { goal: null } }),
    );
    try {
      const userId = (await createSession(db.database, "PARTICIPANT")).user.id;
      const active = await db.database.prisma.station.findMany({ where: { active: true } });
      for (const station of active) await creditStation(db.database.prisma, userId, station.token);
      const participation = await db.database.prisma.participation.findUniqueOrThrow({
        where: { userId_challengeId: { userId, challengeId: huntId } },
      });
      expect(participation.status).toBe("COMPLETED");
    } finally {
      await aroundServices(
        db.database.prisma.challenge.update({ where: { id: huntId }, data: { goal: 8 } }),
      );
    }
  });
});
