import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { isUniqueViolation } from "~/server/database/errors";
import { utcTimestamp } from "~/server/database/timestamps";
import {
  huntProgress,
  INACTIVE_STATION_MESSAGE,
  NO_HUNT_MESSAGE,
  NO_STATION_MESSAGE,
  STATION_HUNT_SLUG,
  STATION_TOKEN_BYTES,
  stationAuditView,
  UNKNOWN_STATION_MESSAGE,
} from "~/server/domain/stations";
import {
  EXPIRED_SCREEN_CODE_MESSAGE,
  isAuthenticScreenCode,
  judgeScreenWindow,
  parseScreenCode,
  PRINTED_CODE_REFUSED_MESSAGE,
  SCREEN_CODE_TOO_OLD_MESSAGE,
  screenCode,
  screenSecret,
  screenWindowAt,
  screenWindowBounds,
  type ParsedScreenCode,
} from "~/server/domain/screen-codes";
import { env } from "~/env";
import { AppError, notFound } from "~/server/errors";
import { consumeBurst } from "~/server/infra/bursts";
import type { RateLimits } from "~/server/infra/rate-limit";
import {
  windowRefusal,
  windowState,
  type ChallengeWindow,
  type WindowState,
} from "~/shared/challenges";
import type { Locale } from "~/shared/i18n/locales";
import type { ServerText, ServerTextKey } from "~/shared/i18n/server-text";
import { huntRule } from "~/shared/stations/hunt-rule";
import { qrRows } from "~/shared/stations/qr-rows";
import { stationUrl, type StationCodeModeName } from "~/shared/stations/rules";
import type { StationInput } from "~/shared/stations/inputs";
import { auditedCreate, auditedUpdate } from "./audit";
import { awardWithSource, type AwardSource, type EarnedAchievement } from "./award";
import {
  catalogueOf,
  forgetCatalogue,
  thenForgetCatalogue,
  type Catalogue,
  type CatalogueStation,
} from "./catalogue";
import { eligibilityRule } from "./certificates";
import { achievementsIn, allInLanguage, baseText, inLanguage } from "./content";

/**
 * The station hunt (DESIGN.md §6.4): the scan that credits a station once per user, the board a
 * participant sees, someone's public progress, and the stations' administration.
 */

/** A fresh station token: STATION_TOKEN_BYTES random bytes, base64url (URL-safe, no padding). */
export function newStationToken(): string {
  return randomBytes(STATION_TOKEN_BYTES).toString("base64url");
}

export type StationHunt = {
  id: string;
  title: string;
  goal: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
};

/**
 * The published station hunt challenge (its title in `locale`; default: the festival's default
 * language), or null when there is none.
 */
export async function findStationHunt(
  db: Pick<PrismaClient, "challenge">,
  locale?: Locale,
): Promise<StationHunt | null> {
  const hunt = await db.challenge.findFirst({
    where: { slug: STATION_HUNT_SLUG, kind: "STATION_HUNT", published: true },
    select: { id: true, title: true, goal: true, startsAt: true, endsAt: true, translations: true },
  });
  if (!hunt) return null;
  return locale ? inLanguage("challenge", hunt, locale) : baseText(hunt);
}

const CATALOGUE_STATION_FIELDS = {
  id: true,
  label: true,
  description: true,
  translations: true,
  points: true,
  active: true,
  codeMode: true,
} as const satisfies Prisma.StationSelect;

/** The station a token opens, active or not; null for an unknown token. */
export function findStationByToken(db: Pick<PrismaClient, "station">, token: string) {
  return db.station.findUnique({ where: { token }, select: CATALOGUE_STATION_FIELDS });
}

/** The published station hunt of a catalogue, or null when there is none. */
function stationHuntOf(catalogue: Catalogue): StationHunt | null {
  for (const challenge of catalogue.challenges.values()) {
    if (
      challenge.slug === STATION_HUNT_SLUG &&
      challenge.kind === "STATION_HUNT" &&
      challenge.published
    ) {
      const { id, title, goal, startsAt, endsAt } = challenge;
      return { id, title, goal, startsAt, endsAt };
    }
  }
  return null;
}

/** A station's screen secret (`screenSecret`): from the server's key and the station's token. */
export function stationScreenSecret(token: string): Buffer {
  return screenSecret(env.SESSION_SECRET, token);
}

/** A scan's refusal: its English words and its message key (README "Languages"). */
function scanRefusal(
  code: "BAD_REQUEST" | "NOT_FOUND",
  message: string,
  key: ServerTextKey,
  values?: ServerText["values"],
): AppError {
  return new AppError(code, message, { text: values ? { key, values } : { key } });
}

const unknownStation = () =>
  scanRefusal("NOT_FOUND", UNKNOWN_STATION_MESSAGE, "stations.server.unknownStation");

/**
 * The hunt's window refuses a scan at `now`: the words of `windowRefusal` and the key, with the
 * moment as an ISO instant that the station page words in its language and time zone.
 */
function windowScanRefusal(hunt: ChallengeWindow, now: Date): AppError | null {
  const message = windowRefusal(hunt, now);
  if (!message) return null;
  const upcoming = windowState(hunt, now) === "upcoming";
  const at = upcoming ? hunt.startsAt : hunt.endsAt;
  const key = upcoming ? "stations.server.notStarted" : "stations.server.closed";
  return scanRefusal("BAD_REQUEST", message, key, at ? { at: at.toISOString() } : undefined);
}

type StationLookup = { station: CatalogueStation; catalogue: Catalogue } | { refusal: AppError };

/**
 * The station a printed token names: from the catalogue, or (a station created since) from the
 * database, then the catalogue reloaded. A station in screen mode refuses its printed token.
 */
async function stationOfPrintedToken(
  db: PrismaClient,
  catalogue: Catalogue,
  token: string,
): Promise<StationLookup> {
  let station = catalogue.stationsByToken.get(token) ?? null;
  if (!station) {
    station = await findStationByToken(db, token);
    if (!station) return { refusal: unknownStation() };
    forgetCatalogue();
    catalogue = await catalogueOf(db);
  }
  if (station.active && station.codeMode === "SCREEN")
    return {
      refusal: scanRefusal(
        "BAD_REQUEST",
        PRINTED_CODE_REFUSED_MESSAGE,
        "stations.server.printedRefused",
      ),
    };
  return { station, catalogue };
}

/**
 * The station a screen code names, when the code is genuine (its station's HMAC), the station is
 * in screen mode, and the code's window is accepted at `seenAt` (the window rule,
 * `judgeScreenWindow`). No SQL when the catalogue knows the station: the HMAC is CPU. `seenAt`
 * null: a queued code whose capture time is outside the offline grace.
 */
async function stationOfScreenCode(
  db: PrismaClient,
  catalogue: Catalogue,
  code: ParsedScreenCode,
  seenAt: Date | null,
): Promise<StationLookup> {
  let station = catalogue.stationsById.get(code.stationId) ?? null;
  if (!station) {
    station = await db.station.findUnique({
      where: { id: code.stationId },
      select: { ...CATALOGUE_STATION_FIELDS, token: true },
    });
    if (!station) return { refusal: unknownStation() };
    forgetCatalogue();
    catalogue = await catalogueOf(db);
  }
  const unknown = { refusal: unknownStation() };
  if (station.codeMode !== "SCREEN") return unknown;
  if (!isAuthenticScreenCode(stationScreenSecret(station.token), code)) return unknown;
  if (seenAt === null)
    return {
      refusal: scanRefusal(
        "BAD_REQUEST",
        SCREEN_CODE_TOO_OLD_MESSAGE,
        "stations.server.screenCodeTooOld",
      ),
    };
  const judgement = judgeScreenWindow(code.window, seenAt);
  if (judgement === "future") return unknown;
  if (judgement === "expired")
    return {
      refusal: scanRefusal(
        "BAD_REQUEST",
        EXPIRED_SCREEN_CODE_MESSAGE,
        "stations.server.expiredScreenCode",
      ),
    };
  return { station, catalogue };
}

/**
 * Why a scan of `token` would credit nothing (an unknown or inactive station, a printed token of
 * a station in screen mode, an expired screen code, no hunt, the hunt's window), or the station
 * and hunt it would credit, with the catalogue they came from. The same refusals for a signed-in
 * scan and for a visitor's link, so nobody signs up for nothing. Stations and the hunt come from
 * the cached catalogue; a token it does not know is looked up (a station created since), and a
 * hit reloads the catalogue. `token` is a printed token or a screen code (README "Screen-mode
 * station codes"); a screen code is judged at `codeSeenAt` (default `now`).
 */
export async function checkStationToken(
  db: PrismaClient,
  token: string,
  now: Date,
  codeSeenAt: Date | null = now,
) {
  const catalogue = await catalogueOf(db);
  const screen = catalogue.stationsByToken.has(token) ? null : parseScreenCode(token);
  const found = screen
    ? await stationOfScreenCode(db, catalogue, screen, codeSeenAt)
    : await stationOfPrintedToken(db, catalogue, token);
  if ("refusal" in found) return { ok: false, refusal: found.refusal } as const;
  const { station } = found;
  if (!station.active) {
    const refusal = scanRefusal(
      "NOT_FOUND",
      INACTIVE_STATION_MESSAGE,
      "stations.server.inactiveStation",
    );
    return { ok: false, refusal } as const;
  }
  const hunt = stationHuntOf(found.catalogue);
  if (!hunt) {
    const refusal = scanRefusal("NOT_FOUND", NO_HUNT_MESSAGE, "stations.server.noHunt");
    return { ok: false, refusal } as const;
  }
  const closed = windowScanRefusal(hunt, now);
  if (closed) return { ok: false, refusal: closed } as const;
  return { ok: true, station, hunt, catalogue: found.catalogue } as const;
}

export type ScanStation = { id: string; label: string };

/**
 * What a scan did: `Named` says what names the station and the achievements carry (`ScanResult`:
 * in the asker's language; `CreditedScan`: with their texts in every language).
 */
type ScanOutcome<Station, Achievement> =
  | {
      status: "credited";
      station: Station;
      points: number;
      scannedAt: Date;
      achievements: Achievement[];
    }
  | {
      status: "already";
      station: Station;
      scannedAt: Date;
      /** What that first scan earned (its ledger row), null when it cannot be read. */
      points: number | null;
      /** Seconds from that scan to this one, on the server's clock (`scannedByThisLink`). */
      secondsAgo: number;
    };

/** A scan as `creditStation` answers it: the station and achievements with every language. */
export type CreditedScan = ScanOutcome<ScanStation & { translations: unknown }, EarnedAchievement>;

/** A scan as the asker reads it: the station and achievements named in their language. */
export type ScanResult = ScanOutcome<ScanStation, Omit<EarnedAchievement, "translations">>;

/** A scan's outcome with its station and achievements named in `locale`. */
export function scanResultIn(scan: CreditedScan, locale: Locale): ScanResult {
  const station = inLanguage("station", scan.station, locale);
  return scan.status === "credited"
    ? { ...scan, station, achievements: achievementsIn(scan.achievements, locale) }
    : { ...scan, station };
}

const scanRowSchema = z.object({
  scannedAt: z.coerce.date(),
  // Only the existing scan's row has it: what its award wrote to the ledger.
  points: z.number().int().nullish(),
});

/** The user's scan of the station, with what its award wrote to the ledger (`points`). */
function existingScan(userId: string, stationId: string): Prisma.Sql {
  return Prisma.sql`SELECT s."scannedAt" AT TIME ZONE 'UTC' AS "scannedAt",
      (SELECT p."amount" FROM "PointEntry" p WHERE p."sourceType" = 'STATION_SCAN'
        AND p."sourceId" = s."id" AND p."seq" = 0) AS "points"
    FROM "StationScan" s WHERE s."userId" = ${userId} AND s."stationId" = ${stationId}`;
}

/**
 * The user's scan of the station as the award's source (`awardWithSource`): inserted with `id`
 * unless the user scanned the station before (the (user, station) unique key decides), else the
 * first scan; its time either way, and for the first scan what it earned.
 */
function scanSource(
  id: string,
  userId: string,
  stationId: string,
  now: Date,
): AwardSource<z.infer<typeof scanRowSchema>> {
  return {
    insert: Prisma.sql`INSERT INTO "StationScan" ("id", "userId", "stationId", "scannedAt")
      VALUES (${id}, ${userId}, ${stationId}, ${utcTimestamp(now)})
      ON CONFLICT ("userId", "stationId") DO NOTHING
      RETURNING "scannedAt" AT TIME ZONE 'UTC' AS "scannedAt"`,
    existing: existingScan(userId, stationId),
    parse: (json) => scanRowSchema.parse(json),
  };
}

/**
 * Credits the station of `token` to the user, once: the StationScan insert and the award happen
 * in one transaction, and the (user, station) unique key with ON CONFLICT DO NOTHING decides which
 * of many concurrent scans credits, never a read before the write. A later scan answers when the
 * station was first credited.
 *
 * Refusals (nothing credited): NOT_FOUND for an unknown or inactive token or a missing hunt,
 * BAD_REQUEST outside the hunt's window, for an expired screen code or a printed token of a station
 * in screen mode. A screen code is judged at `codeSeenAt` (a queued scan's capture time).
 */
export async function creditStation(
  db: PrismaClient,
  userId: string,
  token: string,
  now: Date = new Date(),
  codeSeenAt: Date | null = now,
): Promise<CreditedScan> {
  const checked = await checkStationToken(db, token, now, codeSeenAt);
  if (!checked.ok) throw checked.refusal;
  const { station, hunt, catalogue } = checked;
  const summary = { id: station.id, label: station.label, translations: station.translations };
  return db.$transaction(async (tx): Promise<CreditedScan> => {
    const scanId = randomUUID();
    // One statement inserts the scan and, when it is the first, joins the hunt, writes the ledger
    // row and reads the user's progress; the rules' writes are one more (issue R6).
    const scan = await awardWithSource(
      tx,
      {
        type: "STATION_SCAN",
        userId,
        challengeId: hunt.id,
        scanId,
        points: station.points,
        at: now,
      },
      scanSource(scanId, userId, station.id, now),
      { now, catalogue },
    );
    if (!scan.created) {
      // Null only when a concurrent scan committed the first one while this statement waited for
      // it (its snapshot predates that commit): then a second read finds it.
      const first =
        scan.row ??
        scanRowSchema.parse(
          // Through JSON, as awardWithSource reads it: the driver adapters would drop a
          // non-UTC session's offset from the timestamptz that AT TIME ZONE 'UTC' gives.
          (
            await tx.$queryRaw<{ row: unknown }[]>(
              Prisma.sql`SELECT row_to_json(e) AS "row" FROM (${existingScan(userId, station.id)}) e`,
            )
          )[0]?.row,
        );
      return {
        status: "already",
        station: summary,
        scannedAt: first.scannedAt,
        points: first.points ?? null,
        secondsAgo: Math.max(0, Math.floor((now.getTime() - first.scannedAt.getTime()) / 1000)),
      };
    }
    return {
      status: "credited",
      station: summary,
      points: scan.award.entry?.amount ?? station.points,
      scannedAt: scan.row.scannedAt,
      achievements: scan.award.achievements,
    };
  });
}

/**
 * A participant's scan (the in-app scanner or a station link): counted against their burst of
 * scans (TOO_MANY_REQUESTS with the wait), then credited once; the station and achievements are
 * named in `locale`.
 */
export async function scanStation(
  db: PrismaClient,
  userId: string,
  input: { token: string },
  rateLimits: RateLimits,
  locale: Locale,
  now: Date = new Date(),
  codeSeenAt: Date | null = now,
): Promise<ScanResult> {
  await consumeBurst(rateLimits, "stationScanByUser", userId);
  return scanResultIn(await creditStation(db, userId, input.token, now, codeSeenAt), locale);
}

export type HuntSummary = {
  id: string;
  title: string;
  window: WindowState;
  startsAt: Date | null;
  endsAt: Date | null;
};

function huntSummary(hunt: StationHunt | null, now: Date): HuntSummary | null {
  if (!hunt) return null;
  return {
    id: hunt.id,
    title: hunt.title,
    window: windowState(hunt, now),
    startsAt: hunt.startsAt,
    endsAt: hunt.endsAt,
  };
}

/** Points the user holds from stations: the ledger's sum, reversals included. */
async function stationPoints(db: PrismaClient, userId: string): Promise<number> {
  const sum = await db.pointEntry.aggregate({
    where: { userId, sourceType: "STATION_SCAN" },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

const STATION_ORDER = [
  { position: "asc" },
  { label: "asc" },
  { id: "asc" },
] satisfies Prisma.StationOrderByWithRelationInput[];

/**
 * The hunt as one person sees it (its texts in `locale`): its rule (`huntRule`: how many
 * stations, what completes the hunt, what the certificate needs), the active stations in order
 * with when they scanned each (null for a visitor), their progress and station points.
 */
export async function stationBoard(
  db: PrismaClient,
  userId: string | null,
  locale: Locale,
  now = new Date(),
) {
  const [hunt, rows, scans, points] = await Promise.all([
    findStationHunt(db, locale),
    db.station.findMany({
      where: { active: true },
      orderBy: STATION_ORDER,
      select: { id: true, label: true, description: true, translations: true, points: true },
    }),
    userId
      ? db.stationScan.findMany({ where: { userId }, select: { stationId: true, scannedAt: true } })
      : Promise.resolve([]),
    userId ? stationPoints(db, userId) : Promise.resolve(0),
  ]);
  const scannedAt = new Map(scans.map((scan) => [scan.stationId, scan.scannedAt]));
  const stations = allInLanguage("station", rows, locale);
  return {
    hunt: huntSummary(hunt, now),
    rule: huntRule({
      activeStations: stations.length,
      goal: hunt?.goal ?? null,
      certificateStations: eligibilityRule().minStations,
    }),
    stations: stations.map((station) => ({
      ...station,
      scannedAt: scannedAt.get(station.id) ?? null,
    })),
    progress: huntProgress(scans.length, stations.length, hunt?.goal ?? null),
    points,
  };
}

/**
 * Someone's public hunt progress (station labels in `locale`): only when their profile is public
 * (or it is the viewer's own); otherwise NOT_FOUND, the same as for an unknown id.
 */
export async function publicStationProgress(
  db: PrismaClient,
  viewerId: string | null,
  input: { userId: string },
  locale: Locale,
) {
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: { id: true, name: true, publicProfile: true },
  });
  if (!user || (!user.publicProfile && user.id !== viewerId))
    throw notFound("There is no such page.");
  const [hunt, total, scans, points] = await Promise.all([
    findStationHunt(db),
    db.station.count({ where: { active: true } }),
    db.stationScan.findMany({
      where: { userId: user.id },
      orderBy: { scannedAt: "asc" },
      select: {
        scannedAt: true,
        station: { select: { id: true, label: true, translations: true } },
      },
    }),
    stationPoints(db, user.id),
  ]);
  return {
    user: { id: user.id, name: user.name },
    progress: huntProgress(scans.length, total, hunt?.goal ?? null),
    points,
    scans: scans.map((scan) => ({
      stationId: scan.station.id,
      label: inLanguage("station", scan.station, locale).label,
      scannedAt: scan.scannedAt,
    })),
  };
}

// ------------------------------------------------------------------------------ administration

/** What the admin table shows of a station (the token too: admins print its QR code). */
const ADMIN_FIELDS = {
  id: true,
  label: true,
  description: true,
  points: true,
  active: true,
  token: true,
  position: true,
  codeMode: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.StationSelect;

type AdminStationRow = Prisma.StationGetPayload<{ select: typeof ADMIN_FIELDS }>;

/**
 * The station an admin or a display names, or NOT_FOUND with its message key (README
 * "Languages"): the staff's pages word it in their language.
 */
function stationOrRefuse<T>(row: T | null | undefined): T {
  if (row === null || row === undefined)
    throw new AppError("NOT_FOUND", NO_STATION_MESSAGE, {
      text: { key: "stationsAdmin.server.noStation" },
    });
  return row;
}

/**
 * Writes with a fresh token. A token collision (2^-144) would only be a unique violation: try
 * again with another token rather than fail.
 */
async function withFreshToken<T>(write: (token: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newStationToken());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** Every station (a festival has tens), in order, with its QR code's URL and scan count. */
export async function listStations(db: PrismaClient, appUrl: string) {
  const [stations, counts] = await Promise.all([
    db.station.findMany({ orderBy: STATION_ORDER, select: ADMIN_FIELDS, take: 1000 }),
    db.stationScan.groupBy({ by: ["stationId"], _count: { _all: true } }),
  ]);
  const scans = new Map(counts.map((row) => [row.stationId, row._count._all]));
  return stations.map((station) => ({
    ...station,
    url: stationUrl(appUrl, station.token),
    scans: scans.get(station.id) ?? 0,
  }));
}

/** A new station with a fresh token (audited). */
export function createStation(
  db: PrismaClient,
  actorId: string,
  input: StationInput,
): Promise<AdminStationRow> {
  return thenForgetCatalogue(
    withFreshToken((token) =>
      db.$transaction((tx) =>
        auditedCreate(
          tx,
          { actorId, action: "station.create", targetType: "Station" },
          () => tx.station.create({ data: { ...input, token }, select: ADMIN_FIELDS }),
          { view: stationAuditView },
        ),
      ),
    ),
  );
}

/** Changes a station's fields, or whether it is active, with its audit row. */
function changeStation(
  db: PrismaClient,
  actorId: string,
  action: "station.update" | "station.deactivate" | "station.reactivate" | "station.changeCodeMode",
  id: string,
  data: Prisma.StationUpdateInput,
): Promise<AdminStationRow> {
  // The audit row holds the snapshot; the caller gets the whole row (its token too).
  return thenForgetCatalogue(
    db.$transaction((tx) =>
      auditedUpdate(
        tx,
        { actorId, action, target: { type: "Station", id } },
        {
          load: async () =>
            stationOrRefuse(await tx.station.findUnique({ where: { id }, select: ADMIN_FIELDS })),
          notFound: NO_STATION_MESSAGE,
          update: () => tx.station.update({ where: { id }, data, select: ADMIN_FIELDS }),
          view: stationAuditView,
        },
      ),
    ),
  );
}

export function updateStation(
  db: PrismaClient,
  actorId: string,
  input: StationInput & { id: string },
): Promise<AdminStationRow> {
  const { id, ...data } = input;
  return changeStation(db, actorId, "station.update", id, data);
}

/** Deactivate (no longer scannable, not counted in the hunt's target) or reactivate. */
export function setStationActive(
  db: PrismaClient,
  actorId: string,
  input: { id: string; active: boolean },
): Promise<AdminStationRow> {
  const action = input.active ? "station.reactivate" : "station.deactivate";
  return changeStation(db, actorId, action, input.id, { active: input.active });
}

/**
 * Printed card or screen (README "Screen-mode station codes"): in screen mode only the code the
 * station's display page shows credits, and the printed token is refused; back in printed mode
 * the printed token works again and screen codes stop. Audited (`station.changeCodeMode`).
 */
export function setStationCodeMode(
  db: PrismaClient,
  actorId: string,
  input: { id: string; codeMode: StationCodeModeName },
): Promise<AdminStationRow> {
  return changeStation(db, actorId, "station.changeCodeMode", input.id, {
    codeMode: input.codeMode,
  });
}

/**
 * What a station's display page shows (staff only): the station, and in screen mode the current
 * window's code as the URL a phone opens and its QR modules (drawn on the server, so the page
 * needs no QR library), with when the window ends by the server's clock. The secret stays here.
 */
export async function stationDisplay(
  db: PrismaClient,
  input: { id: string },
  appUrl: string,
  locale: Locale,
  now: Date = new Date(),
) {
  const station = stationOrRefuse(
    await db.station.findUnique({
      where: { id: input.id },
      select: {
        id: true,
        label: true,
        translations: true,
        active: true,
        codeMode: true,
        token: true,
      },
    }),
  );
  const { id, active, codeMode } = station;
  // What people read at the station: its label in the display's language.
  const { label } = inLanguage("station", station, locale);
  const base = { id, label, active, codeMode, serverNow: now.getTime() };
  if (codeMode !== "SCREEN" || !active) return { ...base, code: null };
  const window = screenWindowAt(now);
  const url = stationUrl(appUrl, screenCode(stationScreenSecret(station.token), id, window));
  return { ...base, code: { url, rows: qrRows(url), ...screenWindowBounds(window) } };
}

/**
 * A new token: the printed QR code with the old one stops working at once. The audit row says
 * the token was replaced, never what it was or is.
 */
export async function regenerateStationToken(
  db: PrismaClient,
  actorId: string,
  input: { id: string },
  appUrl: string,
) {
  const after = await thenForgetCatalogue(
    withFreshToken((token) =>
      db.$transaction(async (tx) => {
        const changed: { row?: AdminStationRow } = {};
        await auditedUpdate(
          tx,
          { actorId, action: "station.regenerate", target: { type: "Station", id: input.id } },
          {
            load: async () => {
              const before = await tx.station.findUnique({
                where: { id: input.id },
                select: ADMIN_FIELDS,
              });
              return { ...stationAuditView(stationOrRefuse(before)), token: "replaced" };
            },
            notFound: NO_STATION_MESSAGE,
            update: async () => {
              changed.row = await tx.station.update({
                where: { id: input.id },
                data: { token },
                select: ADMIN_FIELDS,
              });
              return { ...stationAuditView(changed.row), token: "new" };
            },
          },
        );
        return stationOrRefuse(changed.row);
      }),
    ),
  );
  return { ...after, url: stationUrl(appUrl, after.token) };
}

/** The printable sheet: the chosen (default: every active) stations with their QR code's URL. */
export async function stationSheet(
  db: PrismaClient,
  input: { ids?: string[] },
  appUrl: string,
  locale: Locale,
) {
  const stations = await db.station.findMany({
    where: input.ids ? { id: { in: input.ids } } : { active: true },
    orderBy: STATION_ORDER,
    select: {
      id: true,
      label: true,
      description: true,
      translations: true,
      points: true,
      token: true,
    },
    take: 200,
  });
  // The printed cards are what visitors read: in the language of the page that prints them.
  return allInLanguage("station", stations, locale).map(({ token, ...station }) => ({
    ...station,
    url: stationUrl(appUrl, token),
  }));
}
