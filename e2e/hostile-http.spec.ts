import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD } from "./core-helpers";
import {
  inParallel,
  send,
  SESSION_COOKIE,
  signInOverHttp,
  type RawRequest,
  type RawResponse,
} from "./raw-http";
import { startAppServer } from "./shell-collectors";
import { LIMITS } from "../src/server/infra/rate-limit";

/**
 * Nothing a client sends may cause a 500 (issue R1): every cookie and header shape below goes to
 * every page type and API route of the production server, as a visitor and signed in. Requests
 * are plain HTTP (no browser): exactly the bytes a hostile client or a sibling site's cookie
 * would send. A 503 counts as a failure too: the database is up.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://127.0.0.1:${PORT}`;
const SESSION = SESSION_COOKIE;
const TOKEN = randomBytes(32).toString("base64url");
const PARALLEL = 6;

/** Plain HTTP has no viewport: one project is enough. */
function desktopOnly() {
  test.skip(test.info().project.name !== "desktop", "plain HTTP: one project is enough");
}

/** Signs in through tRPC and returns the session cookie's value. */
const signIn = (base: string, email: string, password = DEMO_PASSWORD) =>
  signInOverHttp(base, email, password);

type Target = RawRequest & {
  name: string;
  /** Signs the session out: signed-in variants get a session of their own. */
  endsSession?: boolean;
};

function targets(userId: string, mediaId: string): Target[] {
  const json = { "content-type": "application/json" };
  const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: null } }));
  return [
    { name: "public page", path: "/" },
    { name: "public page with a query", path: "/challenge/sustainability/challenge?qr=%E0%A4%A" },
    { name: "guarded page", path: "/profile" },
    { name: "admin page", path: "/admin/audit" },
    { name: "page with route params", path: `/challenge/fitness/bingo/easy/${userId}` },
    { name: "page with bad route params", path: "/challenge/fitness/bingo/nope/%E0%A4%A" },
    { name: "404 page", path: "/%09/evil.example" },
    { name: "sign-in screen", path: "/auth/login" },
    { name: "/authenticated", path: "/authenticated" },
    { name: "sign-in link page", path: `/authenticated/${TOKEN}` },
    { name: "reset-password page", path: `/auth/reset-password/${TOKEN}` },
    { name: "session GET", path: "/api/_auth/session" },
    { name: "session DELETE", method: "DELETE", path: "/api/_auth/session", endsSession: true },
    { name: "tRPC query", path: "/api/trpc/system.health" },
    { name: "tRPC signed-in query", path: "/api/trpc/account.me" },
    {
      name: "tRPC batch",
      path: `/api/trpc/system.buildId,challenge.list?batch=1&input=${batchInput}`,
    },
    {
      name: "tRPC mutation",
      method: "POST",
      path: "/api/trpc/auth.login",
      headers: json,
      body: JSON.stringify({ json: { email: "nobody", password: "" } }),
    },
    {
      name: "tRPC batched mutation",
      method: "POST",
      path: "/api/trpc/auth.login,auth.login?batch=1",
      headers: json,
      body: JSON.stringify({ 0: { json: {} }, 1: { json: null } }),
    },
    { name: "media (pending, owner only)", path: `/api/media/${mediaId}` },
    { name: "media thumbnail", path: `/api/media/${mediaId}?size=thumb` },
    { name: "media, unknown id", path: "/api/media/cxxxxxxxxxxxxxxxxxxxxxxxx" },
    { name: "client config", path: "/api/client-config" },
    { name: "analytics relay", method: "POST", path: "/api/ingest/e/?ip=0", body: "[]" },
    { name: "error relay", method: "POST", path: "/api/monitoring", body: "{}\n{}\n{}" },
  ];
}

const enc = encodeURIComponent;

/** Where a remembered path could try to send someone after sign-in. */
const LASTPATH_ATTACKS = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/.//evil.example",
  "/%09/evil.example",
  "/%2F/evil.example",
  "/faq?q=田中",
  "/faq#田中",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "\u0000/profile",
];

/** Cookie headers (after the session cookie, when signed in). */
const COOKIES: { name: string; header: string; overLimit?: boolean }[] = [
  { name: "bad escape", header: "theme=50%off" },
  { name: "lone percent", header: "a=%" },
  { name: "truncated UTF-8 escape", header: "a=%E0%A4%A" },
  { name: "session: bad escape", header: `${SESSION}=%E0%A4%A` },
  { name: "session: percent", header: `${SESSION}=%` },
  { name: "session: empty", header: `${SESSION}=` },
  { name: "session: SQL", header: `${SESSION}=' OR '1'='1` },
  { name: "session: quoted", header: `${SESSION}="abc"` },
  { name: "session: long", header: `${SESSION}=${"x".repeat(3000)}` },
  { name: "session: unicode", header: `${SESSION}=\u00e9\u00ff` },
  { name: "development session name", header: "session=%zz" },
  { name: "second session cookie", header: `${SESSION}=bogus` },
  { name: "over-long cookie", header: `big=${"a".repeat(7000)}` },
  { name: "cookie over the header limit", header: `huge=${"a".repeat(40_000)}`, overLimit: true },
  { name: "no name", header: "=value; =; ;;" },
  { name: "odd names", header: "__proto__=x; constructor=y; toString=z; hasOwnProperty=1" },
  { name: "spaces and tabs", header: "a b=c d; \t=\t; x =  y " },
  { name: "Latin-1 name", header: "\u00fcber=1" },
  { name: "no equals sign", header: "lonely" },
  { name: "pending scan: garbage", header: "pending_scan=garbage" },
  { name: "pending scan: bad escape", header: "pending_scan=%E0%A4%A" },
  { name: "pending scan: iron-looking", header: "pending_scan=Fe26.2*1*a*b*c*d*e*f" },
  { name: "pending scan: too long", header: `pending_scan=Fe26.2${"*A".repeat(3000)}` },
  { name: "lastpath: bad escape", header: "lastpath=%E0%A4%A" },
  { name: "lastpath: raw tab", header: "lastpath=/\t/evil.example" },
  { name: "lastpath: raw Latin-1", header: "lastpath=/caf\u00e9" },
  ...LASTPATH_ATTACKS.map((value) => ({
    name: `lastpath ${JSON.stringify(value)}`,
    header: `lastpath=${enc(value)}`,
  })),
  ...LASTPATH_ATTACKS.map((value) => ({
    name: `lastpath encoded twice ${JSON.stringify(value)}`,
    header: `lastpath=${enc(enc(value))}`,
  })),
];

/** Other headers, each sent with an otherwise ordinary request. */
function hostileHeaders(
  base: string,
): { name: string; headers: Record<string, string | string[]> }[] {
  return [
    { name: "X-Forwarded-For: two hops", headers: { "x-forwarded-for": "1.2.3.4, 5.6.7.8" } },
    { name: "X-Forwarded-For: garbage", headers: { "x-forwarded-for": "not-an-ip, , ;;" } },
    { name: "X-Forwarded-For: empty", headers: { "x-forwarded-for": "" } },
    {
      name: "X-Forwarded-For: 600 hops",
      headers: { "x-forwarded-for": `${"9.9.9.9, ".repeat(600)}1.1.1.1` },
    },
    { name: "X-Forwarded-For: port", headers: { "x-forwarded-for": "[::1]:443, 1.2.3.4:80" } },
    { name: "X-Forwarded-For: twice", headers: { "x-forwarded-for": ["1.2.3.4", "5.6.7.8"] } },
    { name: "Origin: null", headers: { origin: "null" } },
    { name: "Origin: other site", headers: { origin: "https://evil.example" } },
    { name: "Origin: not a URL", headers: { origin: "::::" } },
    { name: "Origin: Latin-1", headers: { origin: "http://\u00e9\u00ff" } },
    { name: "Origin: twice", headers: { origin: [base, "https://evil.example"] } },
    { name: "Host: other site", headers: { host: "evil.example" } },
    { name: "Host: broken IPv6", headers: { host: "[::1" } },
    { name: "Host: bad port", headers: { host: "127.0.0.1:99999" } },
    { name: "Host: spaces", headers: { host: "a b" } },
    { name: "Host: long", headers: { host: `${"a".repeat(3000)}.example` } },
    { name: "Host: Latin-1", headers: { host: "\u00e9.example" } },
    {
      name: "X-Forwarded-Host/Proto",
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript, http" },
    },
    { name: "x-request-id: path", headers: { "x-request-id": "../../etc/passwd" } },
    { name: "x-request-id: long", headers: { "x-request-id": "a".repeat(5000) } },
    { name: "x-request-id: Latin-1", headers: { "x-request-id": "\u00ff\u00fe\t" } },
    { name: "x-request-id: twice", headers: { "x-request-id": ["abcdefgh1", "abcdefgh2"] } },
    {
      name: "Content-Type: UTF-16 JSON",
      headers: { "content-type": "application/json; charset=utf-16" },
    },
    {
      name: "Content-Type: multipart, no boundary",
      headers: { "content-type": "multipart/form-data" },
    },
    {
      name: "Content-Type: multipart, bad boundary",
      headers: { "content-type": 'multipart/form-data; boundary="unterminated' },
    },
    { name: "Content-Type: text", headers: { "content-type": "text/plain" } },
    {
      name: "Content-Type: form",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    { name: "Content-Type: garbage", headers: { "content-type": ";;;=\u00ff" } },
    { name: "Accept-Language: bad q", headers: { "accept-language": "*;q=x, en;q=NaN, ;q=" } },
    { name: "Accept-Language: long", headers: { "accept-language": "en-US,".repeat(1500) } },
    { name: "Accept-Language: odd tag", headers: { "accept-language": "zz-ZZZZZZZZZZ-\u00ff" } },
    { name: "Accept: odd", headers: { accept: "*/*;q=bogus, text/html\u00ff" } },
    {
      name: "conditional: garbage",
      headers: { "if-none-match": '"', "if-modified-since": "yesterday" },
    },
    { name: "Range: huge", headers: { range: "bytes=99999999999-" } },
    { name: "Authorization: odd", headers: { authorization: "Bearer %" } },
  ];
}

/** A redirect stays on this site: a plain path (not `//` or `/\`), or this origin. */
function unsafeLocation(location: string | undefined): boolean {
  if (location === undefined) return false;
  if (/[^\x21-\x7e]/.test(location)) return true;
  if (location.startsWith("/")) return /^\/[/\\]/.test(location);
  try {
    return new URL(location).origin !== BASE;
  } catch {
    return true;
  }
}

function problemOf(label: string, response: RawResponse): string | null {
  if (response.status >= 500) return `${label}: ${response.status} ${response.body.slice(0, 120)}`;
  const location = response.headers.location;
  if (unsafeLocation(location)) return `${label}: redirects to ${JSON.stringify(location)}`;
  return null;
}

/** The server reset or closed the connection while the request was being sent. */
function refusedByReset(error: unknown): boolean {
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  return code === "ECONNRESET" || code === "EPIPE";
}

function withSession(session: string | null, cookie: string | undefined): string | undefined {
  if (!session) return cookie;
  return cookie === undefined ? `${SESSION}=${session}` : `${SESSION}=${session}; ${cookie}`;
}

test.describe("hostile cookies and headers never cause a 5xx", () => {
  let session = "";
  let userId = "";
  let mediaId = "";
  let all: Target[] = [];

  test.beforeAll(async () => {
    desktopOnly();
    session = await signIn(BASE, "participant@festival.test");
    const me = await send(BASE, {
      path: "/api/_auth/session",
      headers: { cookie: `${SESSION}=${session}` },
    });
    userId = (JSON.parse(me.body) as { user: { id: string } }).user.id;
    // A pending upload, so that /api/media reads the session (public media never does).
    const slug = encodeURIComponent(JSON.stringify({ json: { slug: "festival-sketch" } }));
    const challenge = await send(BASE, { path: `/api/trpc/challenge.bySlug?input=${slug}` });
    const challengeId = (
      JSON.parse(challenge.body) as { result: { data: { json: { id: string } } } }
    ).result.data.json.id;
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#e67e22" },
    })
      .png()
      .toBuffer();
    const boundary = `----hostile${randomBytes(8).toString("hex")}`;
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(part("challengeId", challengeId) + part("text", "")),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await send(BASE, {
      method: "POST",
      path: "/api/trpc/submission.create",
      headers: {
        cookie: `${SESSION}=${session}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    // A retry runs this again on the same database: the first attempt's upload is still pending.
    const alreadyOpen = upload.status === 409 && upload.body.includes("arts.server.alreadyOpen");
    expect(upload.status === 200 || alreadyOpen, upload.body).toBe(true);
    const mine = await send(BASE, {
      path: "/api/trpc/submission.mine",
      headers: { cookie: `${SESSION}=${session}` },
    });
    const found = /"media":\{"id":"(c[a-z0-9]+)"/.exec(mine.body);
    if (!found?.[1]) throw new Error(`no media in ${mine.body.slice(0, 200)}`);
    mediaId = found[1];
    all = targets(userId, mediaId);
  });

  /** Each request as a visitor and signed in; a request that signs out gets its own session. */
  async function sweep(
    cases: {
      name: string;
      cookie?: string;
      headers?: Record<string, string | string[]>;
      /** Over Node's header limit: its HTTP parser refuses the request before the app sees it. */
      overLimit?: boolean;
    }[],
  ): Promise<string[]> {
    const jobs = cases.flatMap((hostile) =>
      all.flatMap((target) => [false, true].map((signedIn) => ({ hostile, target, signedIn }))),
    );
    const problems = await inParallel(jobs, PARALLEL, async ({ hostile, target, signedIn }) => {
      const own =
        signedIn && target.endsSession ? await signIn(BASE, "participant@festival.test") : null;
      const cookie = withSession(signedIn ? (own ?? session) : null, hostile.cookie);
      const headers: Record<string, string | string[]> = {
        ...target.headers,
        ...hostile.headers,
        ...(cookie === undefined ? {} : { cookie }),
      };
      const label = `${target.method ?? "GET"} ${target.path.slice(0, 60)} [${target.name}] ${
        signedIn ? "signed in" : "visitor"
      } + ${hostile.name}`;
      try {
        const response = await send(BASE, { ...target, headers });
        if (hostile.overLimit && response.status !== 431)
          return `${label}: ${response.status}, not 431`;
        return problemOf(label, response);
      } catch (error) {
        // Node answers 431 and closes the socket while the request's bytes are still arriving;
        // the kernel then resets the connection, which can reach the client before the 431.
        if (hostile.overLimit && refusedByReset(error)) return null;
        return `${label}: ${String(error)}`;
      }
    });
    return problems.filter((problem): problem is string => problem !== null);
  }

  test("every cookie shape, on every page type and API route", async () => {
    test.setTimeout(300_000);
    expect(
      await sweep(
        COOKIES.map((entry) => ({
          name: entry.name,
          cookie: entry.header,
          overLimit: entry.overLimit,
        })),
      ),
    ).toEqual([]);
    // The signed-in session survived all of it (nothing above signed it out or broke it).
    const me = await send(BASE, {
      path: "/api/_auth/session",
      headers: { cookie: `theme=50%off; ${SESSION}=${session}; a=%` },
    });
    expect(JSON.parse(me.body)).toMatchObject({ user: { id: userId } });
  });

  test("duplicate session cookies: the first one counts, the other is ignored", async () => {
    for (const cookie of [
      `${SESSION}=${session}; ${SESSION}=bogus`,
      `${SESSION}=${session}; ${SESSION}=%E0%A4%A`,
    ]) {
      const response = await send(BASE, { path: "/api/_auth/session", headers: { cookie } });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ user: { id: userId } });
    }
    const problems = await sweep([
      { name: "bogus session first", cookie: `${SESSION}=bogus; ${SESSION}=${session}` },
      {
        name: "Cookie header twice",
        headers: { cookie: [`${SESSION}=${session}`, "theme=50%off"] },
      },
    ]);
    expect(problems).toEqual([]);
  });

  test("every other header shape, on every page type and API route", async () => {
    test.setTimeout(300_000);
    expect(await sweep(hostileHeaders(BASE))).toEqual([]);
  });
});

test.describe("behind a trusted proxy (TRUST_PROXY=true)", () => {
  test.describe.configure({ timeout: 180_000 });
  let app: { url: string; stop(): Promise<void> };

  test.beforeAll(async () => {
    desktopOnly();
    test.setTimeout(180_000);
    app = await startAppServer(PORT + 2, { TRUST_PROXY: "true", DEMO_DATA: "true" });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  /** One use of a (wrong) sign-in link, as a client behind the proxy. */
  const consumeLink = (forwardedFor: string) =>
    send(app.url, {
      method: "POST",
      path: "/api/trpc/auth.consumeSignInLink",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ json: { token: randomBytes(32).toString("base64url") } }),
    });

  test("a client rotating the first X-Forwarded-For hop is still limited per IP", async () => {
    const proxyAppended = "203.0.113.7";
    const limit = LIMITS.tokenUseByIp.points;
    let limitedAfter = 0;
    for (let attempt = 1; attempt <= limit + 20; attempt++) {
      const response = await consumeLink(`198.51.100.${attempt % 250}, ${proxyAppended}`);
      expect(response.status).toBeLessThan(500);
      if (response.status === 429) {
        limitedAfter = attempt;
        break;
      }
    }
    // Every made-up first hop counted against the one address the proxy appended: the limit
    // applied exactly when that address had used it up.
    expect(limitedAfter, "the per-IP limit of token uses never applied").toBe(limit + 1);
    // Still limited with yet another made-up first hop…
    expect((await consumeLink(`192.0.2.99, ${proxyAppended}`)).status).toBe(429);
    // …while another client the proxy saw (another right-most hop) is not.
    const other = await consumeLink(`198.51.100.1, 203.0.113.8`);
    expect(other.status).not.toBe(429);
    expect(other.status).toBeLessThan(500);
  });

  test("hostile X-Forwarded-For values never cause a 5xx", async () => {
    const problems: string[] = [];
    for (const headers of hostileHeaders(app.url).filter((entry) =>
      entry.name.startsWith("X-Forwarded"),
    )) {
      for (const path of ["/", "/profile", "/api/_auth/session", "/api/trpc/system.health"]) {
        const response = await send(app.url, { path, headers: headers.headers });
        if (response.status >= 500) problems.push(`${path} ${headers.name}: ${response.status}`);
      }
      const login = await send(app.url, {
        method: "POST",
        path: "/api/trpc/auth.login",
        headers: { ...headers.headers, "content-type": "application/json" },
        body: JSON.stringify({
          json: { email: "participant@festival.test", password: "wrong-password" },
        }),
      });
      if (login.status >= 500) problems.push(`auth.login ${headers.name}: ${login.status}`);
    }
    expect(problems).toEqual([]);
  });
});
