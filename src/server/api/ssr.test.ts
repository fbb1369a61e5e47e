import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { GetServerSidePropsContext } from "next";
import { afterAll, describe, expect, it } from "vitest";
import { createSession, outboxMailer } from "~/test/callers";
import { withTestDatabase } from "~/test/database";
import { getServerSideProps as afterSignIn } from "~/pages/authenticated";
import { issueToken } from "~/server/auth/tokens";
import { RESET_LINK } from "~/server/services/auth";
import { keyOf, LIMITS, rateLimitsFor } from "~/server/infra/rate-limit";
import { serverPage, tokenPage } from "./ssr";

const db = withTestDatabase(async (database) => {
  // The app's per-process database and mailer, pointed at this file's test database.
  globalThis.festivalDatabase = Promise.resolve(database);
  globalThis.festivalMailer = outboxMailer();
});
afterAll(() => {
  globalThis.festivalDatabase = undefined;
});

/** Next.js hands pages each cookie decoded once (kept as it is when it cannot be decoded). */
function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A real Node request/response pair, as Next.js hands getServerSideProps (raw cookie values). */
function pageRequest(
  path: string,
  cookies: Record<string, string> = {},
  params: Record<string, string> = {},
) {
  const req = new IncomingMessage(new Socket());
  req.url = path;
  req.headers.cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const res = new ServerResponse(req);
  const parsed = Object.fromEntries(
    Object.entries(cookies).map(([name, value]) => [name, decodedOnce(value)]),
  );
  const context: GetServerSidePropsContext = {
    req: Object.assign(req, { cookies: parsed }),
    res,
    resolvedUrl: path,
    query: {},
    params,
  };
  return { context, res };
}

const setCookies = (res: ServerResponse) => [res.getHeader("set-cookie") ?? []].flat().map(String);

/** The language props every server-rendered page carries (README "Languages"). */
const PAGE_INTL = { locale: "en", messages: expect.any(Object), locales: ["en", "de"] };

describe("serverPage", () => {
  const adminOnly = serverPage({ role: "ADMIN" });

  it("sends a visitor to sign in and remembers where they were going", async () => {
    const { context, res } = pageRequest("/admin/users?page=2");
    expect(await adminOnly(context)).toEqual({
      redirect: { destination: "/auth/login", permanent: false },
    });
    expect(setCookies(res).join()).toContain(
      `lastpath=${encodeURIComponent("/admin/users?page=2")}`,
    );
  });

  it("answers 403 with the forbidden view for a user without the role", async () => {
    const session = await createSession(db.database, "MODERATOR");
    const { context, res } = pageRequest("/admin/users", { session: session.id });
    const result = await adminOnly(context);
    expect(res.statusCode).toBe(403);
    expect(result).toEqual({
      props: {
        session: { user: session.user, loggedInAt: session.loggedInAt.toISOString() },
        forbidden: true,
        ...PAGE_INTL,
      },
    });
  });

  it("renders the page for the role, with the session for the client and what load prefetched", async () => {
    const session = await createSession(db.database, "ADMIN");
    const { context, res } = pageRequest("/admin/users", { session: session.id });
    const page = serverPage({
      role: "ADMIN",
      load: ({ helpers }) => helpers.system.buildId.prefetch(),
    });
    const result = await page(context);
    expect(res.statusCode).toBe(200);
    expect(result).toMatchObject({
      props: { session: { user: { id: session.user.id, role: "ADMIN" } } },
    });
    expect(JSON.stringify(result)).toContain('"buildId":');
  });

  it("treats a cookie naming an ended session as a visitor, and clears it", async () => {
    const { context, res } = pageRequest("/profile", { session: "no-such-session" });
    expect(await serverPage({ role: "PARTICIPANT" })(context)).toMatchObject({
      redirect: { destination: "/auth/login" },
    });
    expect(setCookies(res).join()).toMatch(/session=;/);
  });

  it("answers a route parameter that fails its check with the seed's 404", async () => {
    const page = serverPage({ params: ["difficulty"] });
    const path = "/challenge/fitness/bingo/extreme";
    const { context, res } = pageRequest(path, {}, { difficulty: "extreme" });
    expect(await page(context)).toEqual({
      props: {
        session: null,
        routeError: { statusCode: 404, message: `Page Not Found: ${path}`, path },
        ...PAGE_INTL,
      },
    });
    expect(res.statusCode).toBe(404);
    const good = pageRequest("/challenge/fitness/bingo/easy", {}, { difficulty: "easy" });
    expect(await page(good.context)).toMatchObject({ props: { session: null } });
    expect(good.res.statusCode).toBe(200);
  });

  it("passes on what load answers: more props, a 404 inside the layout, or a redirect", async () => {
    const props = await serverPage<{ token: string }>({
      params: ["token"],
      load: async ({ param }) => ({ props: { token: param("token") } }),
    })(pageRequest("/x", {}, { token: "abcdefghijklmnop" }).context);
    expect(props).toMatchObject({ props: { token: "abcdefghijklmnop", session: null } });

    const missing = pageRequest("/x");
    expect(
      await serverPage({ load: async () => ({ notFound: "There is no such card." }) })(
        missing.context,
      ),
    ).toEqual({
      props: {
        session: null,
        routeError: { statusCode: 404, message: "There is no such card." },
        ...PAGE_INTL,
      },
    });
    expect(missing.res.statusCode).toBe(404);

    expect(
      await serverPage({ load: async () => ({ redirect: "/elsewhere" }) })(
        pageRequest("/x").context,
      ),
    ).toEqual({ redirect: { destination: "/elsewhere", permanent: false } });
  });
});

describe("after sign-in", () => {
  it("returns to lastpath, or /profile when it is missing or not a path of this site", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const cases: Array<[string | undefined, string]> = [
      [encodeURIComponent("/challenge/care?tab=mine"), "/challenge/care?tab=mine"],
      [undefined, "/profile"],
      [encodeURIComponent("//evil.example/phish"), "/profile"],
      [encodeURIComponent("https://evil.example"), "/profile"],
      [encodeURIComponent("/auth/login"), "/profile"],
      // Issue R1: an encoded tab is not decoded a second time into a real one (`//evil.example`).
      [encodeURIComponent("/%09/evil.example"), "/%09/evil.example"],
      [encodeURIComponent("/\t/evil.example"), "/profile"],
      [encodeURIComponent("/.//evil.example"), "/profile"],
      [encodeURIComponent("/\\evil.example"), "/profile"],
      // Characters beyond Latin-1 come back percent-encoded: a valid Location header.
      [encodeURIComponent("/faq?q=田中"), "/faq?q=%E7%94%B0%E4%B8%AD"],
      ["%E0%A4%A", "/profile"],
    ];
    for (const [lastpath, destination] of cases) {
      const cookies: Record<string, string> = { session: session.id };
      if (lastpath) cookies.lastpath = lastpath;
      const { context } = pageRequest("/authenticated", cookies);
      expect(await afterSignIn(context), `lastpath ${lastpath}`).toEqual({
        redirect: { destination, permanent: false },
      });
    }
  });

  it("sends someone not signed in to the sign-in page", async () => {
    const { context } = pageRequest("/authenticated", { lastpath: "%2Fprofile" });
    expect(await afterSignIn(context)).toEqual({
      redirect: { destination: "/auth/login", permanent: false },
    });
  });

  it("skips the sign-in screens for someone already signed in", async () => {
    const session = await createSession(db.database, "PARTICIPANT");
    const signInScreen = serverPage({ visitorsOnly: true });
    expect(await signInScreen(pageRequest("/auth/login", { session: session.id }).context)).toEqual(
      { redirect: { destination: "/authenticated", permanent: false } },
    );
    expect(await signInScreen(pageRequest("/auth/login").context)).toMatchObject({
      props: { session: null },
    });
  });
});

describe("tokenPage", () => {
  const resetPage = tokenPage(RESET_LINK);
  const open = (token: string) =>
    resetPage(pageRequest(`/auth/reset-password/${token}`, {}, { token }).context);

  it("says at once that a link has expired or was used, and never uses one up", async () => {
    const { user } = await createSession(db.database, "PARTICIPANT");
    const prisma = db.database.prisma;
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const expired = await issueToken(prisma, user.id, "PASSWORD_RESET", { now: twoHoursAgo });
    expect(await open(expired)).toMatchObject({
      props: { token: expired, refused: "This reset link has expired. Ask for a new one." },
    });

    const fresh = await issueToken(prisma, user.id, "PASSWORD_RESET");
    // Opened twice: still usable, since opening the page only looks the link up.
    expect(await open(fresh)).toMatchObject({ props: { token: fresh, refused: null } });
    expect(await open(fresh)).toMatchObject({ props: { refused: null } });
    expect(await prisma.authToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);

    await prisma.authToken.updateMany({ where: { userId: user.id }, data: { usedAt: new Date() } });
    expect(await open(fresh)).toMatchObject({
      props: { refused: "This reset link was already used. Ask for a new one." },
    });
    expect(await open("x".repeat(43))).toMatchObject({
      props: { refused: "This reset link is not valid. Ask for a new one." },
    });
  });

  it("counts each opening against the address's mailed-link limit, and refuses with 429 beyond it", async () => {
    // The test request has no address: its key is "unknown". Use up all but one of its points
    // (counted once, then the stored count set to the limit less one).
    await rateLimitsFor(db.database.prisma).consume("tokenUseByIp", "unknown");
    const stored = await db.sql.query(
      `UPDATE "RateLimiterFlexible" SET points = $1 WHERE key LIKE '%' || $2 RETURNING key`,
      [LIMITS.tokenUseByIp.points - 1, keyOf("tokenUseByIp", "unknown")],
    );
    expect(stored).toHaveLength(1);
    const last = pageRequest("/auth/reset-password/x", {}, { token: "x".repeat(43) });
    expect(await resetPage(last.context)).toMatchObject({
      props: { refused: "This reset link is not valid. Ask for a new one." },
    });
    const over = pageRequest("/auth/reset-password/x", {}, { token: "x".repeat(43) });
    const answer = await resetPage(over.context);
    expect(over.res.statusCode).toBe(429);
    expect(Number(over.res.getHeader("retry-after"))).toBeGreaterThan(0);
    expect(answer).toMatchObject({
      props: { refused: expect.stringMatching(/^Too many attempts/) },
    });
  });
});

describe("a page whose one thing does not exist", () => {
  it("says so in the page's language: the refusal's key, worded by the server (README \"Languages\")", async () => {
    const { getServerSideProps: teamPage } = await import("~/pages/teams/[teamId]");
    const id = "c".repeat(25);
    for (const [cookie, words] of [
      ["de", "Dieses Team gibt es nicht (mehr)."],
      ["en", "This team does not exist (any more)."],
    ] as const) {
      const { context, res } = pageRequest(`/teams/${id}`, { locale: cookie }, { teamId: id });
      const result = await teamPage(context);
      expect(res.statusCode).toBe(404);
      expect(result).toMatchObject({ props: { routeError: { statusCode: 404, message: words } } });
    }
  });
});
