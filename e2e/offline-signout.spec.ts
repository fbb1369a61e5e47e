import { expect, test, type Page } from "@playwright/test";
import superjson from "superjson";
import { registerParticipant, signIn } from "./core-helpers";
import { fireBackgroundSync } from "./offline-helpers";

/**
 * Signing out without signal (README "Offline"): the phone keeps a pending sign-out; nothing with
 * the old cookie shows the person's data again; when the signal is back the worker sends the
 * person's waiting actions and then ends the session on the server, before anything else.
 */

const BINGO = "/challenge/fitness/bingo/easy";
const TASK = "Stretch for 5 minutes";
const NAME = "Sina Signout";
const PENDING = "Signed out on this phone. The server will be told when there is signal.";

// This spec is about the service worker (the config blocks it for the others).
test.use({ serviceWorkers: "allow" });

/** Everything in this origin's IndexedDB, as JSON text per database. */
function indexedDbText(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(new Error(`cannot open ${name}`));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const reading = db.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(new Error(`cannot read ${store}`));
        });
        texts.push(`${name}/${store}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    return texts;
  });
}

/** Every kept response's URL and text, as the page sees the Cache API. */
function cachedText(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        texts.push(`${request.url}: ${(await (await cache.match(request))?.text()) ?? ""}`);
    }
    return texts;
  });
}

test("offline: signing out without signal ends the session when the signal is back, after sending what waited", async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The phone is where signal drops.");
  test.setTimeout(180_000);
  const email = await registerParticipant(page, testInfo.project.name, NAME);

  // Online: the worker installs; the profile and the card are kept for reading offline.
  await page.goto(BINGO);
  await expect
    .poll(
      // (A page still settling after sign-in may navigate once more: then ask again.)
      () => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await page.goto("/profile");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.goto(BINGO);
  await expect(page.getByRole("heading", { level: 1, name: "Fitness bingo: easy" })).toBeVisible();
  const session = await page.request.get("/api/_auth/session");
  const { user }: { user: { id: string } } = await session.json();
  // The session cookie as it was before signing out (a thief's copy, or the browser's own).
  const oldCookies = (await context.cookies())
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  // Another tab of the app, open at the same time.
  const other = await context.newPage();
  await other.goto("/profile");
  await expect(other.getByRole("main").getByRole("button", { name: "Sign out" })).toBeVisible();

  // No signal: a tap is kept, then the person signs out.
  await context.setOffline(true);
  await page.getByRole("button", { name: TASK, exact: true }).click();
  await expect(page.getByTestId("bingo-waiting")).toHaveText(/^1 tap waiting for signal/);
  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  // Without signal no page of the person's opens any more: the phone says what happened.
  await expect(
    page.getByRole("heading", { level: 1, name: "Signed out on this phone" }),
  ).toBeVisible();
  await expect(page.getByText(PENDING)).toBeVisible();
  await page.goto(BINGO);
  await expect(
    page.getByRole("heading", { level: 1, name: "Signed out on this phone" }),
  ).toBeVisible();
  // The other tab shows a visitor's view too, and says the same in its header.
  await expect(other.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(other.getByText(NAME)).toHaveCount(0);
  await other.getByRole("button", { name: "Sign-out waiting for signal" }).click();
  await expect(other.getByText(PENDING)).toBeVisible();

  // Nothing personal stays on the phone: not in IndexedDB, not in the caches.
  for (const text of [...(await indexedDbText(page)), ...(await cachedText(page))])
    for (const personal of [NAME, email, user.id]) expect(text).not.toContain(personal);
  await other.close();

  // Signal again: the next page is a visitor's, and the old cookie no longer opens the session.
  await context.setOffline(false);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
  const thief = await playwright.request.newContext({ baseURL });
  const answer = await thief.get("/api/_auth/session", { headers: { cookie: oldCookies } });
  expect(await answer.json()).toEqual({});
  await thief.dispose();
  await expect
    .poll(async () => (await indexedDbText(page)).join(" "), { timeout: 10_000 })
    .not.toContain('"kind":"bingo"');

  // The tap made before signing out was sent with the old session, once.
  await signIn(page, email, "a long password 123");
  const card = await page.request.get(
    `/api/trpc/bingo.getCard?input=${encodeURIComponent(
      JSON.stringify(superjson.serialize({ difficulty: "easy" })),
    )}`,
  );
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } = await card.json();
  expect(superjson.deserialize<{ mine: { points: number } }>(body.result.data).mine.points).toBe(1);
});

test("offline: a sign-out without signal is told to the server by Background Sync when no page is open", async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The phone is where signal drops.");
  test.setTimeout(120_000);
  const email = await registerParticipant(page, testInfo.project.name, "Bo Background");
  await page.goto(BINGO);
  await expect
    .poll(
      // (A page still settling after sign-in may navigate once more: then ask again.)
      () => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await page.goto("/profile");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign out" })).toBeVisible();
  const oldCookies = (await context.cookies())
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");

  // Without signal: a tap, then signing out.
  await context.setOffline(true);
  await page.goto(BINGO);
  await page.getByRole("button", { name: TASK, exact: true }).click();
  await expect(page.getByTestId("bingo-waiting")).toHaveText(/^1 tap waiting for signal/);
  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Signed out on this phone" }),
  ).toBeVisible();

  // No page of the app is open when the signal comes back: only the worker can tell the server.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  await fireBackgroundSync(context, blank, baseURL);
  const thief = await playwright.request.newContext({ baseURL });
  await expect
    .poll(
      async () =>
        (await thief.get("/api/_auth/session", { headers: { cookie: oldCookies } })).json(),
      { timeout: 10_000 },
    )
    .toEqual({});
  await thief.dispose();

  // The tap went first, with the old session.
  const app = await context.newPage();
  await signIn(app, email, "a long password 123");
  const card = await app.request.get(
    `/api/trpc/bingo.getCard?input=${encodeURIComponent(
      JSON.stringify(superjson.serialize({ difficulty: "easy" })),
    )}`,
  );
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } = await card.json();
  expect(superjson.deserialize<{ mine: { points: number } }>(body.result.data).mine.points).toBe(1);
});
