import { randomBytes } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { PrismaClient } from "~/generated/prisma/client";
import { windowRefusal, windowState, type WindowState } from "~/shared/challenges";
import { huntProgress, STATION_HUNT_SLUG, STATION_TOKEN_BYTES } from "~/server/domain/stations";
import { award, type EarnedAchievement } from "./award";
import { consumeBurst } from "~/server/infra/bursts";
import type { RateLimits } from "~/server/infra/rate-limit";

/**
 * Data access of the station hunt: tokens, the scan that credits a station once per user, the
 * station board a participant sees and someone's public progress.
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

/** The published station hunt challenge, or null when there is none. */
export function findStationHunt(db: Pick<PrismaClient, "challenge">): Promise<StationHunt | null> {
  return db.challenge.findFirst({
    where: { slug: STATION_HUNT_SLUG, kind: "STATION_HUNT", published: true },
    select: { id: true, title: true, goal: true, startsAt: true, endsAt: true },
  });
}

export const UNKNOWN_STATION_MESSAGE =
  "We do not know this station code. It may have been replaced by a new one: scan the code at the station again.";
export const INACTIVE_STATION_MESSAGE =
  "This station is not part of the hunt at the moment, so it earns no points.";
export const NO_HUNT_MESSAGE = "The station hunt is not running at the moment.";

export type ScanStation = { id: string; label: string };

export type ScanResult =
  | {
      status: "credited";
      station: ScanStation;
      points: number;
      scannedAt: Date;
      achievements: EarnedAchievement[];
    }
  | { status: "already"; station: ScanStation; scannedAt: Date };

/** The station a token opens, active or not; null for an unknown token. */
export function findStationByToken(db: Pick<PrismaClient, "station">, token: string) {
  return db.station.findUnique({
    where: { token },
    select: { id: true, label: true, description: true, points: true, active: true },
  });
}

/** Counts one scan attempt of the user; TOO_MANY_REQUESTS with the wait when over the limit. */
export function consumeScanAllowance(rateLimits: RateLimits, userId: string): Promise<void> {
  return consumeBurst(rateLimits, "stationScanByUser", userId);
}

/**
 * Credits the station of `token` to the user, once: the StationScan insert and the award happen in
 * one transaction, and the (user, station) unique key with ON CONFLICT DO NOTHING decides which
 * of many concurrent scans credits, never a read before the write. A later scan answers when the
 * station was first credited.
 *
 * Refusals (nothing credited): NOT_FOUND for an unknown or inactive token or a missing hunt,
 * BAD_REQUEST outside the hunt's window.
 */
export async function scanStation(
  db: PrismaClient,
  userId: string,
  token: string,
  now: Date = new Date(),
): Promise<ScanResult> {
  const station = await findStationByToken(db, token);
  if (!station) throw new TRPCError({ code: "NOT_FOUND", message: UNKNOWN_STATION_MESSAGE });
  if (!station.active)
    throw new TRPCError({ code: "NOT_FOUND", message: INACTIVE_STATION_MESSAGE });
  const hunt = await findStationHunt(db);
  if (!hunt) throw new TRPCError({ code: "NOT_FOUND", message: NO_HUNT_MESSAGE });
  const refusal = windowRefusal(hunt, now);
  if (refusal) throw new TRPCError({ code: "BAD_REQUEST", message: refusal });

  const summary = { id: station.id, label: station.label };
  return db.$transaction(async (tx): Promise<ScanResult> => {
    const [created] = await tx.stationScan.createManyAndReturn({
      data: [{ userId, stationId: station.id, scannedAt: now }],
      skipDuplicates: true,
      select: { id: true, scannedAt: true },
    });
    if (!created) {
      const first = await tx.stationScan.findUniqueOrThrow({
        where: { userId_stationId: { userId, stationId: station.id } },
        select: { scannedAt: true },
      });
      return { status: "already", station: summary, scannedAt: first.scannedAt };
    }
    const result = await award(
      tx,
      {
        type: "STATION_SCAN",
        userId,
        challengeId: hunt.id,
        scanId: created.id,
        points: station.points,
        at: now,
      },
      { now },
    );
    return {
      status: "credited",
      station: summary,
      points: result.entry?.amount ?? station.points,
      scannedAt: created.scannedAt,
      achievements: result.achievements,
    };
  });
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

/**
 * The hunt as one person sees it: the active stations in order with when they scanned each
 * (null for a visitor), their progress and station points.
 */
export async function stationBoard(db: PrismaClient, userId: string | null, now = new Date()) {
  const [hunt, stations, scans, points] = await Promise.all([
    findStationHunt(db),
    db.station.findMany({
      where: { active: true },
      orderBy: [{ position: "asc" }, { label: "asc" }, { id: "asc" }],
      select: { id: true, label: true, description: true, points: true },
    }),
    userId
      ? db.stationScan.findMany({ where: { userId }, select: { stationId: true, scannedAt: true } })
      : Promise.resolve([]),
    userId ? stationPoints(db, userId) : Promise.resolve(0),
  ]);
  const scannedAt = new Map(scans.map((scan) => [scan.stationId, scan.scannedAt]));
  return {
    hunt: huntSummary(hunt, now),
    stations: stations.map((station) => ({
      ...station,
      scannedAt: scannedAt.get(station.id) ?? null,
    })),
    progress: huntProgress(scans.length, stations.length, hunt?.goal ?? null),
    points,
  };
}

/**
 * Someone's public hunt progress: only when their profile is public (or it is the caller's
 * own); otherwise null, which the page shows as "not found" like an unknown id.
 */
export async function publicStationProgress(
  db: PrismaClient,
  userId: string,
  viewerId: string | null,
) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, publicProfile: true },
  });
  if (!user || (!user.publicProfile && user.id !== viewerId)) return null;
  const [hunt, total, scans, points] = await Promise.all([
    findStationHunt(db),
    db.station.count({ where: { active: true } }),
    db.stationScan.findMany({
      where: { userId },
      orderBy: { scannedAt: "asc" },
      select: { scannedAt: true, station: { select: { id: true, label: true } } },
    }),
    stationPoints(db, userId),
  ]);
  return {
    user: { id: user.id, name: user.name },
    progress: huntProgress(scans.length, total, hunt?.goal ?? null),
    points,
    scans: scans.map((scan) => ({
      stationId: scan.station.id,
      label: scan.station.label,
      scannedAt: scan.scannedAt,
    })),
  };
}
