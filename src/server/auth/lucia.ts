/**
 * lucia v3 (deprecated upstream, pinned) is used only in this file: database-backed, revocable
 * sessions with sliding expiry. Swapping it means rewriting this file and nothing else.
 */
import { Lucia, TimeSpan, type Adapter, type DatabaseSession, type DatabaseUser } from "lucia";
import type { PrismaClient } from "~/generated/prisma/client";
import type { Role } from "~/generated/prisma/enums";

type UserAttributes = { name: string; email: string; role: Role; publicProfile: boolean };
type SessionAttributes = { loggedInAt: Date };

function prismaAdapter(prisma: PrismaClient): Adapter {
  const toDatabaseSession = (row: {
    id: string;
    userId: string;
    expiresAt: Date;
    loggedInAt: Date;
  }): DatabaseSession => ({
    id: row.id,
    userId: row.userId,
    expiresAt: row.expiresAt,
    attributes: { loggedInAt: row.loggedInAt },
  });
  return {
    async getSessionAndUser(sessionId) {
      const row = await prisma.session.findUnique({
        where: { id: sessionId },
        include: {
          user: { select: { id: true, name: true, email: true, role: true, publicProfile: true } },
        },
      });
      if (!row) return [null, null];
      const { user, ...session } = row;
      const databaseUser: DatabaseUser = {
        id: user.id,
        attributes: {
          name: user.name,
          email: user.email,
          role: user.role,
          publicProfile: user.publicProfile,
        },
      };
      return [toDatabaseSession(session), databaseUser];
    },
    async getUserSessions(userId) {
      const rows = await prisma.session.findMany({ where: { userId } });
      return rows.map(toDatabaseSession);
    },
    async setSession(session) {
      await prisma.session.create({
        data: {
          id: session.id,
          userId: session.userId,
          expiresAt: session.expiresAt,
          loggedInAt: session.attributes.loggedInAt,
        },
      });
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await prisma.session.updateMany({ where: { id: sessionId }, data: { expiresAt } });
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

export function createLucia(prisma: PrismaClient, options: { secure: boolean }) {
  return new Lucia(prismaAdapter(prisma), {
    sessionExpiresIn: new TimeSpan(30, "d"),
    sessionCookie: {
      name: sessionCookieName(options.secure),
      expires: true,
      attributes: { secure: options.secure, sameSite: "lax", path: "/" },
    },
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => attributes,
  });
}

declare module "lucia" {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: UserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
  }
}
