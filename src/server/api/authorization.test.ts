import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { PROCEDURE_POLICY, type ProcedurePolicy } from "~/server/api/procedure-policy";
import { appRouter, createCaller } from "~/server/api/root";
import { hasRole } from "~/shared/roles";
import { ACTORS, createSession, sessionFor, testContext, type Actor } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { allProcedures, callByPath } from "~/test/procedures";

const db = withTestDatabase(seedCatalogue);

function mayCall(actor: Actor, policy: ProcedurePolicy): boolean {
  if (policy === "public") return true;
  return actor !== "anonymous" && hasRole(actor, policy);
}

/** What calling a procedure did: its error code, or "OK". */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

const procedures = allProcedures();

/** Procedures that fail on purpose: /sentry-example-page proves server errors are reported. */
const FAILING_ON_PURPOSE = new Set(["system.sentryExample"]);

describe("the policy table", () => {
  it("lists every procedure of the router, and only those", () => {
    const routed = procedures.map((entry) => entry.path);
    expect(routed.filter((path) => !(path in PROCEDURE_POLICY))).toEqual([]);
    expect(Object.keys(PROCEDURE_POLICY).filter((path) => !routed.includes(path))).toEqual([]);
  });
});

describe("the authorization matrix", () => {
  for (const { path, procedure } of procedures) {
    const policy = PROCEDURE_POLICY[path] ?? "ADMIN";
    for (const actor of ACTORS) {
      const allowed = mayCall(actor, policy);
      it(`${path} (${policy}): ${actor} is ${allowed ? "let through" : "refused"}`, async () => {
        // A fresh session per call: some procedures end the session or delete the account.
        const session = await sessionFor(db.database, actor);
        const { ctx } = testContext(db.database, session);
        // No input: the role guard runs before input validation, so a refusal is the guard's.
        const code = await outcome(() => callByPath(ctx, path, procedure, undefined));
        if (allowed) {
          expect(["UNAUTHORIZED", "FORBIDDEN"]).not.toContain(code);
          if (!FAILING_ON_PURPOSE.has(path)) expect(code).not.toBe("INTERNAL_SERVER_ERROR");
        } else {
          expect(code).toBe(actor === "anonymous" ? "UNAUTHORIZED" : "FORBIDDEN");
        }
      });
    }
  }
});

describe("identity", () => {
  it("comes from the session even when the input names another user", async () => {
    const me = await createSession(db.database, "PARTICIPANT");
    const other = await createSession(db.database, "PARTICIPANT");
    const caller = createCaller(testContext(db.database, me).ctx);
    const input = { name: "Renamed by someone else", userId: other.user.id, id: other.user.id };
    await caller.account.updateProfile({ ...input, publicProfile: true });
    const [mine, theirs] = await Promise.all([
      db.database.prisma.user.findUniqueOrThrow({ where: { id: me.user.id } }),
      db.database.prisma.user.findUniqueOrThrow({ where: { id: other.user.id } }),
    ]);
    expect(mine.name).toBe("Renamed by someone else");
    expect(theirs.name).toBe(other.user.name);
    expect(theirs.publicProfile).toBe(false);
  });
});

describe("a batch of calls over HTTP", () => {
  it("answers each call on its own: allowed ones succeed, denied ones are refused", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const { ctx } = testContext(db.database, session);
    const paths = ["system.health", "admin.overview", "challenge.list", "admin.users.list"];
    const input = encodeURIComponent(
      JSON.stringify(
        Object.fromEntries(paths.map((_, index) => [index, superjson.serialize(undefined)])),
      ),
    );
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: new Request(`http://127.0.0.1/api/trpc/${paths.join(",")}?batch=1&input=${input}`),
      createContext: () => ctx,
    });
    const body: unknown = await response.json();
    expect(Array.isArray(body)).toBe(true);
    const results = Array.isArray(body) ? body : [];
    const codes = results.map((result: unknown) => {
      if (typeof result !== "object" || result === null) return "?";
      if ("result" in result) return "OK";
      if ("error" in result && typeof result.error === "object" && result.error !== null) {
        const data = "json" in result.error ? result.error.json : result.error;
        if (typeof data === "object" && data !== null && "data" in data) {
          const errorData = data.data;
          if (typeof errorData === "object" && errorData !== null && "code" in errorData) {
            return String(errorData.code);
          }
        }
      }
      return "?";
    });
    expect(codes).toEqual(["OK", "FORBIDDEN", "OK", "FORBIDDEN"]);
  });
});
