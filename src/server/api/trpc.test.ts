import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  adminProcedure,
  createCallerFactory,
  createTRPCRouter,
  moderatorProcedure,
  participantProcedure,
  publicProcedure,
} from "~/server/api/trpc";
import { AppError } from "~/server/errors";
import { ACTORS, sessionFor, testContext, type Actor } from "~/test/callers";
import { withTestDatabase } from "~/test/database";

// A router built from the real procedure ladder, one procedure per rung, so the ladder is tested
// on its own; each area's router gets its own authorization tests.
const ladder = createTRPCRouter({
  open: publicProcedure.query(({ ctx }) => ctx.session?.user.id ?? "anonymous"),
  participant: participantProcedure.query(({ ctx }) => ctx.session.user.id),
  moderator: moderatorProcedure.query(({ ctx }) => ctx.session.user.id),
  admin: adminProcedure.query(({ ctx }) => ctx.session.user.id),
  echo: publicProcedure
    .input(z.object({ name: z.string().min(1).max(60), age: z.number().int().min(0).max(150) }))
    .mutation(({ input }) => input),
  refuse: publicProcedure.query(() => {
    throw new AppError("UNAUTHORIZED", "Email or password is incorrect.", {
      text: { key: "auth.server.wrongCredentials" },
    });
  }),
  explode: publicProcedure.query(() => {
    throw new Error('relation "User" does not exist at /srv/app/secret.ts');
  }),
});

const db = withTestDatabase();

const expected: Record<Actor, Record<"open" | "participant" | "moderator" | "admin", string>> = {
  anonymous: {
    open: "ok",
    participant: "UNAUTHORIZED",
    moderator: "UNAUTHORIZED",
    admin: "UNAUTHORIZED",
  },
  PARTICIPANT: { open: "ok", participant: "ok", moderator: "FORBIDDEN", admin: "FORBIDDEN" },
  MODERATOR: { open: "ok", participant: "ok", moderator: "ok", admin: "FORBIDDEN" },
  ADMIN: { open: "ok", participant: "ok", moderator: "ok", admin: "ok" },
};

describe("procedure ladder", () => {
  for (const actor of ACTORS) {
    it(`gives ${actor} exactly the rungs of their role`, async () => {
      const session = await sessionFor(db.database, actor);
      const caller = createCallerFactory(ladder)(testContext(db.database, session).ctx);
      for (const rung of ["open", "participant", "moderator", "admin"] as const) {
        const outcome = await caller[rung]().then(
          (userId) => {
            // Identity always comes from the session.
            expect(userId).toBe(session?.user.id ?? "anonymous");
            return "ok";
          },
          (error: unknown) => (error instanceof TRPCError ? error.code : "unexpected"),
        );
        expect(outcome, `${actor} calling ${rung}`).toBe(expected[actor][rung]);
      }
    });
  }
});

async function callOverHttp(path: string, init: RequestInit) {
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    req: new Request(`http://localhost/api/trpc/${path}`, init),
    router: ladder,
    createContext: () => testContext(db.database, null).ctx,
  });
  return { status: response.status, body: await response.json() };
}

describe("error shape", () => {
  it("answers invalid input with BAD_REQUEST and a message per field", async () => {
    const { status, body } = await callOverHttp("echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { name: "", age: 1.5 } }),
    });
    expect(status).toBe(400);
    expect(body.error.json.data.code).toBe("BAD_REQUEST");
    expect(Object.keys(body.error.json.data.fieldErrors).sort()).toEqual(["age", "name"]);
    expect(body.error.json.data.fieldErrors.name[0]).toMatch(/>=1 characters/);
  });

  it("hides the cause of an unexpected failure from the client", async () => {
    const { status, body } = await callOverHttp("explode", { method: "GET" });
    expect(status).toBe(500);
    expect(body.error.json.message).toBe("Internal server error");
    expect(JSON.stringify(body)).not.toMatch(/relation|secret\.ts|\/srv/);
  });

  it('carries a refusal\'s message key and values for the page to word (README "Languages")', async () => {
    const { status, body } = await callOverHttp("refuse", { method: "GET" });
    expect(status).toBe(401);
    expect(body.error.json.message).toBe("Email or password is incorrect.");
    expect(body.error.json.data.text).toEqual({ key: "auth.server.wrongCredentials" });
    const limited = await callOverHttp("participant", { method: "GET" });
    expect(limited.body.error.json.data.text).toBeNull();
  });

  it("reports the refusal code for missing sign-in", async () => {
    const { status, body } = await callOverHttp("participant", { method: "GET" });
    expect(status).toBe(401);
    expect(body.error.json.data.code).toBe("UNAUTHORIZED");
    expect(body.error.json.data.fieldErrors).toBeNull();
  });
});

describe("cross-site requests", () => {
  const viaOrigin = (origin: string | null) =>
    createCallerFactory(ladder)({
      ...testContext(db.database, null).ctx,
      origin,
      allowedOrigins: ["http://localhost:3000"],
    });

  it("refuses a change sent from another site's page", async () => {
    await expect(
      viaOrigin("https://evil.example").echo({ name: "x", age: 1 }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("accepts changes from the app's own pages and from callers without a browser", async () => {
    await expect(viaOrigin("http://localhost:3000").echo({ name: "x", age: 1 })).resolves.toEqual({
      name: "x",
      age: 1,
    });
    await expect(viaOrigin(null).echo({ name: "x", age: 1 })).resolves.toBeTruthy();
  });

  it("lets anyone read: queries are not changes", async () => {
    await expect(viaOrigin("https://evil.example").open()).resolves.toBe("anonymous");
  });
});
