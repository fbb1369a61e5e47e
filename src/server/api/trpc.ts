/**
 * The tRPC set-up: the request context, the error shape clients rely on, and the procedure
 * ladder. Every procedure in the app is built from exactly one of the four builders at the end
 * of this file; the role check lives here and nowhere else.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { initTRPC, TRPCError } from "@trpc/server";
import type { CreateNextContextOptions } from "@trpc/server/adapters/next";
import superjson from "superjson";
import { z, ZodError } from "zod";
import type { Role } from "~/generated/prisma/enums";
import { env } from "~/env";
import { readSession, type AuthSession } from "~/server/auth/session";
import { isDatabaseUnavailable, isUnstorableText } from "~/server/database/availability";
import { getDatabase, type Database } from "~/server/db";
import { clientIp } from "~/server/http/client-ip";
import type { Locale } from "~/shared/i18n/locales";
import { hasRole } from "~/shared/roles";
import { isAppError, type AppErrorCode } from "~/server/errors";
import { localeSettings, requestLocale } from "~/server/i18n/locale";
import { getLogger, type Logger } from "~/server/infra/logger";
import { getMailer, type Mailer } from "~/server/infra/mail";
import { rateLimitsFor, type RateLimits } from "~/server/infra/rate-limit";

export type Context = {
  db: Database["prisma"];
  databaseKind: Database["kind"];
  session: AuthSession | null;
  requestId: string;
  ip: string | null;
  log: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Public base URL for links in mails: never taken from the request's Host header. */
  appUrl: string;
  /**
   * The request's language, as its pages get it (`requestLocale`: the person's stored choice,
   * the `locale` cookie, `Accept-Language`, the festival's default): the language of the mails
   * it causes to people without a stored choice (`mailLocale`).
   */
  locale: Locale;
  /** Adds a Set-Cookie header to the response. */
  setCookie(cookie: string): void;
  /** Whether the response carries a Set-Cookie so far: then no shared cache may keep it. */
  setsCookies(): boolean;
  /**
   * Runs work after the response, e.g. hashing and sending a mail, so that answering takes the
   * same time whether or not there was anything to do: over HTTP the task starts only once the
   * response has been sent (see `afterResponse`). Failures are logged.
   */
  defer(task: () => Promise<void>): void;
  /** The browser's Origin header and the origins this app answers on (see `sameOriginOnly`). */
  origin: string | null;
  allowedOrigins: string[];
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** APP_URL's origin, and the origin the request itself was made to (the demo on a LAN IP, say). */
function allowedOriginsOf(request: IncomingMessage): string[] {
  const origins = [new URL(env.APP_URL).origin];
  const host = request.headers.host;
  if (host) {
    const forwardedProto = request.headers["x-forwarded-proto"];
    const proto = env.TRUST_PROXY && typeof forwardedProto === "string" ? forwardedProto : "http";
    origins.push(`${proto}://${host}`, `https://${host}`);
  }
  return origins;
}

/** A well-formed incoming x-request-id (from a proxy) is kept so logs can be correlated. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The context of a call, from its parts: used by the HTTP handler, SSR helpers and tests. */
export function createInnerContext(parts: {
  database: Database;
  session: AuthSession | null;
  mailer: Mailer;
  setCookie: (cookie: string) => void;
  requestId?: string;
  ip?: string | null;
  log?: Logger;
  appUrl?: string;
  /** The request's language; default: the festival's (`FESTIVAL_DEFAULT_LOCALE`). */
  locale?: Locale;
  defer?: (task: () => Promise<void>) => void;
  /** When deferred tasks may start (`afterResponse` for a request); default: the next macrotask. */
  startDeferred?: (start: () => void) => void;
  origin?: string | null;
  allowedOrigins?: string[];
}): Context {
  const requestId = parts.requestId ?? randomUUID();
  const log = (parts.log ?? getLogger()).child({ requestId });
  let cookieSet = false;
  return {
    db: parts.database.prisma,
    databaseKind: parts.database.kind,
    session: parts.session,
    requestId,
    ip: parts.ip ?? null,
    log,
    mailer: parts.mailer,
    rateLimits: rateLimitsFor(parts.database.prisma),
    appUrl: parts.appUrl ?? env.APP_URL,
    locale: parts.locale ?? localeSettings().fallback,
    setCookie: (cookie) => {
      cookieSet = true;
      parts.setCookie(cookie);
    },
    setsCookies: () => cookieSet,
    origin: parts.origin ?? null,
    allowedOrigins: parts.allowedOrigins ?? [new URL(parts.appUrl ?? env.APP_URL).origin],
    defer:
      parts.defer ??
      ((task) => {
        (parts.startDeferred ?? setImmediate)(() => {
          void task().catch((error: unknown) => log.error({ err: error }, "deferred task failed"));
        });
      }),
  };
}

/**
 * Starts deferred work once the response is out: when it has finished (or the client went
 * away), then on a later macrotask, so not even the last write of the answer waits for it. On
 * the embedded database the work's queries would otherwise run before the answer is sent.
 */
export function afterResponse(response: ServerResponse): (start: () => void) => void {
  return (start) => {
    if (response.writableFinished || response.destroyed) setImmediate(start);
    else response.once("close", () => setImmediate(start));
  };
}

/** Appends a Set-Cookie header without dropping the ones already set. */
export function appendSetCookie(response: ServerResponse, cookie: string): void {
  const existing = response.getHeader("set-cookie");
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  response.setHeader("set-cookie", [...list, cookie]);
}

/** The context of a request: its database, session (sliding its expiry), IP and mailer. */
export async function createRequestContext(
  req: IncomingMessage,
  res?: ServerResponse,
): Promise<Context> {
  const database = await getDatabase();
  const { session, setCookie } = await readSession(database.prisma, req.headers.cookie);
  const context = createInnerContext({
    database,
    session,
    requestId: requestIdOf(req),
    ip: clientIp(req),
    origin: typeof req.headers.origin === "string" ? req.headers.origin : null,
    allowedOrigins: allowedOriginsOf(req),
    locale: requestLocale(req, session?.locale),
    mailer: await getMailer(),
    setCookie: (cookie) => {
      if (res) appendSetCookie(res, cookie);
    },
    startDeferred: res ? afterResponse(res) : undefined,
  });
  // An expired session's blank cookie, or the sliding expiry's fresh one.
  if (setCookie) context.setCookie(setCookie);
  return context;
}

/** What a client hears while the database is stopped or restarting (HTTP 503). */
export function databaseUnavailableError(cause: unknown): TRPCError {
  return new TRPCError({
    code: "SERVICE_UNAVAILABLE",
    message: "The festival service is briefly unavailable. Please try again in a moment.",
    cause,
  });
}

export async function createContext({ req, res }: CreateNextContextOptions): Promise<Context> {
  const context = await createRequestContext(req, res).catch((error: unknown) => {
    throw isDatabaseUnavailable(error) ? databaseUnavailableError(error) : error;
  });
  res.setHeader("x-request-id", context.requestId);
  return context;
}

/**
 * Live streams (server-sent events): a ping every 10 s keeps proxies from closing a quiet stream,
 * the client reconnects (with the last event id) after 25 s without one, and every stream ends
 * after 30 minutes and reconnects, so nothing held by a forgotten stream outlives that.
 */
export const SSE_PING_MS = 10_000;
export const SSE_RECONNECT_AFTER_SILENCE_MS = 25_000;
export const SSE_MAX_DURATION_MS = 30 * 60_000;

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: process.env.NODE_ENV === "development",
  sse: {
    ping: { enabled: true, intervalMs: SSE_PING_MS },
    client: { reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_SILENCE_MS },
    maxDurationMs: SSE_MAX_DURATION_MS,
  },
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const fieldErrors =
      error.code === "BAD_REQUEST" && cause instanceof ZodError
        ? z.flattenError(cause).fieldErrors
        : isAppError(cause)
          ? cause.fields
          : null;
    const retryAfterSeconds = isAppError(cause) ? cause.retryAfterSeconds : null;
    // The message by key and values, for pages that word it in their language (README
    // "Languages"); `message` stays the English words.
    const text = isAppError(cause) ? cause.text : null;
    return {
      ...shape,
      // An unexpected failure never shows its internals (SQL, paths) to the client.
      message: error.code === "INTERNAL_SERVER_ERROR" ? "Internal server error" : shape.message,
      data: { ...shape.data, fieldErrors, retryAfterSeconds, text },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

function requireRole(role: Role) {
  return t.middleware(({ ctx, next }) => {
    if (!ctx.session) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in first." });
    }
    if (!hasRole(ctx.session.user.role, role)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "You do not have access to this." });
    }
    return next({ ctx: { ...ctx, session: ctx.session } });
  });
}

/**
 * Changes are accepted only from this app's own pages: a browser always names the page's origin
 * on a POST, so a foreign site's form or script is refused even before cookies are considered.
 * Requests without an Origin (server-side calls, tests, curl) carry no ambient credentials risk.
 */
const sameOriginOnly = t.middleware(({ ctx, type, next }) => {
  if (type === "mutation" && ctx.origin !== null && !ctx.allowedOrigins.includes(ctx.origin)) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Cross-site requests are not accepted." });
  }
  return next();
});

/** The one place where the project's refusals become tRPC's (and so HTTP's) codes. */
const TRPC_CODE: Record<AppErrorCode, TRPCError["code"]> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

/**
 * Failures that are answers, not bugs: a service's `AppError` keeps its code, message and field
 * messages; a database outage is a 503 to retry, and text PostgreSQL cannot store (a NUL byte) is
 * a 400. Nothing was written in any of these cases (services own their transactions).
 */
const failuresAsAnswers = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR") {
    const cause = result.error.cause;
    if (isAppError(cause)) {
      throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
    }
    if (isDatabaseUnavailable(cause)) throw databaseUnavailableError(cause);
    if (isUnstorableText(cause)) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: "The text contains a character that cannot be stored.",
        cause,
      });
    }
  }
  return result;
});

const baseProcedure = t.procedure.use(failuresAsAnswers).use(sameOriginOnly);

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;
/** Any signed-in user; `ctx.session` is guaranteed. */
export const participantProcedure = baseProcedure.use(requireRole("PARTICIPANT"));
export const moderatorProcedure = baseProcedure.use(requireRole("MODERATOR"));
export const adminProcedure = baseProcedure.use(requireRole("ADMIN"));
