import { TRPCError } from "@trpc/server";
import { isAppError } from "~/server/errors";
import { sealData, unsealData } from "iron-session";
import { z } from "zod";
import type { PrismaClient } from "~/generated/prisma/client";
import { env } from "~/env";
import { windowRefusal } from "~/shared/challenges";
import { isStationToken, STATION_PATH, STATION_TOKEN_MESSAGE } from "~/server/domain/stations";
import type { RateLimits } from "~/server/infra/rate-limit";
import {
  consumeScanAllowance,
  findStationByToken,
  findStationHunt,
  INACTIVE_STATION_MESSAGE,
  NO_HUNT_MESSAGE,
  scanStation,
  UNKNOWN_STATION_MESSAGE,
} from "./stations";

/**
 * A station scanned before signing in (DESIGN.md §6.4): its token waits in a sealed, short-lived
 * cookie and is credited right after sign-in or registration (`/authenticated`), then cleared.
 * The outcome travels to the station page sealed in its URL (`?scan=`), so nothing the browser
 * could forge is ever shown or credited; a tampered or expired seal is simply ignored.
 */

export const PENDING_SCAN_COOKIE = "pending_scan";
/** Long enough to register on a phone, short enough that a forgotten scan does not linger. */
export const PENDING_SCAN_TTL_SECONDS = 15 * 60;
/** The outcome in the URL is read once, right after the redirect. */
export const SCAN_NOTICE_TTL_SECONDS = 5 * 60;
/** The station page's query parameter that carries a sealed outcome. */
export const SCAN_NOTICE_PARAM = "scan";

const secureCookies = process.env.NODE_ENV === "production";

const pendingSchema = z.object({ token: z.string().refine(isStationToken) });

function cookie(value: string, maxAge: number): string {
  const attributes = [`Path=/`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (secureCookies) attributes.push("Secure");
  return `${PENDING_SCAN_COOKIE}=${value}; ${attributes.join("; ")}`;
}

/** The Set-Cookie value that keeps `token` for PENDING_SCAN_TTL_SECONDS. */
export async function pendingScanCookie(
  token: string,
  password: string = env.SESSION_SECRET,
): Promise<string> {
  const sealed = await sealData({ token }, { password, ttl: PENDING_SCAN_TTL_SECONDS });
  return cookie(encodeURIComponent(sealed), PENDING_SCAN_TTL_SECONDS);
}

/** The Set-Cookie value that removes the pending scan. */
export function clearPendingScanCookie(): string {
  return cookie("", 0);
}

/** Unseals a value sealed with `password`; null when tampered, expired or not what `schema` says. */
async function unsealAs<T>(
  sealed: string | undefined,
  schema: z.ZodType<T>,
  ttl: number,
  password: string,
): Promise<T | null> {
  if (!sealed || sealed.length > 4096) return null;
  try {
    const data = await unsealData<unknown>(sealed, { password, ttl });
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    // A malformed seal (not one iron-session recognises as tampered) is ignored the same way.
    return null;
  }
}

/** The token of the pending scan cookie's (already URL-decoded) value, or null. */
export async function readPendingScan(
  cookieValue: string | undefined,
  password: string = env.SESSION_SECRET,
): Promise<string | null> {
  const pending = await unsealAs(cookieValue, pendingSchema, PENDING_SCAN_TTL_SECONDS, password);
  return pending?.token ?? null;
}

/** What the station page says about a scan; plain JSON, so it can be a page prop or a seal. */
export const scanNoticeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("credited"), label: z.string().max(200), points: z.number().int() }),
  z.object({ kind: z.literal("already"), label: z.string().max(200), scannedAt: z.iso.datetime() }),
  z.object({ kind: z.literal("refused"), message: z.string().max(500) }),
]);
export type ScanNotice = z.infer<typeof scanNoticeSchema>;

export function sealScanNotice(
  notice: ScanNotice,
  password: string = env.SESSION_SECRET,
): Promise<string> {
  return sealData(notice, { password, ttl: SCAN_NOTICE_TTL_SECONDS });
}

export function unsealScanNotice(
  sealed: string | undefined,
  password: string = env.SESSION_SECRET,
): Promise<ScanNotice | null> {
  return unsealAs(sealed, scanNoticeSchema, SCAN_NOTICE_TTL_SECONDS, password);
}

/**
 * Credits the pending scan (if any) to the user who just signed in. Refusals (inactive station,
 * closed hunt, too many scans) become a notice rather than an error: signing in must succeed.
 * Returns null when there was no valid pending scan.
 */
export async function claimPendingScan(
  db: PrismaClient,
  rateLimits: RateLimits,
  userId: string,
  cookieValue: string | undefined,
  password: string = env.SESSION_SECRET,
): Promise<ScanNotice | null> {
  const token = await readPendingScan(cookieValue, password);
  if (!token) return null;
  try {
    await consumeScanAllowance(rateLimits, userId);
    const result = await scanStation(db, userId, token);
    return result.status === "credited"
      ? { kind: "credited", label: result.station.label, points: result.points }
      : { kind: "already", label: result.station.label, scannedAt: result.scannedAt.toISOString() };
  } catch (error) {
    if (isAppError(error) || (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR"))
      return { kind: "refused", message: error.message };
    throw error;
  }
}

/** Where to go after claiming: the station page, with the outcome sealed in its URL. */
export async function stationPageWithNotice(notice: ScanNotice): Promise<string> {
  const sealed = await sealScanNotice(notice);
  return `${STATION_PATH}?${SCAN_NOTICE_PARAM}=${encodeURIComponent(sealed)}`;
}

/** What the station page tells a visitor who opened a station link. */
export type VisitorStation =
  | { kind: "station"; label: string; description: string; points: number }
  | { kind: "refused"; message: string };

/**
 * A visitor opened `?qr=`: the station to show and the cookie that keeps its token for after
 * sign-in, or why nothing will be credited (the refusals a signed-in scan would get, so nobody
 * signs up for nothing). `qr` is the raw query value.
 */
export async function keepVisitorScan(
  db: PrismaClient,
  qr: unknown,
  now: Date = new Date(),
  password: string = env.SESSION_SECRET,
): Promise<{ visitor: VisitorStation; setCookie: string | null }> {
  const refused = (message: string) => ({
    visitor: { kind: "refused", message } as const,
    setCookie: null,
  });
  if (!isStationToken(qr)) return refused(STATION_TOKEN_MESSAGE);
  const station = await findStationByToken(db, qr);
  if (!station) return refused(UNKNOWN_STATION_MESSAGE);
  if (!station.active) return refused(INACTIVE_STATION_MESSAGE);
  const hunt = await findStationHunt(db);
  const closed = hunt ? windowRefusal(hunt, now) : NO_HUNT_MESSAGE;
  if (closed) return refused(closed);
  const { label, description, points } = station;
  return {
    visitor: { kind: "station", label, description, points },
    setCookie: await pendingScanCookie(qr, password),
  };
}
