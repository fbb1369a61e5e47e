import { describe, expect, it } from "vitest";
import type { Role } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { ACTORS, callerAs, createSession, testContext } from "~/test/callers";
import { expectAccess, mayCall } from "~/test/access";
import { seedDeskCatalogue } from "~/test/seeds";
import { withTestDatabase } from "~/test/database";

let waterPoints: { id: string; name: string }[];

const db = withTestDatabase(async (database) => {
  await seedDeskCatalogue(database);
  waterPoints = await database.prisma.waterPoint.findMany({
    orderBy: { position: "asc" },
    select: { id: true, name: true },
  });
});

function pointId(index: number): string {
  const point = waterPoints[index];
  if (!point) throw new Error(`no water point ${index}`);
  return point.id;
}

async function person(name = "Refill Person") {
  return db.database.prisma.user.create({
    data: { email: `${Math.random().toString(36).slice(2)}@festival.test`, name },
    select: { id: true, name: true, email: true },
  });
}

async function ledgerBottles(userId: string): Promise<{ points: number; quantity: number }> {
  const sums = await db.database.prisma.pointEntry.aggregate({
    where: { userId, sourceType: "REFILL" },
    _sum: { amount: true, quantity: true },
  });
  return { points: sums._sum.amount ?? 0, quantity: sums._sum.quantity ?? 0 };
}

async function collectedBottles(userId: string): Promise<number> {
  const sums = await db.database.prisma.bottleCollection.aggregate({
    where: { userId, deletedAt: null },
    _sum: { quantity: true },
  });
  return sums._sum.quantity ?? 0;
}

describe("who may use the refill router", () => {
  type Call = (caller: Awaited<ReturnType<typeof callerAs>>, ids: Ids) => Promise<unknown>;
  type Ids = { userId: string; collectionId: string; waterPointId: string; code: string };
  const procedures: [string, Role, Call][] = [
    ["mine", "PARTICIPANT", (c) => c.sustainability.refill.mine()],
    ["joinMine", "PARTICIPANT", (c) => c.sustainability.refill.joinMine()],
    ["waterPoints", "MODERATOR", (c) => c.sustainability.refill.waterPoints()],
    ["lookupCode", "MODERATOR", (c, ids) => c.sustainability.refill.lookupCode({ code: ids.code })],
    ["searchPeople", "MODERATOR", (c) => c.sustainability.refill.searchPeople({ search: "Re" })],
    [
      "registerBottle",
      "MODERATOR",
      (c, ids) => c.sustainability.refill.registerBottle({ userId: ids.userId }),
    ],
    [
      "record",
      "MODERATOR",
      (c, ids) =>
        c.sustainability.refill.record({
          userId: ids.userId,
          waterPointId: ids.waterPointId,
          quantity: 1,
          override: true,
        }),
    ],
    [
      "remove",
      "ADMIN",
      (c, ids) => c.sustainability.refill.remove({ id: ids.collectionId, reason: "Test removal" }),
    ],
    ["collections", "ADMIN", (c) => c.sustainability.refill.collections({})],
    ["collectionsCsv", "ADMIN", (c) => c.sustainability.refill.collectionsCsv({})],
    ["bottleUsers", "ADMIN", (c) => c.sustainability.refill.bottleUsers({})],
    ["allWaterPoints", "ADMIN", (c) => c.sustainability.refill.allWaterPoints()],
    [
      "createWaterPoint",
      "ADMIN",
      (c) =>
        c.sustainability.refill.createWaterPoint({ name: `Tap ${Math.random()}`.slice(0, 20) }),
    ],
    [
      "updateWaterPoint",
      "ADMIN",
      (c, ids) =>
        c.sustainability.refill.updateWaterPoint({
          id: ids.waterPointId,
          name: waterPoints[0]?.name ?? "x",
          position: 10,
        }),
    ],
  ];

  async function freshIds(): Promise<Ids> {
    const target = await person("Refill Authz");
    const moderator = await callerAs(db.database, "MODERATOR");
    const { code } = await moderator.sustainability.refill.registerBottle({ userId: target.id });
    const { collection } = await moderator.sustainability.refill.record({
      userId: target.id,
      waterPointId: pointId(0),
      quantity: 1,
      override: true,
    });
    return { userId: target.id, collectionId: collection.id, waterPointId: pointId(0), code };
  }

  for (const actor of ACTORS) {
    for (const [name, role, call] of procedures) {
      const allowed = mayCall(actor, role);
      it(`${allowed ? "lets" : "refuses"} ${actor} ${name}`, async () => {
        const ids = await freshIds();
        const caller = await callerAs(db.database, actor);
        await expectAccess(call(caller, ids), actor, allowed);
      });
    }
  }
});

describe("bottles", () => {
  it("joining gives a personal code, the same every time, and joins the refill challenge", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    expect((await caller.sustainability.refill.mine()).bottle).toBeNull();
    const first = await caller.sustainability.refill.joinMine();
    const second = await caller.sustainability.refill.joinMine();
    expect(first.bottle.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(second.bottle.code).toBe(first.bottle.code);
    expect(second.created).toBe(false);
    const mine = await caller.sustainability.refill.mine();
    expect(mine.bottle?.code).toBe(first.bottle.code);
    const joined = await db.database.prisma.participation.count({
      where: { userId: session?.user.id, challenge: { slug: "refill" } },
    });
    expect(joined).toBe(1);
  });

  it("staff register a bottle for a person once (audited) and find them by code", async () => {
    const target = await person("Desk Registered");
    const session = await createSession(db.database, "MODERATOR");
    const caller = createCaller(testContext(db.database, session).ctx);
    const registered = await caller.sustainability.refill.registerBottle({ userId: target.id });
    expect(registered.created).toBe(true);
    const again = await caller.sustainability.refill.registerBottle({ userId: target.id });
    expect(again).toMatchObject({ created: false, code: registered.code });
    const typed = registered.code.toLowerCase().replace("-", " ");
    const found = await caller.sustainability.refill.lookupCode({ code: typed });
    expect(found.user).toMatchObject({ id: target.id, name: "Desk Registered" });
    const audits = await db.database.prisma.auditLog.count({
      where: { actorId: session?.user.id, action: "waterBottle.register" },
    });
    expect(audits).toBe(1);
    const searched = await caller.sustainability.refill.searchPeople({ search: "desk regis" });
    expect(searched.map((row) => row.code)).toContain(registered.code);
  });

  it("answers an unknown or malformed code with NOT_FOUND, and an unknown person likewise", async () => {
    const caller = await callerAs(db.database, "MODERATOR");
    for (const code of ["ZZZZ-ZZZZ", "=cmd|'/C calc'!A0", "x"])
      await expect(caller.sustainability.refill.lookupCode({ code })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    await expect(
      caller.sustainability.refill.registerBottle({ userId: "nobody" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.sustainability.refill.lookupCode({ code: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("collections", () => {
  it("award 2 points per bottle and keep the ledger equal to the collections, deletions included", async () => {
    const target = await person();
    const moderator = await callerAs(db.database, "MODERATOR");
    const adminSession = await createSession(db.database, "ADMIN");
    const admin = createCaller(testContext(db.database, adminSession).ctx);
    const recorded = [];
    for (const [index, quantity] of [3, 2, 5].entries())
      recorded.push(
        await moderator.sustainability.refill.record({
          userId: target.id,
          waterPointId: pointId(index),
          quantity,
        }),
      );
    expect(await ledgerBottles(target.id)).toEqual({ points: 20, quantity: 10 });
    expect(await collectedBottles(target.id)).toBe(10);

    const removed = recorded[1]?.collection.id ?? "";
    await admin.sustainability.refill.remove({ id: removed, reason: "Typed the wrong person" });
    expect(await ledgerBottles(target.id)).toEqual({ points: 16, quantity: 8 });
    expect(await collectedBottles(target.id)).toBe(8);
    const row = await db.database.prisma.bottleCollection.findUniqueOrThrow({
      where: { id: removed },
    });
    expect(row).toMatchObject({
      deleteReason: "Typed the wrong person",
      deletedById: adminSession?.user.id,
    });
    const audit = await db.database.prisma.auditLog.findFirstOrThrow({
      where: { action: "bottleCollection.delete", targetId: removed },
    });
    expect(audit.actorId).toBe(adminSession?.user.id);

    await expect(
      admin.sustainability.refill.remove({ id: removed, reason: "Again" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      admin.sustainability.refill.remove({ id: "missing", reason: "Nothing" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      admin.sustainability.refill.remove({ id: removed, reason: " " }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await ledgerBottles(target.id)).toEqual({ points: 16, quantity: 8 });

    const participant = await moderator.sustainability.refill.searchPeople({
      search: target.email,
    });
    expect(participant[0]?.code).toMatch(/-/); // recording gave them a bottle
  });

  it("refuse a second collection at the same water point within 5 minutes, unless overridden", async () => {
    const target = await person("Double Tapper");
    const caller = await callerAs(db.database, "MODERATOR");
    const first = { userId: target.id, waterPointId: pointId(0), quantity: 1 };
    await caller.sustainability.refill.record(first);
    await expect(caller.sustainability.refill.record(first)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Likely a double tap: Double Tapper already had 1 bottle"),
    });
    // Another water point is another refill.
    await caller.sustainability.refill.record({ ...first, waterPointId: pointId(1) });
    await caller.sustainability.refill.record({ ...first, quantity: 2, override: true });
    expect(await collectedBottles(target.id)).toBe(4);
    expect(await ledgerBottles(target.id)).toEqual({ points: 8, quantity: 4 });
    const overrides = await db.database.prisma.auditLog.count({
      where: {
        action: "bottleCollection.recordOverride",
        after: { path: ["userId"], equals: target.id },
      },
    });
    expect(overrides).toBe(1);
  });

  it("let a deleted collection no longer block the next one", async () => {
    const target = await person();
    const moderator = await callerAs(db.database, "MODERATOR");
    const admin = await callerAs(db.database, "ADMIN");
    const input = { userId: target.id, waterPointId: pointId(2), quantity: 1 };
    const { collection } = await moderator.sustainability.refill.record(input);
    await admin.sustainability.refill.remove({ id: collection.id, reason: "Wrong person" });
    await expect(moderator.sustainability.refill.record(input)).resolves.toBeDefined();
  });

  it("take exactly one of many simultaneous taps for one person", async () => {
    const target = await person();
    const caller = await callerAs(db.database, "MODERATOR");
    const input = { userId: target.id, waterPointId: pointId(3), quantity: 1 };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => caller.sustainability.refill.record(input)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "CONFLICT" });
    expect(await collectedBottles(target.id)).toBe(1);
    expect(await ledgerBottles(target.id)).toEqual({ points: 2, quantity: 1 });
  });

  it("refuse bad input with field messages, closed water points and unknown people", async () => {
    const target = await person();
    const caller = await callerAs(db.database, "MODERATOR");
    const admin = await callerAs(db.database, "ADMIN");
    for (const quantity of [0, 21, 2.5])
      await expect(
        caller.sustainability.refill.record({
          userId: target.id,
          waterPointId: pointId(0),
          quantity,
        }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      caller.sustainability.refill.record({
        userId: "nobody",
        waterPointId: pointId(0),
        quantity: 1,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      caller.sustainability.refill.record({ userId: target.id, waterPointId: "none", quantity: 1 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const closed = await admin.sustainability.refill.createWaterPoint({
      name: "Closed tap",
      active: false,
    });
    await expect(
      caller.sustainability.refill.record({
        userId: target.id,
        waterPointId: closed.id,
        quantity: 1,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("closed") });
    await expect(
      admin.sustainability.refill.createWaterPoint({ name: "Closed tap" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe('the desk\'s refusals by key (README "Languages")', () => {
  it("name the unknown code, person, water point and collection", async () => {
    const moderator = await callerAs(db.database, "MODERATOR");
    const admin = await callerAs(db.database, "ADMIN");
    await expect(
      moderator.sustainability.refill.lookupCode({ code: "zzzz zzzz" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message:
        'No bottle has the code "zzzz zzzz". Check the sticker, or search the person instead.',
      cause: { text: { key: "refills.server.unknownCode", values: { code: "zzzz zzzz" } } },
    });
    await expect(
      moderator.sustainability.refill.registerBottle({ userId: "nobody" }),
    ).rejects.toMatchObject({ cause: { text: { key: "refills.server.noPerson" } } });
    await expect(
      moderator.sustainability.refill.record({
        userId: "nobody",
        waterPointId: pointId(0),
        quantity: 1,
      }),
    ).rejects.toMatchObject({ cause: { text: { key: "refills.server.noPerson" } } });
    const target = await person();
    await expect(
      moderator.sustainability.refill.record({
        userId: target.id,
        waterPointId: "none",
        quantity: 1,
      }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { text: { key: "refills.server.noWaterPoint" } },
    });
    await expect(
      admin.sustainability.refill.remove({ id: "missing", reason: "Nothing here" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { text: { key: "refills.server.noCollection" } },
    });
    await expect(
      admin.sustainability.refill.updateWaterPoint({ id: "missing", name: "Gone", active: true }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such water point.",
      cause: { text: { key: "refills.server.noWaterPoint" } },
    });
  });

  it("name a closed water point, a double tap with its values, a deleted collection and a taken name", async () => {
    const moderator = await callerAs(db.database, "MODERATOR");
    const admin = await callerAs(db.database, "ADMIN");
    const target = await person("Key Tapper");
    const closed = await admin.sustainability.refill.createWaterPoint({
      name: "Closed for keys",
      active: false,
    });
    await expect(
      moderator.sustainability.refill.record({
        userId: target.id,
        waterPointId: closed.id,
        quantity: 1,
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Closed for keys is closed: choose an open water point.",
      cause: {
        text: { key: "refills.server.closedPoint", values: { waterPoint: "Closed for keys" } },
      },
    });
    const first = { userId: target.id, waterPointId: pointId(3), quantity: 3 };
    const { collection } = await moderator.sustainability.refill.record(first);
    await expect(moderator.sustainability.refill.record(first)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Likely a double tap: Key Tapper already had 3 bottles"),
      cause: {
        text: {
          key: "refills.server.doubleTap",
          values: {
            name: "Key Tapper",
            quantity: 3,
            waterPoint: waterPoints[3]?.name,
            minutes: 0,
          },
        },
      },
    });
    await admin.sustainability.refill.remove({ id: collection.id, reason: "Wrong person" });
    await expect(
      admin.sustainability.refill.remove({ id: collection.id, reason: "Again" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { text: { key: "refills.server.alreadyDeleted" } },
    });
    await expect(
      admin.sustainability.refill.createWaterPoint({ name: "Closed for keys" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      cause: {
        fields: { name: ["Another water point already has this name."] },
        text: { key: "refills.server.pointNameTaken" },
      },
    });
  });

  it("export the CSV with its header row in the admin's language", async () => {
    const target = await person("Csv Deutsch");
    const moderator = await callerAs(db.database, "MODERATOR");
    await moderator.sustainability.refill.record({
      userId: target.id,
      waterPointId: pointId(2),
      quantity: 2,
      note: "Zweimal",
    });
    const german = await callerAs(db.database, "ADMIN", { locale: "de" });
    const csv = await german.sustainability.refill.collectionsCsv({ userId: target.id });
    expect(csv.filename).toMatch(/^refill-collections-.*\.csv$/);
    const [header, row] = csv.csv.split("\r\n");
    expect(header).toBe(
      "Erfasst am,Name,E-Mail,Flaschencode,Wasserstelle,Flaschen,Notiz,Erfasst von,Gelöscht am,Gelöscht von,Grund der Löschung",
    );
    expect(row).toContain("Csv Deutsch");
    expect(row).toContain(",2,Zweimal,");
    const english = await callerAs(db.database, "ADMIN", { locale: "en" });
    const [englishHeader] = (
      await english.sustainability.refill.collectionsCsv({ userId: target.id })
    ).csv.split("\r\n");
    expect(englishHeader).toBe(
      "recordedAt,name,email,bottleCode,waterPoint,quantity,note,recordedBy,deletedAt,deletedBy,deleteReason",
    );
  });
});

describe("the collections log and the water-bottle users", () => {
  it("filter by person, water point and date, and export formula-safe CSV", async () => {
    const target = await person('=HYPERLINK("http://evil")');
    const moderator = await callerAs(db.database, "MODERATOR");
    const admin = await callerAs(db.database, "ADMIN");
    await moderator.sustainability.refill.record({
      userId: target.id,
      waterPointId: pointId(1),
      quantity: 4,
      note: "+1 extra",
    });
    const log = await admin.sustainability.refill.collections({ userId: target.id });
    expect(log.total).toBe(1);
    expect(log.bottles).toBe(4);
    expect(log.rows[0]).toMatchObject({ quantity: 4, waterPoint: { id: pointId(1) } });
    expect(
      (
        await admin.sustainability.refill.collections({
          userId: target.id,
          waterPointId: pointId(0),
        })
      ).total,
    ).toBe(0);
    expect(
      (
        await admin.sustainability.refill.collections({
          userId: target.id,
          from: new Date(Date.now() + 60_000),
        })
      ).total,
    ).toBe(0);
    await expect(
      admin.sustainability.refill.collections({ from: new Date(), to: new Date(Date.now() - 1) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const csv = await admin.sustainability.refill.collectionsCsv({ userId: target.id });
    expect(csv.filename).toMatch(/^refill-collections-.*\.csv$/);
    const lines = csv.csv.split("\r\n");
    expect(lines[0]).toContain("recordedAt,name,email");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("'+1 extra");

    const users = await admin.sustainability.refill.bottleUsers({ search: "HYPERLINK" });
    expect(users.rows).toHaveLength(1);
    expect(users.rows[0]).toMatchObject({ userId: target.id, refills: 4, collections: 1 });
    expect(users.rows[0]?.lastRefill).toBeInstanceOf(Date);
    const sorted = await admin.sustainability.refill.bottleUsers({
      sortBy: "refills",
      sortDirection: "desc",
      pageSize: 100,
    });
    const totals = sorted.rows.map((row) => row.refills);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // LIKE wildcards in a search are taken literally.
    expect((await admin.sustainability.refill.bottleUsers({ search: "%" })).total).toBe(0);
  });
});
