import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from "@playwright/test";
import superjson from "superjson";
import { z } from "zod";
import { registerParticipant, signIn } from "./core-helpers";

/**
 * Markup typed by people is shown as text on every page that shows it: a display name, a care
 * post and its "to" name, an artwork's description. The payloads would create elements (and,
 * without the CSP, run code) if any page rendered them as HTML.
 */
const NAME = `<img src=x id=xss-name onerror=alert(1)>`;
const MESSAGE = `Thanks! <script id="xss-script">alert(2)</script><b id="xss-bold">bold</b>`;
const TO = `<svg id=xss-svg onload=alert(3)>`;
const ART = `My piece <a id="xss-link" href="javascript:alert(4)">click</a>`;

/** The `json` of a tRPC answer, checked against the shape the test relies on. */
async function dataOf<T>(response: APIResponse, path: string, shape: z.ZodType<T>): Promise<T> {
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  const answer = z.object({ result: z.object({ data: z.object({ json: shape }) }) });
  return answer.parse(await response.json()).result.data.json;
}

function trpcMutation<T>(
  request: APIRequestContext,
  path: string,
  input: unknown,
  shape: z.ZodType<T>,
) {
  return request
    .post(`/api/trpc/${path}`, { data: superjson.serialize(input) })
    .then((response) => dataOf(response, path, shape));
}

function trpcQuery<T>(
  request: APIRequestContext,
  path: string,
  input: unknown,
  shape: z.ZodType<T>,
) {
  const encoded = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
  return request
    .get(`/api/trpc/${path}?input=${encoded}`)
    .then((response) => dataOf(response, path, shape));
}

/** No element from any payload exists, no dialog opened, and the payload shows as text. */
async function expectInert(page: Page, path: string, visibleText?: string) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (visibleText) {
    const main = page.getByRole("main");
    await expect(main.getByText(visibleText, { exact: false }).first()).toBeVisible();
  }
  for (const id of ["xss-name", "xss-script", "xss-bold", "xss-svg", "xss-link"]) {
    await expect(page.locator(`#${id}`), `${path} made #${id}`).toHaveCount(0);
  }
  expect(dialogs, path).toEqual([]);
}

test("markup typed by people is shown as text everywhere", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  // A participant with a public profile and a markup name writes a note and an artwork.
  await registerParticipant(page, testInfo.project.name, "Xss Tester");
  const me = z
    .object({ user: z.object({ id: z.string(), email: z.string() }) })
    .parse(await (await page.request.get("/api/_auth/session")).json());
  const profile = { name: NAME, email: me.user.email, publicProfile: true };
  await trpcMutation(page.request, "account.updateProfile", profile, z.unknown());
  const note = { kind: "GRATITUDE", message: MESSAGE, toName: TO, anonymous: false };
  await trpcMutation(page.request, "care.create", note, z.unknown());
  const challenges = await trpcQuery(
    page.request,
    "challenge.list",
    undefined,
    z.array(z.object({ id: z.string(), kind: z.string(), area: z.string() })),
  );
  const art = challenges.find(
    (challenge) => challenge.kind === "SUBMISSION" && challenge.area === "ARTS",
  );
  expect(art).toBeDefined();
  const upload = await page.request.post("/api/trpc/submission.create", {
    multipart: { challengeId: art?.id ?? "", text: ART },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  // The owner's own pages.
  await expectInert(page, "/profile", NAME);
  await expectInert(page, "/challenge/care", "Thanks!");
  await expectInert(page, "/challenge/arts", "My piece");
  await expectInert(page, `/challenge/fitness/bingo/easy/${me.user.id}`, NAME);
  await expectInert(page, `/challenge/sustainability/${me.user.id}`, NAME);

  // A moderator sees both in the queues and the person at the help desk, then approves them.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await signIn(moderator, "moderator@festival.test");
  await expectInert(moderator, "/challenge/care/moderation", "Thanks!");
  await expectInert(moderator, "/submissions/moderation", "My piece");
  const queue = await trpcQuery(
    moderator.request,
    "moderation.care.queue",
    { pageSize: 100 },
    z.object({ rows: z.array(z.object({ id: z.string(), message: z.string() })) }),
  );
  const post = queue.rows.find((row) => row.message.includes("Thanks!"));
  expect(post).toBeDefined();
  const approval = { ids: [post?.id ?? ""], decision: "approve" };
  await trpcMutation(moderator.request, "moderation.care.decide", approval, z.unknown());
  const submissions = await trpcQuery(
    moderator.request,
    "moderation.submission.queue",
    {},
    z.object({ rows: z.array(z.object({ id: z.string(), text: z.string() })) }),
  );
  const submission = submissions.rows.find((row) => row.text.includes("My piece"));
  expect(submission).toBeDefined();
  const decision = { ids: [submission?.id ?? ""], decision: "approve" };
  await trpcMutation(moderator.request, "moderation.submission.decide", decision, z.unknown());
  await expectInert(moderator, "/participation/person", undefined);

  // Everyone: the wall, the gallery, the dashboard.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expectInert(visitor, "/challenge/care/feed", "Thanks!");
  await expectInert(visitor, "/challenge/arts", "My piece");
  await expectInert(visitor, "/global-dashboard");

  // An admin's user list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@festival.test");
  await expectInert(admin, "/admin/users", NAME);
  await Promise.all([moderatorContext.close(), visitorContext.close(), adminContext.close()]);
});
