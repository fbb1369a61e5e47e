import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import type { Role } from "~/generated/prisma/enums";
import { createCaller } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import { hashPassword } from "~/server/auth/password";
import { sessionUserOf, type AuthSession } from "~/server/auth/session";
import type { Database } from "~/server/database/open";
import { createMailer, type Mailer } from "~/server/infra/mail";
import type { Locale } from "~/shared/i18n/locales";

/** The four callers every authorization test distinguishes. */
export const ACTORS = ["anonymous", "PARTICIPANT", "MODERATOR", "ADMIN"] as const;
export type Actor = (typeof ACTORS)[number];

export const TEST_PASSWORD = "correct horse battery";

/** A real, confirmed user of the given role (password TEST_PASSWORD), and a real session for it. */
export async function createSession(database: Database, role: Role): Promise<AuthSession> {
  const suffix = randomBytes(4).toString("hex");
  const user = await database.prisma.user.create({
    data: {
      email: `${role.toLowerCase()}-${suffix}@festival.test`,
      name: `${role} ${suffix}`,
      role,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerifiedAt: new Date(),
    },
  });
  const session = await database.prisma.session.create({
    data: {
      id: randomBytes(20).toString("hex"),
      userId: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return {
    id: session.id,
    loggedInAt: session.loggedInAt,
    user: sessionUserOf(user),
  };
}

export async function sessionFor(database: Database, actor: Actor): Promise<AuthSession | null> {
  return actor === "anonymous" ? null : createSession(database, actor);
}

/** Mail written to a temporary outbox: the mailer's real file mode, for tests not about mail. */
export function outboxMailer(): Mailer {
  return createMailer({
    from: "Festival <no-reply@festival.test>",
    outboxDir: mkdtempSync(path.join(os.tmpdir(), "festival-outbox-")),
    log: pino({ level: "silent" }),
    logLinks: false,
  });
}

/** The request's mailer, IP and language (`ctx.locale`, as `requestLocale` resolved it). */
type CallerOptions = { mailer?: Mailer; ip?: string; locale?: Locale };

/**
 * A context as a request would get it. `cookies` collects the Set-Cookie values the procedures
 * send back.
 */
export function testContext(
  database: Database,
  session: AuthSession | null,
  options: CallerOptions = {},
) {
  const cookies: string[] = [];
  const deferred: Promise<void>[] = [];
  const ctx = createInnerContext({
    database,
    session,
    mailer: options.mailer ?? outboxMailer(),
    ip: options.ip ?? "203.0.113.7",
    locale: options.locale,
    setCookie: (cookie) => cookies.push(cookie),
    defer: (task) => {
      deferred.push(task());
    },
  });
  /** Waits for the work procedures deferred (mails, …); rethrows its failures. */
  const settled = async () => {
    await Promise.all(deferred.splice(0));
  };
  return { ctx, cookies, settled };
}

/**
 * A server-side caller of the whole API as `session`'s user (null: a visitor), with the context's
 * cookies and deferred work (see `testContext`).
 */
export function callerFor(
  database: Database,
  session: AuthSession | null,
  options: CallerOptions = {},
) {
  const context = testContext(database, session, options);
  return { caller: createCaller(context.ctx), ...context };
}

/** A new user of `role` (see `createSession`) and a caller as them, with their session. */
export async function signedIn(database: Database, role: Role, options: CallerOptions = {}) {
  const session = await createSession(database, role);
  return { session, ...callerFor(database, session, options) };
}

/** A server-side caller of the whole API, as the given actor. */
export async function callerAs(database: Database, actor: Actor, options: CallerOptions = {}) {
  return callerFor(database, await sessionFor(database, actor), options).caller;
}
