import { expect, test, type Page } from "@playwright/test";
import superjson from "superjson";
import { confirmRegistration, registerParticipant, submitRegistration } from "./core-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { fireBackgroundSync } from "./offline-helpers";
import { createStation, HUNT, pathOf, unique } from "./stations-helpers";

/**
 * Working without signal (README "Offline"), on a phone: the worker installs online; offline the
 * bingo card and the bottle code still open, taps and a station link are kept ("waiting for
 * signal", also after a reload); back online they are credited once; sign-out leaves nothing
 * personal in IndexedDB or the caches.
 */

const ROW_ONE = ["Stretch for 5 minutes", "Walk 2,000 steps"];
const BINGO = "/challenge/fitness/bingo/easy";
const GRATITUDE = "/challenge/care/gratitude";

// This spec is about the service worker (the config blocks it for the others).
test.use({ serviceWorkers: "allow" });

type KeptAction = { key: string; recordedAt: string; action: unknown };

/** The outbox's entries, read from IndexedDB in the page. */
function outboxEntries(page: Page): Promise<KeptAction[]> {
  return page.evaluate(
    () =>
      new Promise<KeptAction[]>((resolve, reject) => {
        const opening = indexedDB.open("festival-offline");
        opening.onupgradeneeded = () =>
          opening.result.createObjectStore("actions", { keyPath: "seq", autoIncrement: true });
        opening.onerror = () => reject(new Error("no IndexedDB"));
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction("actions").objectStore("actions").getAll();
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result);
          };
        };
      }),
  );
}

/** Every kept response (its URL and text), as the page sees the Cache API. */
function cachedResponses(page: Page): Promise<{ cache: string; url: string; text: string }[]> {
  return page.evaluate(async () => {
    const kept: { cache: string; url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        kept.push({
          cache: name,
          url: request.url,
          text: (await (await cache.match(request))?.text()) ?? "",
        });
    }
    return kept;
  });
}

async function query<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const search =
    input === undefined
      ? ""
      : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const response = await page.request.get(`/api/trpc/${path}${search}`);
  expect(response.status()).toBe(200);
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } =
    await response.json();
  return superjson.deserialize<T>(body.result.data);
}

test("offline: cards and bottle code open, actions wait, are credited once, and sign-out forgets", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The phone is where signal drops.");
  test.setTimeout(180_000);
  const label = `Offline station ${unique(testInfo.project.name)}`;
  const stationUrl = await createStation(page, label);
  const email = await registerParticipant(page, testInfo.project.name, "Olli Offline");

  // Online: the worker installs and takes over; the pages to read offline are opened once.
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
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["content-security-policy"]).toBe(
    "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
  );
  await page.goto("/challenge/sustainability");
  await page.getByRole("button", { name: "Get my bottle code" }).click();
  const codeLine = page.getByText(/^My bottle code: /);
  await expect(codeLine).toBeVisible();
  const bottleCode = ((await codeLine.textContent()) ?? "").replace("My bottle code: ", "");
  expect(bottleCode).toMatch(/^[A-Z0-9-]{4,}$/);
  await page.goto(HUNT);
  await expect(page.getByRole("heading", { level: 1, name: "Station hunt" })).toBeVisible();
  await page.goto(GRATITUDE);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await page.goto(BINGO);
  await expect(page.getByRole("heading", { level: 1, name: "Fitness bingo: easy" })).toBeVisible();

  // Offline: the card and the bottle code still open (reloaded, not from memory). A kept page is
  // the server's answer as it was: its own policy, scripts only with its nonce.
  await context.setOffline(true);
  const keptPage = await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Fitness bingo: easy" })).toBeVisible();
  expect(keptPage?.fromServiceWorker()).toBe(true);
  const policy = keptPage?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toContain("unsafe-inline' 'strict");
  expect(nonce).toBeTruthy();
  for (const script of await page.locator('script:not([src]):not([type="application/json"])').all())
    expect(
      await script.evaluate((element) =>
        element instanceof HTMLScriptElement ? element.nonce : "",
      ),
    ).toBe(nonce);
  await page.goto("/challenge/sustainability");
  await expect(page.getByText(`My bottle code: ${bottleCode}`)).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code of bottle ${bottleCode}` })).toBeVisible();
  await page.getByRole("button", { name: "Show large code" }).click();
  await expect(page.getByTestId("bottle-large").getByRole("img")).toHaveAttribute("width", "300");
  await expect(page.getByText(/Turn your screen brightness all the way up/)).toBeVisible();
  // A page that is not kept says so, with what is available.
  const offlinePage = await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);
  expect(offlinePage?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  await expect(page.getByRole("link", { name: "Bingo card, easy" })).toBeVisible();

  // Two taps and a station link, without signal: kept, "waiting for signal".
  await page.goto(BINGO);
  for (const task of ROW_ONE) {
    await page.getByRole("button", { name: task, exact: true }).click();
    await expect(page.getByRole("button", { name: task, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await expect(page.getByTestId("bingo-waiting")).toHaveText(/^2 taps waiting for signal/);
  await page.goto(pathOf(stationUrl));
  await expect(page.getByText("Scan kept: waiting for signal")).toBeVisible();
  await expect(page.getByRole("button", { name: "3 actions waiting for signal" })).toBeVisible();
  // A gratitude note written without signal is kept too.
  await page.goto(GRATITUDE);
  await page.getByRole("textbox", { name: "Message" }).fill("Thank you, water crew!");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Post kept: waiting for signal")).toBeVisible();
  await expect(page.getByRole("button", { name: "4 actions waiting for signal" })).toBeVisible();

  // A reload without signal keeps them.
  await page.goto(BINGO);
  await expect(page.getByRole("button", { name: "4 actions waiting for signal" })).toBeVisible();
  await expect(page.getByTestId("bingo-waiting")).toHaveText(/^2 taps waiting for signal/);
  for (const task of ROW_ONE)
    await expect(page.getByRole("button", { name: task, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  const kept = await outboxEntries(page);
  expect(kept).toHaveLength(4);

  // Signal again: sent within 10 s, and each says what happened.
  await context.setOffline(false);
  const sent = page.getByRole("button", { name: "4 actions sent: see what happened" });
  await expect(sent).toBeVisible({ timeout: 10_000 });
  await sent.click();
  const list = page.getByRole("region", { name: "Actions made without signal" });
  await expect(list.getByText("Credited +1 point")).toHaveCount(2);
  await expect(list.getByText(`${label}: credited +10 points`)).toBeVisible();
  await expect(list.getByText("Sent for review")).toBeVisible();
  await page.goto("/challenge/care");
  await expect(page.getByText("Thank you, water crew!")).toBeVisible();

  // Exactly once, by the ledger's sums; a repeated key answers the same and adds nothing.
  const card = await query<{ mine: { points: number; markedCellIds: string[] } }>(
    page,
    "bingo.getCard",
    {
      difficulty: "easy",
    },
  );
  expect(card.mine.points).toBe(2);
  const board = await query<{ points: number }>(page, "sustainability.station.board");
  expect(board.points).toBe(10);
  const first = kept[0];
  if (!first) throw new Error("no kept action");
  const again = await page.request.post("/api/trpc/offline.replay", {
    data: superjson.serialize({
      key: first.key,
      recordedAt: new Date(first.recordedAt),
      action: first.action,
    }),
  });
  expect(again.status()).toBe(200);
  expect(JSON.stringify(await again.json())).toContain("Credited +1 point");
  expect(
    (await query<{ mine: { points: number } }>(page, "bingo.getCard", { difficulty: "easy" })).mine
      .points,
  ).toBe(2);

  // Sign-out: nothing personal stays on the phone.
  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
  // What stays is built code, the offline page and what a visitor sees (the home page).
  for (const { cache, url, text } of await cachedResponses(page)) {
    expect(url, cache).not.toMatch(
      /account\.me|challenge\.mine|refill\.mine|care\.myPosts|bingo\.getCard/,
    );
    for (const personal of ["Olli Offline", email, bottleCode])
      expect(text, url).not.toContain(personal);
  }
});

/** The station hunt's board, as the signed-in person's API sees it. */
const huntPoints = async (page: Page) =>
  (await query<{ points: number }>(page, "sustainability.station.board")).points;

test("offline: a visitor's station scans are kept on the phone and credited once to whoever signs in next", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The phone is where signal drops.");
  test.setTimeout(180_000);
  // The stations are made by the admin elsewhere: this phone has never had anyone signed in.
  const admin = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminPage = await admin.newPage();
  const first = `Visitor station A ${unique(testInfo.project.name)}`;
  const second = `Visitor station B ${unique(testInfo.project.name)}`;
  const firstUrl = await createStation(adminPage, first);
  const secondUrl = await createStation(adminPage, second);
  await admin.close();

  // A visitor opens the app once with signal: the worker installs.
  await page.goto("/");
  await expect
    .poll(
      // (A page still settling after sign-in may navigate once more: then ask again.)
      () => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);

  // No signal, and no station hunt kept on this phone: the worker keeps the scan and says so.
  await context.setOffline(true);
  await page.goto(pathOf(firstUrl));
  await expect(
    page.getByRole("heading", { level: 1, name: "Scan kept on this phone" }),
  ).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);
  await expect(page.getByRole("link", { name: "create an account" })).toBeVisible();
  await expectNoAxeViolations(page);

  // With signal the visitor opens the station hunt (kept as the visitor's page); without signal
  // a second station link opens it, and the page keeps the scan.
  await context.setOffline(false);
  await page.goto(HUNT);
  await expect(page.getByRole("heading", { level: 1, name: "Station hunt" })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(await (await caches.open("festival-pages")).match(location.pathname)),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto(pathOf(secondUrl));
  await expect(
    page.getByRole("heading", { name: "Scan kept on this phone: sign in to collect it" }),
  ).toBeVisible();
  const kept = page.getByRole("button", { name: "2 station scans kept: sign in to collect" });
  await expect(kept).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload without signal keeps them, with the time of each scan.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Station hunt" })).toBeVisible();
  await kept.click();
  const list = page.getByRole("region", { name: "Actions made without signal" });
  await expect(list.getByText("Kept until someone signs in")).toHaveCount(2);
  await expectNoAxeViolations(page);
  const waiting = await outboxEntries(page);
  expect(waiting.map((entry) => entry.action)).toEqual([
    { kind: "scan", token: new URL(firstUrl).searchParams.get("qr") },
    { kind: "scan", token: new URL(secondUrl).searchParams.get("qr") },
  ]);

  // Signal again: the visitor creates an account; both scans go under the new session, once.
  await context.setOffline(false);
  // (Registering brings the visitor back to the station hunt, the page they were on.)
  const email = `vera-${unique(testInfo.project.name)}@festival.test`;
  await submitRegistration(page, "Vera Visitor", email);
  await confirmRegistration(page, email);
  const sent = page.getByRole("button", { name: "2 actions sent: see what happened" });
  await expect(sent).toBeVisible({ timeout: 10_000 });
  await sent.click();
  await expect(list.getByText(`${first}: credited +10 points`)).toBeVisible();
  await expect(list.getByText(`${second}: credited +10 points`)).toBeVisible();
  expect(await huntPoints(page)).toBe(20);
  // The same key again answers the same and adds nothing.
  const [firstScan] = waiting;
  if (!firstScan) throw new Error("no kept scan");
  const again = await page.request.post("/api/trpc/offline.replay", {
    data: superjson.serialize({
      key: firstScan.key,
      recordedAt: new Date(firstScan.recordedAt),
      action: firstScan.action,
    }),
  });
  expect(again.status()).toBe(200);
  expect(JSON.stringify(await again.json())).toContain(`${first}: credited +10 points`);
  expect(await huntPoints(page)).toBe(20);
});

test("offline: Background Sync sends the outbox through the worker when no page is open", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The phone is where signal drops.");
  // Registration, the worker's install and a page closed while a sync waits: slow on a busy
  // 2-core machine (CI).
  test.setTimeout(180_000);
  await registerParticipant(page, testInfo.project.name, "Sam Sync");
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

  // A tap without signal is kept (and registers the worker's sync).
  await context.setOffline(true);
  const [task] = ROW_ONE;
  if (!task) throw new Error("no task");
  await page.getByRole("button", { name: task, exact: true }).click();
  await expect(page.getByTestId("bingo-waiting")).toHaveText(/^1 tap waiting for signal/);
  expect(await outboxEntries(page)).toHaveLength(1);

  // No page of the app is open (so none of its senders runs); signal comes back. Only the
  // worker can send now: the browser may fire the sync itself when the signal is back, and
  // DevTools fires it too, so the test does not depend on when the browser does.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const points = async () =>
    (await query<{ mine: { points: number } }>(blank, "bingo.getCard", { difficulty: "easy" })).mine
      .points;

  // The browser's Background Sync, for the tag the app registers, fired through DevTools.
  await fireBackgroundSync(context, blank, baseURL);
  await expect.poll(points, { timeout: 10_000 }).toBe(1);

  // The worker kept the answer: the app shows what happened.
  const app = await context.newPage();
  await app.goto(BINGO);
  await app.getByRole("button", { name: "1 action sent: see what happened" }).click();
  await expect(
    app.getByRole("region", { name: "Actions made without signal" }).getByText("Credited +1 point"),
  ).toBeVisible();
});

test("offline: a visitor's scan kept longer than 24 hours is not sent and says so until cleared", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The phone is where signal drops.");
  test.setTimeout(120_000);
  const admin = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const label = `Old scan station ${unique(testInfo.project.name)}`;
  const stationUrl = await createStation(await admin.newPage(), label);
  await admin.close();

  // A visitor opens the app and the station hunt with signal; without signal a station link is
  // kept on the phone.
  await page.goto(HUNT);
  await expect
    .poll(
      // (A page still settling after sign-in may navigate once more: then ask again.)
      () => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(await (await caches.open("festival-pages")).match(location.pathname)),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto(pathOf(stationUrl));
  await expect(
    page.getByRole("button", { name: "1 station scan kept: sign in to collect" }),
  ).toBeVisible();

  // A day and more later (the phone's clock), still without anyone signed in: expired, shown.
  await page.clock.install({ time: new Date(Date.now() + 25 * 60 * 60 * 1000) });
  await page.goto(HUNT);
  const expired = page.getByRole("button", { name: "1 kept scan expired: see why" });
  await expect(expired).toBeVisible();
  await expired.click();
  const list = page.getByRole("region", { name: "Actions made without signal" });
  await expect(list.getByText("Kept too long: scan the station again")).toBeVisible();
  expect((await outboxEntries(page)).map((entry) => entry.action)).toEqual([
    { kind: "scan", token: new URL(stationUrl).searchParams.get("qr") },
  ]);
  // Cleared by the person: gone from the phone, never sent.
  await list.getByRole("button", { name: "Clear the answered ones" }).click();
  await expect(expired).toHaveCount(0);
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
});

test("offline: a station link the server credits after the worker stopped waiting says +10 points, not 'already scanned'", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The phone is where signal drops.");
  test.setTimeout(120_000);
  const label = `Slow cell ${unique(testInfo.project.name)}`;
  const stationUrl = await createStation(page, label);
  await registerParticipant(page, testInfo.project.name, "Sami Slow");

  // Online: the worker takes over and keeps the station hunt.
  await page.goto(BINGO);
  await expect
    .poll(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.goto(HUNT);
  await expect(page.getByRole("heading", { level: 1, name: "Station hunt" })).toBeVisible();

  // A crowded cell: the link reaches the server, which credits the scan, but its answer takes
  // longer than the worker waits (10 s; held 25 s here), so the worker opens the kept hunt, which
  // claims again.
  let answered = false;
  await context.route(
    (url) => url.pathname === HUNT && url.searchParams.has("qr"),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      await new Promise((resolve) => setTimeout(resolve, 25_000));
      answered = true;
      await route.fulfill({ response }).catch(() => {});
    },
  );
  await page.goto(pathOf(stationUrl), { timeout: 30_000 });
  await expect(page.getByText(`+10 points: ${label}`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("You scanned this station on")).toHaveCount(0);
  expect(answered).toBe(false);
  await expect(page.getByRole("listitem", { name: label })).toContainText("Scanned on");

  // Credited once: the server's own claim; the kept page's claim found it.
  const board = await query<{ points: number; progress: { scanned: number } }>(
    page,
    "sustainability.station.board",
  );
  expect(board.progress.scanned).toBe(1);
  expect(board.points).toBe(10);
  await context.unrouteAll({ behavior: "ignoreErrors" });
});
