import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD, MAIL_DIR } from "./core-helpers";
import { firstLink, waitForMail } from "./mail-server";
import { send, setCookieValue } from "./raw-http";

/**
 * The HTTP edge of the production server (issue R1): batch limits, how long caches may keep
 * approved media, and a quiet browser console.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://127.0.0.1:${PORT}`;
const SESSION = "__Host-session";
/** The largest tRPC batch the server takes (src/lib/api-limits.ts). */
const MAX_BATCH = 50;

async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await send(BASE, {
    method: "POST",
    path: "/api/trpc/auth.login",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { email, password } }),
  });
  const value = setCookieValue(response, SESSION);
  if (response.status !== 200 || !value) throw new Error(`sign-in failed: ${response.status}`);
  return value;
}

/** A GET batch of `calls` calls without input (as short as a hostile batch gets). */
function batchPath(procedure: string, calls: number): string {
  return `/api/trpc/${Array(calls).fill(procedure).join(",")}?batch=1`;
}

test.describe("plain HTTP", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "plain HTTP: one project is enough");
  });

  test("a tRPC batch over the limit is refused with a 400 that says why; one at it is served", async () => {
    const atLimit = await send(BASE, { path: batchPath("system.buildId", MAX_BATCH) });
    expect(atLimit.status).toBe(200);
    expect(JSON.parse(atLimit.body)).toHaveLength(MAX_BATCH);

    const over = await send(BASE, { path: batchPath("system.buildId", MAX_BATCH + 1) });
    expect(over.status).toBe(400);
    expect(over.body).toMatch(/Batch call exceeds maximum size/);
    const huge = await send(BASE, { path: batchPath("system.buildId", 900) });
    expect(huge.status).toBe(400);

    // Batched mutations (POST) have the same limit.
    const mutations = Array(MAX_BATCH + 1)
      .fill("auth.logout")
      .join(",");
    const body = JSON.stringify(
      Object.fromEntries(Array.from({ length: MAX_BATCH + 1 }, (_, index) => [index, {}])),
    );
    const overPost = await send(BASE, {
      method: "POST",
      path: `/api/trpc/${mutations}?batch=1`,
      headers: { "content-type": "application/json" },
      body,
    });
    expect(overPost.status).toBe(400);
    expect(overPost.body).toMatch(/Batch call exceeds maximum size/);
  });

  test("approved media may be kept at most 10 minutes; once withdrawn it is gone", async () => {
    test.setTimeout(60_000);
    const artistEmail = `media-cache-${Date.now()}@festival.test`;
    const artistPassword = "a long media password";
    const register = await send(BASE, {
      method: "POST",
      path: "/api/trpc/auth.register",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        json: { name: "Cache Artist", email: artistEmail, password: artistPassword },
      }),
    });
    expect(register.status, register.body).toBe(200);
    // Registration signs nobody in: the mailed confirmation link does (issue R1, item 12).
    const link = new URL(firstLink(await waitForMail(MAIL_DIR, artistEmail)));
    const confirm = await send(BASE, {
      method: "POST",
      path: "/api/trpc/auth.consumeSignInLink",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { token: link.pathname.split("/").at(-1) } }),
    });
    const artist = setCookieValue(confirm, SESSION);
    if (confirm.status !== 200 || !artist)
      throw new Error(`confirmation failed: ${confirm.status}`);
    const moderator = await signIn("moderator@festival.test");
    const slug = encodeURIComponent(JSON.stringify({ json: { slug: "festival-sketch" } }));
    const challenge = await send(BASE, { path: `/api/trpc/challenge.bySlug?input=${slug}` });
    const challengeId = (
      JSON.parse(challenge.body) as { result: { data: { json: { id: string } } } }
    ).result.data.json.id;

    const upload = async (): Promise<{ submissionId: string; mediaId: string }> => {
      const image = await sharp({
        create: {
          width: 64,
          height: 48,
          channels: 3,
          background: `#${randomBytes(3).toString("hex")}`,
        },
      })
        .png()
        .toBuffer();
      const boundary = `----media${randomBytes(8).toString("hex")}`;
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const response = await send(BASE, {
        method: "POST",
        path: "/api/trpc/submission.create",
        headers: {
          cookie: `${SESSION}=${artist}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        body: Buffer.concat([
          Buffer.from(part("challengeId", challengeId) + part("text", "")),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          image,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(response.status, response.body).toBe(200);
      const mine = await send(BASE, {
        path: "/api/trpc/submission.mine",
        headers: { cookie: `${SESSION}=${artist}` },
      });
      const [latest] = (
        JSON.parse(mine.body) as {
          result: { data: { json: { id: string; media: { id: string } | null }[] } };
        }
      ).result.data.json;
      if (!latest?.media) throw new Error("expected the upload's media");
      return { submissionId: latest.id, mediaId: latest.media.id };
    };
    const decide = async (submissionId: string, decision: "APPROVE" | "REJECT") => {
      const response = await send(BASE, {
        method: "POST",
        path: "/api/trpc/moderation.submission.decide",
        headers: { cookie: `${SESSION}=${moderator}`, "content-type": "application/json" },
        body: JSON.stringify({
          json: {
            ids: [submissionId],
            decision,
            reason: decision === "REJECT" ? "Withdrawn." : undefined,
          },
        }),
      });
      expect(response.status, response.body).toBe(200);
    };

    const { submissionId, mediaId } = await upload();
    await decide(submissionId, "APPROVE");

    for (const query of ["", "?size=thumb"]) {
      const path = `/api/media/${mediaId}${query}`;
      const approved = await send(BASE, { path });
      expect(approved.status).toBe(200);
      // Browsers and shared caches (CDNs) may keep it at most 10 minutes, then must ask again.
      const cacheControl = approved.headers["cache-control"] ?? "";
      expect(cacheControl).not.toMatch(/immutable/);
      expect(cacheControl).toMatch(/(^|, )public(,|$)/);
      expect(cacheControl).toMatch(/must-revalidate/);
      const maxAge = Number(/(?:^|, )max-age=(\d+)/.exec(cacheControl)?.[1]);
      const sharedMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? maxAge);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(600);
      expect(sharedMaxAge).toBeLessThanOrEqual(600);
      // Asking again is cheap while it stays approved: 304 without the image.
      const etag = approved.headers.etag;
      expect(etag).toMatch(/^"[^"]+"$/);
      const revalidated = await send(BASE, { path, headers: { "if-none-match": etag ?? "" } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body).toBe("");
      expect(revalidated.headers["cache-control"]).toBe(cacheControl);
    }

    // Rejected after approval: a cache that asks again (at the latest after 10 minutes) hears 404.
    await decide(submissionId, "REJECT");
    const path = `/api/media/${mediaId}`;
    const conditions: Record<string, string>[] = [{}, { "if-none-match": "*" }];
    for (const headers of conditions) {
      const withdrawn = await send(BASE, { path, headers });
      expect(withdrawn.status).toBe(404);
      expect(withdrawn.headers["cache-control"]).toBe("private, no-store");
    }
    // The owner still sees it (never cached).
    const own = await send(BASE, { path, headers: { cookie: `${SESSION}=${artist}` } });
    expect(own.status).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");

    // Deleted with the account: gone for everyone.
    const second = await upload();
    await decide(second.submissionId, "APPROVE");
    expect((await send(BASE, { path: `/api/media/${second.mediaId}` })).status).toBe(200);
    const deleted = await send(BASE, {
      method: "POST",
      path: "/api/trpc/account.deleteAccount",
      headers: { cookie: `${SESSION}=${artist}`, "content-type": "application/json" },
      body: JSON.stringify({ json: { password: artistPassword } }),
    });
    expect(deleted.status, deleted.body).toBe(200);
    const gone = await send(BASE, {
      path: `/api/media/${second.mediaId}`,
      headers: { "if-none-match": "*" },
    });
    expect(gone.status).toBe(404);
  });
});

test("the production console shows no tRPC request log, not even for a refused call", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("participant@festival.test");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("not the password 1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email or password is incorrect.")).toBeVisible();
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  expect(
    messages.filter((text) => /auth\.login|faq\.|system\.|query #|mutation #/.test(text)),
  ).toEqual([]);
});
