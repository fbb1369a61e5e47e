import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";
import { PROCEDURE_POLICY } from "~/server/api/procedure-policy";
import { appRouter } from "~/server/api/root";
import { sharedCacheMeta, SHARED_CACHE_SECONDS } from "~/server/api/shared-cache";
import { createSession, testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { seedCatalogue } from "~/test/seeds";
import { allProcedures } from "~/test/procedures";

const db = withTestDatabase(seedCatalogue);

/** A batched GET as the browser's tRPC link sends it; the Cache-Control it got back. */
async function cacheControlOf(
  calls: Array<[path: string, input: unknown]>,
  options: { signedIn?: boolean; setsCookie?: boolean } = {},
) {
  const session = options.signedIn ? await createSession(db.database, "PARTICIPANT") : null;
  const input = Object.fromEntries(calls.map(([, value], index) => [index, { json: value }]));
  const url = new URL(`http://127.0.0.1/api/trpc/${calls.map(([path]) => path).join(",")}`);
  url.searchParams.set("batch", "1");
  url.searchParams.set("input", JSON.stringify(input));
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req: new Request(url),
    createContext: () => {
      const { ctx } = testContext(db.database, session);
      if (options.setsCookie) ctx.setCookie("session=; Max-Age=0");
      return ctx;
    },
    responseMeta: sharedCacheMeta,
  });
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    vary: response.headers.get("vary"),
  };
}

describe("shared caching of public answers", () => {
  it("lists public queries only", () => {
    const types = new Map(
      allProcedures().map(({ path, procedure }) => [path, procedure._def.type]),
    );
    for (const path of Object.keys(SHARED_CACHE_SECONDS)) {
      expect(PROCEDURE_POLICY[path], path).toBe("public");
      expect(types.get(path), path).toBe("query");
    }
  });

  it("lets a shared cache keep a visitor's dashboard for a few seconds, never the browser", async () => {
    const { status, cacheControl } = await cacheControlOf([["dashboard.global", undefined]]);
    expect(status).toBe(200);
    expect(cacheControl).toBe("public, max-age=0, s-maxage=10");
  });

  it("keeps one copy per language asked while more than one is offered", async () => {
    // The FAQ and the challenges come in the request's language (cookie or Accept-Language).
    const { cacheControl, vary } = await cacheControlOf([["faq.list", undefined]]);
    expect(cacheControl).toBe("public, max-age=0, s-maxage=60");
    expect(vary).toContain("Accept-Language, Cookie");
  });

  it("keeps a batch only as long as its shortest-lived answer", async () => {
    const { cacheControl } = await cacheControlOf([
      ["dashboard.global", undefined],
      ["care.feed", { limit: 12 }],
    ]);
    expect(cacheControl).toBe("public, max-age=0, s-maxage=5");
  });

  it("keeps nothing personal, failed, or carrying a cookie", async () => {
    const cases = [
      await cacheControlOf([["dashboard.global", undefined]], { signedIn: true }),
      await cacheControlOf([["dashboard.global", undefined]], { setsCookie: true }),
      await cacheControlOf([["achievement.list", undefined]]),
      await cacheControlOf([["challenge.bySlug", { slug: "no-such-challenge" }]]),
      await cacheControlOf([
        ["dashboard.global", undefined],
        ["challenge.mine", undefined],
      ]),
    ];
    for (const { cacheControl } of cases) expect(cacheControl ?? "").not.toContain("public");
  });
});
