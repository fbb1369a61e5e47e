import type { PrismaClient } from "~/generated/prisma/client";
import type { Role } from "~/generated/prisma/enums";
import type { SessionPayload } from "~/shared/session";
import { env } from "~/env";
import { readCookie } from "~/server/http/cookies";
import { absoluteEndOf, createLucia, sessionCookie, sessionCookieName } from "./lucia";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  publicProfile: boolean;
};

/** Who is calling: the signed-in user and the session (device) they use. */
export type AuthSession = {
  id: string;
  user: SessionUser;
  loggedInAt: Date;
  /** The person's chosen language (`User.locale`, README "Languages"); not sent to the client. */
  locale?: string | null;
};

/** The fields of a user a session carries (and the session endpoint shows). */
export function sessionUserOf(user: SessionUser): SessionUser {
  const { id, name, email, role, publicProfile } = user;
  return { id, name, email, role, publicProfile };
}

/** Session cookies carry Secure (and the __Host- prefix) in production. */
const secureCookies = process.env.NODE_ENV === "production";

const luciaByClient = new WeakMap<PrismaClient, ReturnType<typeof createLucia>>();

function luciaFor(prisma: PrismaClient) {
  let lucia = luciaByClient.get(prisma);
  if (!lucia) {
    lucia = createLucia(prisma, { secure: secureCookies, absoluteDays: env.SESSION_ABSOLUTE_DAYS });
    luciaByClient.set(prisma, lucia);
  }
  return lucia;
}

/** What a session id can look like (lucia's are 40 base32 characters); junk costs no query. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Reads and validates the session cookie of a request. `setCookie`, when present, must be sent
 * back: the session's expiry slid forward, or the cookie named a session that no longer exists.
 * The Cookie header is read tolerantly (see `readCookie`), not with lucia's parser, which throws
 * on any cookie's bad percent-escape: a stray cookie of another site must not lock anyone out.
 */
export async function readSession(
  prisma: PrismaClient,
  cookieHeader: string | undefined,
): Promise<{ session: AuthSession | null; setCookie?: string }> {
  const lucia = luciaFor(prisma);
  const sessionId = readCookie(cookieHeader, sessionCookieName(secureCookies));
  if (!sessionId) return { session: null };
  if (!SESSION_ID.test(sessionId))
    return { session: null, setCookie: lucia.createBlankSessionCookie().serialize() };
  const { session, user } = await lucia.validateSession(sessionId);
  if (!session) return { session: null, setCookie: lucia.createBlankSessionCookie().serialize() };
  return {
    session: {
      id: session.id,
      loggedInAt: session.loggedInAt,
      user: sessionUserOf(user),
      locale: user.locale,
    },
    setCookie: session.fresh ? cookieUntilEnd(lucia, session) : undefined,
  };
}

/** Starts a new session (always a new id: no session fixation) and returns its cookie. */
export async function startSession(prisma: PrismaClient, userId: string): Promise<string> {
  const lucia = luciaFor(prisma);
  const session = await lucia.createSession(userId, { loggedInAt: new Date() });
  return cookieUntilEnd(lucia, session);
}

/** The cookie of a session, expiring with it: the sliding expiry or the absolute end. */
function cookieUntilEnd(
  lucia: ReturnType<typeof luciaFor>,
  session: { id: string; expiresAt: Date; loggedInAt: Date },
): string {
  const end = absoluteEndOf(session.loggedInAt, env.SESSION_ABSOLUTE_DAYS);
  return sessionCookie(lucia, session.id, end < session.expiresAt ? end : session.expiresAt);
}

/** Ends one session and returns the cookie that clears it in the browser. */
export async function endSession(prisma: PrismaClient, sessionId: string): Promise<string> {
  const lucia = luciaFor(prisma);
  await lucia.invalidateSession(sessionId);
  return lucia.createBlankSessionCookie().serialize();
}

export function blankSessionCookie(prisma: PrismaClient): string {
  return luciaFor(prisma).createBlankSessionCookie().serialize();
}

/** Signs a user out everywhere, except on the device `keepSessionId` if given. */
export async function endUserSessions(
  prisma: Pick<PrismaClient, "session">,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await prisma.session.deleteMany({
    where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
  });
}

/** The JSON of GET /api/_auth/session and of `pageProps.session`. */
export function toSessionPayload(session: AuthSession): SessionPayload {
  return { user: session.user, loggedInAt: session.loggedInAt.toISOString() };
}
