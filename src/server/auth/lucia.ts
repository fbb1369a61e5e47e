/**
 * lucia v3 (deprecated upstream, pinned) is used only in this file: database-backed, revocable
 * sessions with sliding expiry. Swapping it means rewriting this file and nothing else.
 *
 * Sessions slide SESSION_SLIDING_DAYS from their last use, and end for good `absoluteDays` after
 * signing in (`loggedInAt`), however often they are used: the adapter reports a session past that
 * end as expired (lucia then deletes it), never stores a sliding expiry beyond it, and the cookie
 * never outlives it (`sessionCookie`).
 */
import {
  Cookie,
  Lucia,
  TimeSpan,
  type Adapter,
  type DatabaseSession,
  type DatabaseUser,
} from "lucia";
import type { PrismaClient } from "~/generated/prisma/client";
import type { Role } from "~/generated/prisma/enums";
import { parseRole } from "~/shared/roles";

type UserAttributes = {
  name: string;
  email: string;
  role: Role;
  publicProfile: boolean;
  locale: string | null;
};
type SessionAttributes = { loggedInAt: Date };

export const SESSION_SLIDING_DAYS = 30;
const DAY_MS = 86_400_000;

/** When a session signed in at `loggedInAt` ends at the latest. */
export function absoluteEndOf(loggedInAt: Date, absoluteDays: number): Date {
  return new Date(loggedInAt.getTime() + absoluteDays * DAY_MS);
}

const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

type SessionAndUserRow = {
  id: string;
  userId: string;
  expiresAt: Date;
  loggedInAt: Date;
  name: string;
  email: string;
  role: string;
  publicProfile: boolean;
  locale: string | null;
};

function prismaAdapter(prisma: PrismaClient, absoluteDays: number): Adapter {
  const capped = (expiresAt: Date, loggedInAt: Date) =>
    earlier(expiresAt, absoluteEndOf(loggedInAt, absoluteDays));
  const toDatabaseSession = (row: {
    id: string;
    userId: string;
    expiresAt: Date;
    loggedInAt: Date;
  }): DatabaseSession => ({
    id: row.id,
    userId: row.userId,
    // Past the absolute end, lucia sees an expired session and deletes it.
    expiresAt: capped(row.expiresAt, row.loggedInAt),
    attributes: { loggedInAt: row.loggedInAt },
  });
  return {
    async getSessionAndUser(sessionId) {
      // One statement (every request makes it): Prisma's include would read the user apart.
      const [row] = await prisma.$queryRaw<SessionAndUserRow[]>`
        SELECT s."id", s."userId", s."expiresAt", s."loggedInAt",
               u."name", u."email", u."role"::text AS "role", u."publicProfile",
               u."locale"
        FROM "Session" s JOIN "User" u ON u."id" = s."userId"
        WHERE s."id" = ${sessionId}`;
      const role = row && parseRole(row.role);
      if (!row || !role) return [null, null];
      const databaseUser: DatabaseUser = {
        id: row.userId,
        attributes: {
          name: row.name,
          email: row.email,
          role,
          publicProfile: row.publicProfile,
          locale: row.locale,
        },
      };
      return [toDatabaseSession(row), databaseUser];
    },
    async getUserSessions(userId) {
      const rows = await prisma.session.findMany({ where: { userId } });
      return rows.map(toDatabaseSession);
    },
    async setSession(session) {
      const { loggedInAt } = session.attributes;
      await prisma.session.create({
        data: {
          id: session.id,
          userId: session.userId,
          expiresAt: capped(session.expiresAt, loggedInAt),
          loggedInAt,
        },
      });
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      // Sliding forward, but never past the absolute end (near it, this changes nothing).
      const row = await prisma.session.findUnique({
        where: { id: sessionId },
        select: { loggedInAt: true, expiresAt: true },
      });
      if (!row) return;
      const next = capped(expiresAt, row.loggedInAt);
      if (next.getTime() > row.expiresAt.getTime()) {
        await prisma.session.updateMany({ where: { id: sessionId }, data: { expiresAt: next } });
      }
    },
    async deleteSession(sessionId) {
      await prisma.session.deleteMany({ where: { id: sessionId } });
    },
    async deleteUserSessions(userId) {
      await prisma.session.deleteMany({ where: { userId } });
    },
    async deleteExpiredSessions() {
      await prisma.session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
    },
  };
}

/** `__Host-` binds the cookie to this exact origin over HTTPS; it needs Secure, so production only. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "session";
}

export function createLucia(
  prisma: PrismaClient,
  options: { secure: boolean; absoluteDays: number },
) {
  return new Lucia(prismaAdapter(prisma, options.absoluteDays), {
    sessionExpiresIn: new TimeSpan(SESSION_SLIDING_DAYS, "d"),
    sessionCookie: {
      name: sessionCookieName(options.secure),
      expires: true,
      attributes: { secure: options.secure, sameSite: "lax", path: "/" },
    },
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => attributes,
  });
}

/**
 * The Set-Cookie of a session that lasts until `expiresAt` (lucia's own cookie always says the
 * full sliding period, which near the absolute end would outlive the session).
 */
export function sessionCookie(
  lucia: ReturnType<typeof createLucia>,
  sessionId: string,
  expiresAt: Date,
  now = new Date(),
): string {
  const cookie = lucia.createSessionCookie(sessionId);
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return new Cookie(cookie.name, cookie.value, { ...cookie.attributes, maxAge }).serialize();
}

declare module "lucia" {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: UserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
  }
}
