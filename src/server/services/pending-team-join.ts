import { sealData, unsealData } from "iron-session";
import type { PrismaClient } from "~/generated/prisma/client";
import { env } from "~/env";
import { isAppError } from "~/server/errors";
import type { RateLimits } from "~/server/infra/rate-limit";
import { FALLBACK_LOCALE } from "~/shared/i18n/locales";
import type { ServerText } from "~/shared/i18n/server-text";
import { isJoinCode, teamPath } from "~/shared/teams/rules";
import { joinTeam } from "./teams";

/**
 * An invite link opened before signing in (README "Teams"), kept like a station scanned before
 * signing in (`pending-scan.ts`): the join code waits in a sealed, short-lived cookie. Sign-in
 * returns the person to the link (the remembered path), and the link's page then joins them at
 * once and clears the cookie. Only a code this browser opened as a visitor is joined without a
 * click; anyone else who opens a link confirms with a button.
 */

export const PENDING_TEAM_JOIN_COOKIE = "pending_team_join";
/** Long enough to register on a phone (the confirmation mail included). */
export const PENDING_TEAM_JOIN_TTL_SECONDS = 30 * 60;

const secureCookies = process.env.NODE_ENV === "production";

function cookie(value: string, maxAge: number): string {
  const attributes = [`Path=/`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (secureCookies) attributes.push("Secure");
  return `${PENDING_TEAM_JOIN_COOKIE}=${value}; ${attributes.join("; ")}`;
}

export async function pendingTeamJoinCookie(
  code: string,
  password: string = env.SESSION_SECRET,
): Promise<string> {
  const sealed = await sealData({ code }, { password, ttl: PENDING_TEAM_JOIN_TTL_SECONDS });
  return cookie(encodeURIComponent(sealed), PENDING_TEAM_JOIN_TTL_SECONDS);
}

export const clearPendingTeamJoinCookie = () => cookie("", 0);

/** The code kept in the cookie's (URL-decoded) value; null when absent, tampered or expired. */
export async function readPendingTeamJoin(
  value: string | undefined,
  password: string = env.SESSION_SECRET,
): Promise<string | null> {
  if (!value || value.length > 4096) return null;
  try {
    const data = await unsealData<{ code?: unknown }>(value, {
      password,
      ttl: PENDING_TEAM_JOIN_TTL_SECONDS,
    });
    return isJoinCode(data.code) ? data.code : null;
  } catch {
    return null;
  }
}

export type TeamJoinVisit = {
  /** Where to go now (the team's page after joining), or null to show the page. */
  redirect: string | null;
  /**
   * Why the kept join did not happen (team full, already in a team, …): the server's words and
   * their key, which the page words in its language (README "Languages").
   */
  refused: { message: string; text: ServerText | null } | null;
  setCookies: string[];
};

/**
 * The invite page's server side: a visitor's code is kept for after sign-in; someone signed in
 * with that code kept joins now (a refusal becomes the page's message: signing in succeeded).
 */
export async function openTeamJoinPage(
  db: PrismaClient,
  userId: string | null,
  code: string,
  pendingCookie: string | undefined,
  rateLimits: RateLimits,
): Promise<TeamJoinVisit> {
  if (userId === null)
    return { redirect: null, refused: null, setCookies: [await pendingTeamJoinCookie(code)] };
  if (pendingCookie === undefined) return { redirect: null, refused: null, setCookies: [] };
  const setCookies = [clearPendingTeamJoinCookie()];
  if ((await readPendingTeamJoin(pendingCookie)) !== code)
    return { redirect: null, refused: null, setCookies };
  try {
    // Only the team is read here: the achievements the join earned go to the inbox.
    const joined = await joinTeam(db, userId, { code }, rateLimits, FALLBACK_LOCALE);
    return { redirect: teamPath(joined.team.id), refused: null, setCookies };
  } catch (error) {
    if (isAppError(error))
      return {
        redirect: null,
        refused: { message: error.message, text: error.text },
        setCookies,
      };
    throw error;
  }
}
