import { randomBytes } from "node:crypto";
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { env } from "~/env";
import { anyColumnContains } from "~/server/database/search";
import {
  certificateSerialFrom,
  ineligibilityReason,
  SERIAL_PATTERN,
} from "~/server/domain/certificates";
import { impactFigures } from "~/server/domain/impact";
import { mailLocale } from "~/server/domain/locale";
import type { Context } from "~/server/api/trpc";
import { AppError, notFound } from "~/server/errors";
import { localeSettings } from "~/server/i18n/locale";
import { serverWords } from "~/server/i18n/translator";
import { INBOX_LINKS } from "~/shared/inbox/rules";
import {
  certificateEligibility,
  certificateStatusOf,
  MAX_ISSUE_BATCH,
  certificateVerifyPath,
  type CertificateStatusFilter,
  type EligibilityRule,
  type Eligibility,
  type SustainabilityCounts,
} from "~/shared/certificates/rules";
import type { Locale } from "~/shared/i18n/locales";
import type { ServerTextValues } from "~/shared/i18n/server-text";
import { writeAudit } from "./audit";
import { award } from "./award";
import { notify } from "./inbox";
import { certificateFilename, renderCertificatePdf } from "./certificate-pdf";
import { CSV_MAX_ROWS, toCsvFile } from "./impact-csv";

/**
 * Sustainability certificates (DESIGN.md §6.4): a person's standing, the PDF, and the desk where
 * admins issue and revoke them.
 */

type Tx = Prisma.TransactionClient;

/** N stations and M refills from the environment (CERTIFICATE_MIN_STATIONS / _REFILLS). */
export function eligibilityRule(): EligibilityRule {
  return { minStations: env.CERTIFICATE_MIN_STATIONS, minRefills: env.CERTIFICATE_MIN_REFILLS };
}

/** Stations scanned (once each) and bottles refilled (collections not deleted) per user. */
export async function countsOf(
  db: Tx,
  userIds: readonly string[],
): Promise<Map<string, SustainabilityCounts>> {
  const counts = new Map<string, SustainabilityCounts>(
    userIds.map((userId) => [userId, { stations: 0, refills: 0 }]),
  );
  if (userIds.length === 0) return counts;
  const ids = [...userIds];
  const [stations, refills] = await Promise.all([
    db.stationScan.groupBy({
      by: ["userId"],
      where: { userId: { in: ids } },
      _count: { _all: true },
    }),
    db.bottleCollection.groupBy({
      by: ["userId"],
      where: { userId: { in: ids }, deletedAt: null },
      _sum: { quantity: true },
    }),
  ]);
  for (const row of stations) {
    const entry = counts.get(row.userId);
    if (entry) entry.stations = row._count._all;
  }
  for (const row of refills) {
    const entry = counts.get(row.userId);
    if (entry) entry.refills = row._sum.quantity ?? 0;
  }
  return counts;
}

export const CERTIFICATE_FIELDS = {
  id: true,
  userId: true,
  serial: true,
  issuedAt: true,
  revokedAt: true,
  revokeReason: true,
} as const;

export type CertificateRow = {
  id: string;
  userId: string;
  serial: string;
  issuedAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
};

/**
 * Issues certificates to every user in `userIds`, all or nothing, in one transaction: an unknown
 * or ineligible user refuses the whole request (BAD_REQUEST naming them), one who already holds a
 * certificate is skipped. A user whose certificate was revoked gets the same row back with a new
 * serial. Each issue awards the CERTIFICATE event (achievements) and writes its audit row.
 */
export async function issueCertificates(
  db: PrismaClient,
  actorId: string,
  input: { userIds: readonly string[] },
  now = new Date(),
) {
  const result = await db.$transaction(
    (tx) => issueInTransaction(tx, actorId, input.userIds, now),
    // A batch of 500 writes a few thousand rows: more than the default 5 s on a busy machine.
    { timeout: 120_000, maxWait: 20_000 },
  );
  return {
    issued: result.issued.map((row) => ({ userId: row.userId, serial: row.serial })),
    alreadyIssued: result.alreadyIssued,
  };
}

async function issueInTransaction(
  db: Tx,
  actorId: string,
  userIds: readonly string[],
  now: Date,
): Promise<{ issued: CertificateRow[]; alreadyIssued: string[] }> {
  const unique = [...new Set(userIds)];
  const users = await db.user.findMany({
    where: { id: { in: unique } },
    select: { id: true, name: true, certificate: { select: CERTIFICATE_FIELDS } },
  });
  if (users.length !== unique.length)
    throw new AppError("NOT_FOUND", "One of these people no longer exists.", {
      text: { key: "certificates.server.personGone" },
    });
  const counts = await countsOf(db, unique);
  const rule = eligibilityRule();
  const refused = users.flatMap((user) => {
    if (user.certificate && !user.certificate.revokedAt) return [];
    const eligibility = certificateEligibility(
      counts.get(user.id) ?? { stations: 0, refills: 0 },
      rule,
    );
    const reason = ineligibilityReason(eligibility);
    return reason ? [{ name: user.name, eligibility, words: `${user.name}: ${reason}` }] : [];
  });
  const [first] = refused;
  if (first) {
    const values = { ...missingValues(first.eligibility), name: first.name };
    throw new AppError(
      "BAD_REQUEST",
      refused.length === 1
        ? `Not eligible yet. ${first.words}`
        : `${refused.length} of these people are not eligible yet, so none was issued. ${refused
            .slice(0, 3)
            .map((person) => person.words)
            .join(" ")}`,
      {
        text:
          refused.length === 1
            ? { key: "certificates.server.notEligible", values }
            : {
                key: "certificates.server.notEligibleMany",
                values: { ...values, count: refused.length },
              },
      },
    );
  }

  const toIssue = users.filter((user) => !user.certificate || user.certificate.revokedAt);
  const alreadyIssued = users.filter((user) => !toIssue.includes(user)).map((user) => user.id);
  const serials = await freshSerials(db, toIssue.length, now);
  const reissued = toIssue.filter((user) => user.certificate);
  const fresh = toIssue.filter((user) => !user.certificate);

  // New certificates in one insert; a revoked one is the same row again, with a new serial.
  const created = await db.certificate.createManyAndReturn({
    data: fresh.map((user, index) => ({
      userId: user.id,
      serial: serials[index] ?? "",
      issuedAt: now,
      issuedById: actorId,
    })),
    select: CERTIFICATE_FIELDS,
  });
  const issued: { certificate: CertificateRow; before: CertificateRow | null }[] = created.map(
    (certificate) => ({ certificate, before: null }),
  );
  for (const [index, user] of reissued.entries()) {
    const before = user.certificate;
    if (!before) continue;
    const certificate = await db.certificate.update({
      where: { id: before.id },
      data: {
        serial: serials[fresh.length + index] ?? "",
        issuedAt: now,
        issuedById: actorId,
        revokedAt: null,
        revokedById: null,
        revokeReason: null,
      },
      select: CERTIFICATE_FIELDS,
    });
    issued.push({ certificate, before });
  }

  for (const { certificate, before } of issued) {
    await award(
      db,
      { type: "CERTIFICATE", userId: certificate.userId, certificateId: certificate.id },
      { now },
    );
    await notify(
      db,
      [
        {
          userId: certificate.userId,
          kind: "CERTIFICATE_ISSUED",
          text: {
            key: "inbox.entries.certificateIssued",
            detail: {
              key: "inbox.entries.certificateSerial",
              values: { serial: certificate.serial },
            },
          },
          link: INBOX_LINKS.sustainability,
        },
      ],
      now,
    );
    await writeAudit(db, {
      actorId,
      action: before ? "certificate.reissue" : "certificate.issue",
      target: { type: "Certificate", id: certificate.id },
      ...(before ? { before } : {}),
      after: certificate,
    });
  }
  return { issued: issued.map((entry) => entry.certificate), alreadyIssued };
}

/**
 * What someone still needs, as the refusal's values (`certificates.server.notEligible`): which
 * of the two is missing, and how many of each.
 */
function missingValues(eligibility: Eligibility): ServerTextValues {
  const { missingStations: stations, missingRefills: refills } = eligibility;
  return {
    missing: stations > 0 && refills > 0 ? "both" : stations > 0 ? "stations" : "refills",
    stations,
    refills,
  };
}

/**
 * `count` new random serials, none taken yet nor repeated. A taken serial (about one in 10^15)
 * would abort the whole transaction in PostgreSQL, so they are checked before the write rather
 * than the unique violation caught.
 */
async function freshSerials(db: Tx, count: number, issuedAt: Date): Promise<string[]> {
  const draw = (n: number) =>
    Array.from({ length: n }, () => certificateSerialFrom(randomBytes(10), issuedAt));
  let serials = [...new Set(draw(count))];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const taken = await db.certificate.findMany({
      where: { serial: { in: serials } },
      select: { serial: true },
    });
    const takenSet = new Set(taken.map((row) => row.serial));
    serials = serials.filter((serial) => !takenSet.has(serial));
    if (serials.length === count) return serials;
    serials = [...new Set([...serials, ...draw(count - serials.length)])];
  }
  throw new Error("Could not draw free certificate serials after 5 attempts.");
}

/** Revokes an issued certificate with a reason (audited); revoking twice is CONFLICT. */
export function revokeCertificate(
  db: PrismaClient,
  actorId: string,
  input: { userId: string; reason: string },
  now = new Date(),
) {
  return db.$transaction(async (tx) => {
    const before = await tx.certificate.findUnique({
      where: { userId: input.userId },
      select: CERTIFICATE_FIELDS,
    });
    if (!before)
      throw new AppError("NOT_FOUND", "This person has no certificate.", {
        text: { key: "certificates.server.noCertificateToRevoke" },
      });
    const changed = await tx.certificate.updateMany({
      where: { id: before.id, revokedAt: null },
      data: { revokedAt: now, revokedById: actorId, revokeReason: input.reason },
    });
    if (changed.count === 0)
      throw new AppError("CONFLICT", "This certificate is already revoked.", {
        text: { key: "certificates.server.alreadyRevoked" },
      });
    const after = { ...before, revokedAt: now, revokeReason: input.reason };
    await award(
      tx,
      { type: "CERTIFICATE", userId: input.userId, certificateId: before.id, reverse: true },
      { now },
    );
    await writeAudit(tx, {
      actorId,
      action: "certificate.revoke",
      target: { type: "Certificate", id: before.id },
      before,
      after,
    });
    return { serial: after.serial, revokedAt: after.revokedAt };
  });
}

export type CertificateUserRow = {
  userId: string;
  name: string;
  email: string;
  stations: number;
  refills: number;
  certificateId: string | null;
  serial: string | null;
  issuedAt: Date | null;
  revokedAt: Date | null;
  revokeReason: string | null;
};

/**
 * People for the certificate desk, by status: "eligible" (eligible, no valid certificate),
 * "issued" (valid certificate), "revoked", or "all" of those three. One aggregate query.
 */
async function certificateUsers(
  db: Tx,
  query: { status: CertificateStatusFilter; search: string; skip: number; take: number },
): Promise<{ total: number; rows: CertificateUserRow[] }> {
  const rule = eligibilityRule();
  const eligible = Prisma.sql`(COALESCE(s.n, 0) >= ${rule.minStations} AND COALESCE(r.n, 0) >= ${rule.minRefills} AND (c.id IS NULL OR c."revokedAt" IS NOT NULL))`;
  const issued = Prisma.sql`(c.id IS NOT NULL AND c."revokedAt" IS NULL)`;
  const revoked = Prisma.sql`(c."revokedAt" IS NOT NULL)`;
  const status = {
    eligible,
    issued,
    revoked,
    all: Prisma.sql`(${eligible} OR ${issued} OR ${revoked})`,
  }[query.status];
  const search = anyColumnContains(query.search, [
    Prisma.sql`u.name`,
    Prisma.sql`u.email`,
    Prisma.sql`c.serial`,
  ]);
  const from = Prisma.sql`
    FROM "User" u
    LEFT JOIN (SELECT "userId", COUNT(*) AS n FROM "StationScan" GROUP BY "userId") s ON s."userId" = u.id
    LEFT JOIN (SELECT "userId", SUM(quantity) AS n FROM "BottleCollection"
               WHERE "deletedAt" IS NULL GROUP BY "userId") r ON r."userId" = u.id
    LEFT JOIN "Certificate" c ON c."userId" = u.id
    WHERE ${status} AND ${search}`;
  const [rows, counted] = await Promise.all([
    db.$queryRaw<CertificateUserRow[]>`
      SELECT u.id AS "userId", u.name, u.email,
             COALESCE(s.n, 0)::int AS stations, COALESCE(r.n, 0)::int AS refills,
             c.id AS "certificateId", c.serial, c."issuedAt", c."revokedAt", c."revokeReason"
      ${from}
      ORDER BY c."issuedAt" DESC NULLS FIRST, u.name ASC, u.id ASC
      LIMIT ${query.take} OFFSET ${query.skip}`,
    db.$queryRaw<{ total: number }[]>`SELECT COUNT(*)::int AS total ${from}`,
  ]);
  return { total: counted[0]?.total ?? 0, rows };
}

/** A user's valid certificate (issued, not revoked), with the name to print. */
async function validCertificateOf(db: Tx, userId: string) {
  const certificate = await db.certificate.findUnique({
    where: { userId },
    select: { ...CERTIFICATE_FIELDS, user: { select: { name: true, locale: true } } },
  });
  return certificate && !certificate.revokedAt ? certificate : null;
}

/** My counts against the rule, and my certificate if I have one. */
export async function myCertificate(db: PrismaClient, userId: string) {
  const rule = eligibilityRule();
  const [counts, certificate] = await Promise.all([
    countsOf(db, [userId]),
    db.certificate.findUnique({
      where: { userId },
      select: { serial: true, issuedAt: true, revokedAt: true },
    }),
  ]);
  const mine = counts.get(userId) ?? { stations: 0, refills: 0 };
  return { ...mine, rule, eligibility: certificateEligibility(mine, rule), certificate };
}

/**
 * My certificate as a PDF (base64), made on the server; NOT_FOUND without a valid one. It prints
 * my figures as /sustainability-dashboard counts the festival's (impactFigures) and links to the
 * page that confirms its serial. Its words are in my language: my stored choice, else the
 * request's (`requestLocale`, the page I downloaded it from), as a mail to me would be.
 */
export async function certificatePdf(
  db: PrismaClient,
  userId: string,
  request: { appUrl: string; locale: Locale },
) {
  const certificate = await validCertificateOf(db, userId);
  if (!certificate)
    throw new AppError("NOT_FOUND", "You have no certificate yet.", {
      text: { key: "certificates.server.noCertificate" },
    });
  const locale = mailLocale(certificate.user.locale, request.locale, localeSettings());
  const mine = (await countsOf(db, [userId])).get(userId) ?? { stations: 0, refills: 0 };
  const figures = impactFigures(
    { stationsScanned: mine.stations, bottlesRefilled: mine.refills, certificatesIssued: 1 },
    env.CO2E_GRAMS_PER_BOTTLE,
  );
  const pdf = await renderCertificatePdf(
    {
      name: certificate.user.name,
      festival: env.NEXT_PUBLIC_FESTIVAL_NAME,
      serial: certificate.serial,
      issuedAt: certificate.issuedAt,
      figures: {
        stations: figures.stationsScanned,
        bottlesRefilled: figures.bottlesRefilled,
        singleUseBottlesAvoided: figures.singleUseBottlesAvoided,
        co2eGramsAvoided: figures.co2eGramsAvoided,
      },
      verifyUrl: new URL(certificateVerifyPath(certificate.serial), request.appUrl).toString(),
    },
    locale,
  );
  return {
    filename: certificateFilename(certificate.serial),
    base64: Buffer.from(pdf).toString("base64"),
  };
}

/**
 * Whether a serial is genuine, for anyone who holds one (the PDF links here): the name as the
 * certificate prints it, the issue date and whether it was revoked (never why), or `found: false`.
 * Look-ups are limited per IP address; a serial not of the issued form is not looked up.
 */
export async function verifyCertificate(
  db: PrismaClient,
  input: { serial: string },
  request: Pick<Context, "ip" | "rateLimits">,
) {
  await request.rateLimits.consume("certificateCheckByIp", request.ip ?? "unknown");
  const certificate = SERIAL_PATTERN.test(input.serial)
    ? await db.certificate.findUnique({
        where: { serial: input.serial },
        select: { serial: true, issuedAt: true, revokedAt: true, user: { select: { name: true } } },
      })
    : null;
  if (!certificate) return { found: false as const };
  return {
    found: true as const,
    serial: certificate.serial,
    name: certificate.user.name,
    issuedAt: certificate.issuedAt,
    revokedAt: certificate.revokedAt,
  };
}

/** Someone's valid certificate, for their public page; NOT_FOUND unless the profile is public. */
export async function publicCertificate(db: PrismaClient, input: { userId: string }) {
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: { name: true, publicProfile: true },
  });
  if (!user?.publicProfile) throw notFound("There is no such public profile.");
  const certificate = await validCertificateOf(db, input.userId);
  return {
    name: user.name,
    certificate: certificate
      ? { serial: certificate.serial, issuedAt: certificate.issuedAt }
      : null,
  };
}

/** People by certificate status (one page), with the rule they are measured against. */
export async function listCertificateUsers(
  db: PrismaClient,
  input: { status: CertificateStatusFilter; search: string; page: number; pageSize: number },
) {
  const listed = await certificateUsers(db, {
    status: input.status,
    search: input.search,
    skip: (input.page - 1) * input.pageSize,
    take: input.pageSize,
  });
  return { ...listed, rule: eligibilityRule() };
}

/** Every eligible person's id (up to 20 batches), for "issue to everyone eligible". */
export async function eligibleUserIds(db: PrismaClient, input: { search: string }) {
  const listed = await certificateUsers(db, {
    status: "eligible",
    search: input.search,
    skip: 0,
    take: MAX_ISSUE_BATCH * 20,
  });
  return listed.rows.map((row) => row.userId);
}

/** The certificate desk's columns: the same in every language, only their header words change. */
const CERTIFICATE_CSV_COLUMNS = [
  "name",
  "email",
  "stations",
  "refills",
  "status",
  "serial",
  "issuedAt",
  "revokedAt",
  "revokeReason",
] as const;

/**
 * The certificate desk's list as CSV (formula-safe cells, festival time), its header in the
 * requester's language (`ctx.locale`).
 */
export async function certificatesCsv(
  db: PrismaClient,
  input: { status: CertificateStatusFilter; search: string },
  locale: Locale = "en",
  now = new Date(),
) {
  const { rows } = await certificateUsers(db, {
    status: input.status,
    search: input.search,
    skip: 0,
    take: CSV_MAX_ROWS,
  });
  const t = serverWords({ locale, namespace: "certificates" });
  const header = {
    name: t("csv.name"),
    email: t("csv.email"),
    stations: t("csv.stations"),
    refills: t("csv.refills"),
    status: t("csv.status"),
    serial: t("csv.serial"),
    issuedAt: t("csv.issuedAt"),
    revokedAt: t("csv.revokedAt"),
    revokeReason: t("csv.revokeReason"),
  } satisfies Record<(typeof CERTIFICATE_CSV_COLUMNS)[number], string>;
  return toCsvFile(
    `certificates-${input.status}`,
    CERTIFICATE_CSV_COLUMNS,
    rows.map((row) => ({
      name: row.name,
      email: row.email,
      stations: row.stations,
      refills: row.refills,
      status: certificateStatusOf(row),
      serial: row.serial,
      issuedAt: row.issuedAt,
      revokedAt: row.revokedAt,
      revokeReason: row.revokeReason,
    })),
    now,
    CERTIFICATE_CSV_COLUMNS.map((column) => header[column]),
  );
}
