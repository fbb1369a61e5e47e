import { randomBytes } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Role } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { SERIAL_PATTERN } from "~/server/domain/certificates";
import { renderCertificatePdf } from "~/server/services/certificate-pdf";
import { ACTORS, callerAs, createSession, testContext } from "~/test/callers";
import { expectAccess, mayCall } from "~/test/access";
import { seedDeskCatalogue } from "~/test/seeds";
import { withTestDatabase } from "~/test/database";
import { pdfTextLines } from "~/test/pdf-text";

let stationIds: string[];
let waterPointId: string;

const db = withTestDatabase(async (database) => {
  const prisma = database.prisma;
  await seedDeskCatalogue(database);
  const stations = await prisma.station.createManyAndReturn({
    data: Array.from({ length: 6 }, (_, index) => ({
      label: `Station ${index + 1}`,
      token: randomBytes(18).toString("base64url"),
      position: index,
    })),
    select: { id: true },
  });
  stationIds = stations.map((station) => station.id);
  waterPointId = (await prisma.waterPoint.findFirstOrThrow({ select: { id: true } })).id;
});

/** A person with `stations` scans and one collection of `refills` bottles (0 = none). */
async function personWith(stations: number, refills: number, name = "Certified Person") {
  const prisma = db.database.prisma;
  const user = await prisma.user.create({
    data: { email: `${randomBytes(6).toString("hex")}@festival.test`, name, publicProfile: true },
    select: { id: true, name: true },
  });
  if (stations > 0)
    await prisma.stationScan.createMany({
      data: stationIds.slice(0, stations).map((stationId) => ({ userId: user.id, stationId })),
    });
  if (refills > 0)
    await prisma.bottleCollection.create({
      data: { userId: user.id, waterPointId, quantity: refills },
    });
  return user;
}

describe("who may use the certificate router", () => {
  type Caller = Awaited<ReturnType<typeof callerAs>>;
  type Call = (caller: Caller, userId: string) => Promise<unknown>;
  const procedures: [string, Role | "public", Call][] = [
    ["ofUser", "public", (c, userId) => c.sustainability.certificate.ofUser({ userId })],
    ["mine", "PARTICIPANT", (c) => c.sustainability.certificate.mine()],
    ["list", "ADMIN", (c) => c.sustainability.certificate.list({})],
    ["eligibleIds", "ADMIN", (c) => c.sustainability.certificate.eligibleIds({})],
    ["issue", "ADMIN", (c, userId) => c.sustainability.certificate.issue({ userIds: [userId] })],
    [
      "revoke",
      "ADMIN",
      async (c, userId) => {
        await db.database.prisma.certificate.create({
          data: { userId, serial: `SC-2026-TEST-${randomBytes(3).toString("hex").toUpperCase()}` },
        });
        return c.sustainability.certificate.revoke({ userId, reason: "Testing access" });
      },
    ],
    ["csv", "ADMIN", (c) => c.sustainability.certificate.csv({})],
  ];

  for (const actor of ACTORS)
    for (const [name, role, call] of procedures) {
      const allowed = mayCall(actor, role);
      it(`${allowed ? "lets" : "refuses"} ${actor} ${name}`, async () => {
        const target = await personWith(5, 3);
        const caller = await callerAs(db.database, actor);
        await expectAccess(call(caller, target.id), actor, allowed);
      });
    }

  it("lets a participant download only their own certificate, others NOT_FOUND without one", async () => {
    const anonymous = await callerAs(db.database, "anonymous");
    await expect(anonymous.sustainability.certificate.download()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    for (const actor of ["PARTICIPANT", "MODERATOR", "ADMIN"] as const) {
      const caller = await callerAs(db.database, actor);
      await expect(caller.sustainability.certificate.download()).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "You have no certificate yet.",
      });
    }
  });
});

describe("issuing and revoking", () => {
  it("issues to an eligible person with a unique serial, awards the achievement, audits", async () => {
    const target = await personWith(5, 3);
    const session = await createSession(db.database, "ADMIN");
    const caller = createCaller(testContext(db.database, session).ctx);
    const result = await caller.sustainability.certificate.issue({ userIds: [target.id] });
    expect(result.issued).toHaveLength(1);
    expect(result.issued[0]?.serial).toMatch(SERIAL_PATTERN);
    const entries = await db.database.prisma.pointEntry.findMany({
      where: { userId: target.id, sourceType: "CERTIFICATE" },
    });
    expect(entries.map((entry) => entry.quantity)).toEqual([1]);
    const achievement = await db.database.prisma.userAchievement.count({
      where: { userId: target.id },
    });
    expect(achievement).toBeGreaterThan(0);
    expect(
      await db.database.prisma.auditLog.count({
        where: { actorId: session?.user.id, action: "certificate.issue" },
      }),
    ).toBe(1);
    const again = await caller.sustainability.certificate.issue({ userIds: [target.id] });
    expect(again).toEqual({ issued: [], alreadyIssued: [target.id] });
  });

  it("refuses an ineligible person, and a batch holding one, writing nothing", async () => {
    const eligible = await personWith(6, 4);
    const short = await personWith(4, 3, "Short Of Stations");
    const caller = await callerAs(db.database, "ADMIN");
    await expect(
      caller.sustainability.certificate.issue({ userIds: [short.id] }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Not eligible yet. Short Of Stations: Needs 1 more station.",
    });
    await expect(
      caller.sustainability.certificate.issue({ userIds: [eligible.id, short.id] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(
      await db.database.prisma.certificate.count({
        where: { userId: { in: [eligible.id, short.id] } },
      }),
    ).toBe(0);
    await expect(
      caller.sustainability.certificate.issue({ userIds: ["nobody"] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.sustainability.certificate.issue({ userIds: [] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("revokes with a reason (once), and re-issues the same row with a new serial", async () => {
    const target = await personWith(5, 3);
    const caller = await callerAs(db.database, "ADMIN");
    const [first] = (await caller.sustainability.certificate.issue({ userIds: [target.id] }))
      .issued;
    await caller.sustainability.certificate.revoke({
      userId: target.id,
      reason: "Issued by mistake",
    });
    await expect(
      caller.sustainability.certificate.revoke({ userId: target.id, reason: "Twice" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "This certificate is already revoked." });
    await expect(
      caller.sustainability.certificate.revoke({ userId: "nobody", reason: "Missing" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const owner = await callerAs(db.database, "PARTICIPANT");
    const publicView = await owner.sustainability.certificate.ofUser({ userId: target.id });
    expect(publicView.certificate).toBeNull();

    const [second] = (await caller.sustainability.certificate.issue({ userIds: [target.id] }))
      .issued;
    expect(second?.serial).toMatch(SERIAL_PATTERN);
    expect(second?.serial).not.toBe(first?.serial);
    const rows = await db.database.prisma.certificate.findMany({ where: { userId: target.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ serial: second?.serial, revokedAt: null, revokeReason: null });
    const ledger = await db.database.prisma.pointEntry.findMany({
      where: { userId: target.id, sourceType: "CERTIFICATE" },
      orderBy: { seq: "asc" },
    });
    expect(ledger.map((entry) => entry.quantity)).toEqual([1, -1, 1]);
    const actions = await db.database.prisma.auditLog.findMany({
      where: { targetId: rows[0]?.id },
      orderBy: { createdAt: "asc" },
      select: { action: true },
    });
    expect(actions.map((row) => row.action)).toEqual([
      "certificate.issue",
      "certificate.revoke",
      "certificate.reissue",
    ]);
  });

  it("issues 500 people in one atomic request, each with a unique serial", async () => {
    const prisma = db.database.prisma;
    const users = await prisma.user.createManyAndReturn({
      data: Array.from({ length: 500 }, (_, index) => ({
        email: `bulk-${index}-${randomBytes(3).toString("hex")}@festival.test`,
        name: `Bulk ${index}`,
      })),
      select: { id: true },
    });
    await prisma.stationScan.createMany({
      data: users.flatMap((user) =>
        stationIds.slice(0, 5).map((stationId) => ({ userId: user.id, stationId })),
      ),
    });
    await prisma.bottleCollection.createMany({
      data: users.map((user) => ({ userId: user.id, waterPointId, quantity: 3 })),
    });
    const caller = await callerAs(db.database, "ADMIN");
    const ids = await caller.sustainability.certificate.eligibleIds({});
    expect(ids).toEqual(expect.arrayContaining(users.map((user) => user.id)));
    const started = performance.now();
    const result = await caller.sustainability.certificate.issue({
      userIds: users.map((user) => user.id),
    });
    const seconds = (performance.now() - started) / 1000;
    expect(result.issued).toHaveLength(500);
    expect(new Set(result.issued.map((row) => row.serial)).size).toBe(500);
    expect(seconds).toBeLessThan(60);
    const allSerials = await prisma.certificate.findMany({ select: { serial: true } });
    expect(new Set(allSerials.map((row) => row.serial)).size).toBe(allSerials.length);
    await expect(
      caller.sustainability.certificate.issue({ userIds: Array.from({ length: 501 }, () => "x") }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  }, 120_000);
});

describe("listing, CSV and the participant's view", () => {
  it("lists eligible-not-issued and issued people, and exports formula-safe CSV", async () => {
    const eligible = await personWith(5, 3, "@Eligible Eve");
    const issued = await personWith(5, 3, "Issued Ivan");
    const caller = await callerAs(db.database, "ADMIN");
    await caller.sustainability.certificate.issue({ userIds: [issued.id] });

    const listEligible = await caller.sustainability.certificate.list({
      status: "eligible",
      search: "Eligible Eve",
    });
    expect(listEligible.rows.map((row) => row.userId)).toEqual([eligible.id]);
    expect(listEligible.rows[0]).toMatchObject({ stations: 5, refills: 3, serial: null });
    expect(listEligible.rule).toEqual({ minStations: 5, minRefills: 3 });
    const listIssued = await caller.sustainability.certificate.list({
      status: "issued",
      search: "Issued Ivan",
    });
    expect(listIssued.rows.map((row) => row.userId)).toEqual([issued.id]);
    expect(
      (await caller.sustainability.certificate.list({ status: "eligible", search: "Issued Ivan" }))
        .total,
    ).toBe(0);

    const csv = await caller.sustainability.certificate.csv({ status: "all", search: "Eve" });
    expect(csv.csv.split("\r\n")[1]).toMatch(/^'@Eligible Eve,/);
  });

  it("shows a participant their progress and lets them download a PDF with their name", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, session).ctx);
    const userId = session?.user.id ?? "";
    const prisma = db.database.prisma;
    await prisma.user.update({ where: { id: userId }, data: { name: "Zoë Ñúñez Дарья" } });
    await prisma.stationScan.createMany({
      data: stationIds.slice(0, 5).map((stationId) => ({ userId, stationId })),
    });
    let mine = await caller.sustainability.certificate.mine();
    expect(mine).toMatchObject({
      stations: 5,
      refills: 0,
      certificate: null,
      eligibility: { eligible: false, missingRefills: 3 },
    });
    await prisma.bottleCollection.create({ data: { userId, waterPointId, quantity: 3 } });
    mine = await caller.sustainability.certificate.mine();
    expect(mine.eligibility.eligible).toBe(true);

    const admin = await callerAs(db.database, "ADMIN");
    const [issued] = (await admin.sustainability.certificate.issue({ userIds: [userId] })).issued;
    const download = await caller.sustainability.certificate.download();
    expect(download.filename).toBe(`sustainability-certificate-${issued?.serial}.pdf`);
    const bytes = Buffer.from(download.base64, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe("Sustainability certificate of Zoë Ñúñez Дарья");
    expect(pdf.getTitle()).toBe(`Sustainability certificate ${issued?.serial}`);
  });

  it("shows a public profile's certificate to anyone, and hides private ones", async () => {
    const target = await personWith(5, 3);
    const admin = await callerAs(db.database, "ADMIN");
    const anonymous = await callerAs(db.database, "anonymous");
    const [issued] = (await admin.sustainability.certificate.issue({ userIds: [target.id] }))
      .issued;
    expect(await anonymous.sustainability.certificate.ofUser({ userId: target.id })).toMatchObject({
      certificate: { serial: issued?.serial },
    });
    await db.database.prisma.user.update({
      where: { id: target.id },
      data: { publicProfile: false },
    });
    await expect(
      anonymous.sustainability.certificate.ofUser({ userId: target.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the certificate PDF", () => {
  it("carries the name, festival and serial as text in the page", async () => {
    const bytes = await renderCertificatePdf({
      name: "Ана Παπαδοπούλου",
      festival: "Community Festival",
      serial: "SC-2026-ABCD-EFGHJK",
      issuedAt: new Date("2026-07-04T12:00:00Z"),
      figures: {
        stations: 5,
        bottlesRefilled: 3,
        singleUseBottlesAvoided: 3,
        co2eGramsAvoided: 249,
      },
      verifyUrl: "http://localhost:3000/certificates/verify/SC-2026-ABCD-EFGHJK",
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getAuthor()).toBe("Community Festival");
    expect(pdf.getSubject()).toContain("Ана Παπαδοπούλου");
  });
});

describe("the certificates in the requester's language", () => {
  it("refuse by key: not eligible (with what is missing), gone, no certificate, revoked twice", async () => {
    const short = await personWith(4, 1, "Short Of Both");
    const other = await personWith(5, 0, "Short Of Refills");
    const caller = await callerAs(db.database, "ADMIN");
    await expect(
      caller.sustainability.certificate.issue({ userIds: [short.id] }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Not eligible yet. Short Of Both: Needs 1 more station and 2 more refills.",
      cause: {
        text: {
          key: "certificates.server.notEligible",
          values: { name: "Short Of Both", missing: "both", stations: 1, refills: 2 },
        },
      },
    });
    await expect(
      caller.sustainability.certificate.issue({ userIds: [other.id, short.id] }),
    ).rejects.toMatchObject({
      cause: {
        text: {
          key: "certificates.server.notEligibleMany",
          // The first refused person (in the database's order) with what they lack.
          values: { count: 2, name: expect.stringMatching(/^Short Of (Both|Refills)$/) },
        },
      },
    });
    await expect(
      caller.sustainability.certificate.issue({ userIds: ["nobody"] }),
    ).rejects.toMatchObject({ cause: { text: { key: "certificates.server.personGone" } } });
    await expect(
      caller.sustainability.certificate.revoke({ userId: short.id, reason: "None to revoke" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { text: { key: "certificates.server.noCertificateToRevoke" } },
    });
    const target = await personWith(5, 3);
    await caller.sustainability.certificate.issue({ userIds: [target.id] });
    await caller.sustainability.certificate.revoke({ userId: target.id, reason: "Mistake" });
    await expect(
      caller.sustainability.certificate.revoke({ userId: target.id, reason: "Twice" }),
    ).rejects.toMatchObject({ cause: { text: { key: "certificates.server.alreadyRevoked" } } });

    const participant = await callerAs(db.database, "PARTICIPANT");
    await expect(participant.sustainability.certificate.download()).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "You have no certificate yet.",
      cause: { text: { key: "certificates.server.noCertificate" } },
    });
  });

  it("print the PDF in the person's stored language, else the request's", async () => {
    const prisma = db.database.prisma;
    const admin = await callerAs(db.database, "ADMIN");
    /** A certified participant's download, asked for in `locale`. */
    async function downloaded(stored: "en" | "de" | null, locale: "en" | "de") {
      const session = await createSession(db.database, "PARTICIPANT");
      const userId = session?.user.id ?? "";
      await prisma.user.update({ where: { id: userId }, data: { locale: stored } });
      await prisma.stationScan.createMany({
        data: stationIds.slice(0, 5).map((stationId) => ({ userId, stationId })),
      });
      await prisma.bottleCollection.create({ data: { userId, waterPointId, quantity: 1234 } });
      await admin.sustainability.certificate.issue({ userIds: [userId] });
      const caller = createCaller(testContext(db.database, session, { locale }).ctx);
      const file = await caller.sustainability.certificate.download();
      return pdfTextLines(Buffer.from(file.base64, "base64"));
    }

    const german = await downloaded(null, "de");
    expect(german).toContain("Nachhaltigkeits-Zertifikat");
    expect(german).toContain("5 Stationen gescannt · 1.234 Flaschen aufgefüllt");
    expect(german.find((line) => line.startsWith("Ausgestellt am "))).toMatch(
      /^Ausgestellt am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
    );
    expect(german.find((line) => line.startsWith("Prüfen unter "))).toMatch(
      /^Prüfen unter http:\/\/\S+\/certificates\/verify\/SC-\d{4}-/,
    );
    expect(await downloaded("de", "en")).toContain("Nachhaltigkeits-Zertifikat");
    const english = await downloaded("en", "de");
    expect(english).toContain("Sustainability certificate");
    expect(english).toContain("5 stations scanned · 1,234 bottles refilled");
  });

  it("export the desk's CSV with the same columns, its header in the requester's language", async () => {
    await personWith(5, 3, "Csv Person");
    const english = await callerAs(db.database, "ADMIN");
    const german = await callerAs(db.database, "ADMIN", { locale: "de" });
    const input = { status: "all", search: "Csv Person" } as const;
    const [en, de] = await Promise.all([
      english.sustainability.certificate.csv(input),
      german.sustainability.certificate.csv(input),
    ]);
    expect(en.csv.split("\r\n")[0]).toBe(
      "name,email,stations,refills,status,serial,issuedAt,revokedAt,revokeReason",
    );
    expect(de.csv.split("\r\n")[0]).toBe(
      "Name,E-Mail,Stationen,Flaschen,Status,Seriennummer,Ausgestellt am,Widerrufen am,Widerrufsgrund",
    );
    expect(de.csv.split("\r\n").slice(1)).toEqual(en.csv.split("\r\n").slice(1));
    expect(de.filename).toBe(en.filename);
  });
});
