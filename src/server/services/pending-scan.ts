import { sealData, unsealData } from "iron-session";
import { z } from "zod";
import type { PrismaClient } from "~/generated/prisma/client";
import { env } from "~/env";
import { isAppError, type AppError } from "~/server/errors";
import { appServerText } from "~/server/i18n/messages";
import type { Locale } from "~/shared/i18n/locales";
import type { ServerText } from "~/shared/i18n/server-text";
import type { RateLimits } from "~/server/infra/rate-limit";
import {
  isStationToken,
  SCAN_NOTICE_PARAM,
  STATION_PATH,
  STATION_TOKEN_MESSAGE,
  STATION_TOKEN_TEXT,
  type ScanNotice,
  type ScanRefusal,
  type VisitorStation,
} from "~/shared/stations/rules";
import { inLanguage } from "./content";
import { checkStationToken, scanStation } from "./stations";

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

const secureCookies = process.env.NODE_ENV === "production";

/**
 * `seenAt`: when the server found the code valid (epoch ms). A screen code (README "Screen-mode
 * station codes") is judged at that moment when credited after sign-in, so registering takes
 * longer than the code's minute; the seal proves the server saw it in time.
 */
const pendingSchema = z.object({
  token: z.string().refine(isStationToken),
  seenAt: z.number().int().positive().optional(),
});

function cookie(value: string, maxAge: number): string {
  const attributes = [`Path=/`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (secureCookies) attributes.push("Secure");
  return `${PENDING_SCAN_COOKIE}=${value}; ${attributes.join("; ")}`;
}

/** The Set-Cookie value that keeps `token` for PENDING_SCAN_TTL_SECONDS. */
export async function pendingScanCookie(
  token: string,
  password: string = env.SESSION_SECRET,
  seenAt?: Date,
): Promise<string> {
  const sealed = await sealData(
    { token, seenAt: seenAt?.getTime() },
    { password, ttl: PENDING_SCAN_TTL_SECONDS },
  );
  return cookie(encodeURIComponent(sealed), PENDING_SCAN_TTL_SECONDS);
}

/** The Set-Cookie value that removes the pending scan. */
export function clearPendingScanCookie(): string {
  return cookie("", 0);
}

/** The longest seal read back (a cookie's value, a URL's `?scan=`): longer ones are not ours. */
const SEALED_MOST = 4096;

/** Unseals a value sealed with `password`; null when tampered, expired or not what `schema` says. */
async function unsealAs<T>(
  sealed: string | undefined,
  schema: z.ZodType<T>,
  ttl: number,
  password: string,
): Promise<T | null> {
  if (!sealed || sealed.length > SEALED_MOST) return null;
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
  return (await readPendingScanEntry(cookieValue, password))?.token ?? null;
}

/** The pending scan's token and when the server saw it valid, or null. */
async function readPendingScanEntry(cookieValue: string | undefined, password: string) {
  return unsealAs(cookieValue, pendingSchema, PENDING_SCAN_TTL_SECONDS, password);
}

/** As admins may write them (`achievementTextInput`), at most the whole catalogue. */
const noticeAchievementSchema = z.object({
  key: z.string().max(100),
  title: z.string().max(80),
  description: z.string().max(300),
});

/** A notice as it may come back from a seal: exactly the shapes the station page shows. */
const scanNoticeSchema: z.ZodType<ScanNotice> = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("credited"),
    label: z.string().max(200),
    points: z.number().int(),
    achievements: z.array(noticeAchievementSchema).max(30).optional(),
  }),
  z.object({ kind: z.literal("already"), label: z.string().max(200), scannedAt: z.iso.datetime() }),
  z.object({
    kind: z.literal("refused"),
    message: z.string().max(500),
    text: z.custom<ServerText>((value) => appServerText(value) !== null).optional(),
  }),
]);

/** A refusal as the station page shows it: its words and, when it has them, its message key. */
function refusalOf(error: AppError): ScanRefusal {
  return error.text
    ? { kind: "refused", message: error.message, text: error.text }
    : { kind: "refused", message: error.message };
}

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
 * The notice names the station in `locale`. Returns null when there was no valid pending scan.
 */
export async function claimPendingScan(
  db: PrismaClient,
  rateLimits: RateLimits,
  userId: string,
  cookieValue: string | undefined,
  locale: Locale,
  password: string = env.SESSION_SECRET,
): Promise<ScanNotice | null> {
  const pending = await readPendingScanEntry(cookieValue, password);
  if (!pending) return null;
  const now = new Date();
  const seenAt = pending.seenAt === undefined ? now : new Date(pending.seenAt);
  return scanNotice(db, rateLimits, userId, pending.token, locale, now, seenAt);
}

/**
 * Scans the station of `token` for `userId` (judged as seen at `seenAt`) and says what happened,
 * its names and achievements in `locale`. A refusal is a notice, not an error.
 */
async function scanNotice(
  db: PrismaClient,
  rateLimits: RateLimits,
  userId: string,
  token: string,
  locale: Locale,
  now: Date,
  seenAt: Date = now,
): Promise<ScanNotice> {
  try {
    const result = await scanStation(db, userId, { token }, rateLimits, locale, now, seenAt);
    if (result.status === "already")
      return {
        kind: "already",
        label: result.station.label,
        scannedAt: result.scannedAt.toISOString(),
      };
    const earned = result.achievements.map(({ key, title, description }) => ({
      key,
      title,
      description,
    }));
    return {
      kind: "credited",
      label: result.station.label,
      points: result.points,
      ...(earned.length > 0 ? { achievements: earned } : {}),
    };
  } catch (error) {
    if (isAppError(error)) return refusalOf(error);
    throw error;
  }
}

/**
 * Where to go after claiming: the station page, with the outcome sealed in its URL. A seal too
 * long to be read back (several long achievements at once) goes without the achievements, which
 * the achievements page lists anyway: the "+10 points" is never lost.
 */
export async function stationPageWithNotice(
  notice: ScanNotice,
  password: string = env.SESSION_SECRET,
): Promise<string> {
  let sealed = await sealScanNotice(notice, password);
  if (sealed.length > SEALED_MOST && notice.kind === "credited") {
    const { achievements, ...plain } = notice;
    void achievements;
    sealed = await sealScanNotice(plain, password);
  }
  return `${STATION_PATH}?${SCAN_NOTICE_PARAM}=${encodeURIComponent(sealed)}`;
}

/**
 * A visitor opened `?qr=`: the station to show (in `locale`) and the cookie that keeps its token
 * for after sign-in, or why nothing will be credited (the refusals a signed-in scan would get, so
 * nobody signs up for nothing). `qr` is the raw query value.
 */
export async function keepVisitorScan(
  db: PrismaClient,
  qr: unknown,
  locale: Locale,
  now: Date = new Date(),
  password: string = env.SESSION_SECRET,
): Promise<{ visitor: VisitorStation; setCookie: string | null }> {
  const refused = (visitor: ScanRefusal) => ({ visitor, setCookie: null });
  if (!isStationToken(qr))
    return refused({ kind: "refused", message: STATION_TOKEN_MESSAGE, text: STATION_TOKEN_TEXT });
  const checked = await checkStationToken(db, qr, now);
  if (!checked.ok) return refused(refusalOf(checked.refusal));
  const { label, description, points } = inLanguage("station", checked.station, locale);
  return {
    visitor: { kind: "station", label, description, points },
    setCookie: await pendingScanCookie(qr, password, now),
  };
}

/** What the station page is opened with: its query and the pending scan's cookie. */
export type StationPageRequest = {
  /** `?qr=`: a station's token, as a phone camera opens the printed QR code. */
  qr: unknown;
  /** `?scan=`: the sealed outcome of a scan kept over sign-in. */
  scan: unknown;
  pendingCookie: string | undefined;
};

/**
 * What the station page shows first, and the cookies its answer sets; or, when it claimed a
 * signed-in person's `?qr=`, where to send them instead (`redirect`, with the outcome sealed).
 */
export type StationPageVisit = {
  notice: ScanNotice | null;
  visitor: VisitorStation | null;
  setCookies: string[];
  redirect: string | null;
};

/**
 * The station page's claim, on the server: a sealed outcome (`?scan=`) becomes the notice; for
 * someone signed in another way than through /authenticated, a kept scan is credited now (its
 * cookie cleared); a signed-in person's `?qr=` is claimed now, before the page is sent, and the
 * page is sent on to `?scan=` with the outcome (so the scan counts even if they leave at once,
 * and a reload claims nothing); a visitor's `?qr=` is kept for after sign-in.
 */
export async function openStationPage(
  db: PrismaClient,
  userId: string | null,
  request: StationPageRequest,
  rateLimits: RateLimits,
  locale: Locale,
  now: Date = new Date(),
): Promise<StationPageVisit> {
  const setCookies: string[] = [];
  let notice: ScanNotice | null =
    typeof request.scan === "string" ? await unsealScanNotice(request.scan) : null;
  let visitor: VisitorStation | null = null;
  let redirect: string | null = null;

  if (userId !== null && request.pendingCookie !== undefined) {
    notice =
      (await claimPendingScan(db, rateLimits, userId, request.pendingCookie, locale)) ?? notice;
    setCookies.push(clearPendingScanCookie());
  }
  if (request.qr !== undefined) {
    if (userId === null) {
      const kept = await keepVisitorScan(db, request.qr, locale, now);
      visitor = kept.visitor;
      if (kept.setCookie) setCookies.push(kept.setCookie);
    } else {
      const claimed: ScanNotice = isStationToken(request.qr)
        ? await scanNotice(db, rateLimits, userId, request.qr, locale, now)
        : { kind: "refused", message: STATION_TOKEN_MESSAGE, text: STATION_TOKEN_TEXT };
      redirect = await stationPageWithNotice(claimed);
    }
  }
  return { notice, visitor, setCookies, redirect };
}
