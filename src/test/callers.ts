import { randomBytes } from "node:crypto";
import type { Role } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import type { AuthSession } from "~/server/auth/session";
import type { Database } from "~/server/database/open";

/** The four callers every authorization test distinguishes. */
export const ACTORS = ["anonymous", "PARTICIPANT", "MODERATOR", "ADMIN"] as const;
export type Actor = (typeof ACTORS)[number];

/** A real user row of the given role, and a session for it. */
export async function createSession(database: Database, role: Role): Promise<AuthSession> {
  const suffix = randomBytes(4).toString("hex");
  const user = await database.prisma.user.create({
    data: {
      email: `${role.toLowerCase()}-${suffix}@festival.test`,
      name: `${role} ${suffix}`,
      role,
    },
  });
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      publicProfile: user.publicProfile,
    },
    loggedInAt: new Date(),
  };
}

export async function sessionFor(database: Database, actor: Actor): Promise<AuthSession | null> {
  return actor === "anonymous" ? null : createSession(database, actor);
}

/** A server-side caller of the whole API, as the given actor. */
export async function callerAs(database: Database, actor: Actor) {
  return createCaller(createInnerContext({ database, session: await sessionFor(database, actor) }));
}
