import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Role } from "~/generated/prisma/enums";
import { appRouter } from "~/server/api/root";
import { createInnerContext } from "~/server/api/trpc";
import { toSessionPayload, type AuthSession } from "~/server/auth/session";
import { LIMITS, rateLimitsFor, type LimitName } from "~/server/infra/rate-limit";
import type { SessionPayload } from "~/shared/session";
import { createSession, outboxMailer } from "./callers";
import { createTestDatabase, type TestDatabase } from "./database";

/**
 * The app's API for component tests (happy-dom): the page's tRPC client (`api` from ~/lib/trpc)
 * reaches the real router and a fresh database in this process, the browser's fetch handing each
 * request to tRPC's fetch adapter, so what a component shows is what the server answered.
 *
 * `hold(method)` keeps requests of one method back until `release()`: POST to see a screen before
 * the server has answered a change, GET to see what a hook did with the answer before the refetch.
 */
export async function openPageApi() {
  const db: TestDatabase = await createTestDatabase();
  let session: AuthSession | null = null;
  let held: { method: string; released: Promise<void> } | null = null;
  let release = () => {};

  globalThis.fetch = async (input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      "http://festival.test",
    );
    const request = new Request(url, init);
    if (held && request.method === held.method) await held.released;
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: request,
      // As a request's context (testContext in ./callers), with the public URL and the request's
      // language given: this process is a browser, where the server's environment variables
      // (APP_URL, FESTIVAL_DEFAULT_LOCALE) are out of reach.
      createContext: () =>
        createInnerContext({
          database: db.database,
          session,
          mailer: outboxMailer(),
          appUrl: "http://festival.test",
          locale: "en",
          setCookie: () => {},
        }),
    });
  };

  return {
    prisma: db.database.prisma,
    /** A new user of `role`, signed in for every request from now on: the page's session. */
    async signIn(role: Role): Promise<SessionPayload> {
      session = await createSession(db.database, role);
      return toSessionPayload(session);
    },
    /** Uses up a limit for `key`, so the next attempt is refused with the wait. */
    async exhaust(limit: LimitName, key: string): Promise<void> {
      const limits = rateLimitsFor(db.database.prisma);
      for (let attempt = 0; attempt < LIMITS[limit].points; attempt += 1)
        await limits.consume(limit, key);
    },
    hold(method: "GET" | "POST") {
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { method, released };
    },
    release() {
      held = null;
      release();
    },
    async close() {
      this.release();
      // A request a component had scheduled (a query batched or polled as the test ended) is
      // answered "unavailable" rather than sent to happy-dom's fetch, which would try the page's
      // own origin over the network (ECONNREFUSED on 127.0.0.1:3000 in the test output).
      globalThis.fetch = async () => new Response(null, { status: 503 });
      await db.close();
    },
  };
}

export type PageApi = Awaited<ReturnType<typeof openPageApi>>;
