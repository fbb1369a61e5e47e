import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";
import { appRouter } from "~/server/api/root";
import { testContext } from "~/test/callers";
import { withTestDatabase } from "~/test/database";

const db = withTestDatabase();

async function post(contentType: string | null, body: string) {
  const headers = new Headers();
  if (contentType) headers.set("content-type", contentType);
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req: new Request("http://127.0.0.1/api/trpc/auth.login", { method: "POST", headers, body }),
    createContext: () => testContext(db.database, null).ctx,
  });
  return response.status;
}

describe("mutations over HTTP", () => {
  const login = JSON.stringify({ json: { email: "x@festival.test", password: "a long password" } });
  it("take JSON", async () => {
    expect(await post("application/json", login)).toBe(401);
  });
  for (const type of ["text/plain", "application/x-www-form-urlencoded", null]) {
    it(`refuse ${type ?? "a missing content type"}`, async () => {
      const status = await post(type, login);
      expect([400, 415]).toContain(status);
    });
  }
});
