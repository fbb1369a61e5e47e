/// <reference lib="webworker" />
/**
 * The service worker (README "Offline"), built by scripts/build-sw.mjs into public/sw.js after
 * `next build`, with the build's id inlined: a new deployment is a new worker, which takes over at
 * once (skipWaiting, clientsClaim) when the browser checks for it at the next navigation.
 *
 * - Built assets (/_next/static, immutable): cache first.
 * - The pages of OFFLINE_PAGES: network first (5 s; a station link and its outcome 10 s, as the
 *   server claims the scan before it answers); without signal, the latest copy the server
 *   sent, unchanged (its own Content-Security-Policy and nonce: the worker never writes HTML, so
 *   nothing can be added to a kept page). Kept under the path alone, so `?qr=` links open the
 *   station hunt. Only 200 HTML answers that were not redirects, to a request without a query,
 *   are kept (`?qr=` and `?scan=` answers carry a one-time notice). When what a page shows
 *   changes on the phone (a bottle code just made), the page asks for it to be kept again.
 * - A station link (`?qr=`) without signal and no kept station hunt: the scan is kept in the
 *   outbox for whoever signs in next on this device, and the static /scan-kept.html says so.
 * - Any other page without signal: the static /offline.html.
 * - The static pages are precached in every language (`/offline.de.html`, …) and shown in the
 *   language of the last page the app showed (`<html lang>`, which the page tells the worker:
 *   `PAGE_LANGUAGE`, kept in the cache `festival-settings`), else in English.
 * - tRPC queries of OFFLINE_QUERIES: the network; each procedure's answer is also kept on its own
 *   (a batch holds several), and without signal a batch is answered from those if all are kept.
 * - Background Sync ("festival-outbox"): an open page sends the outbox; with none, the worker
 *   does, for the signed-in person the entries belong to.
 * - A sign-out made without signal (`~/lib/offline/sign-out`): before any page, `/_next/data` or
 *   API request goes out, the worker tells the server (the person's waiting actions, then the
 *   DELETE of the session); while it cannot, nothing goes out with the old cookie: GET requests go
 *   without cookies (a visitor's answer), others fail as without signal, and a page without
 *   signal is the static /signed-out.html (a station link still keeps the scan).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  Strategy,
  type RouteHandlerCallbackOptions,
  type RuntimeCaching,
  type SerwistPlugin,
} from "serwist";
import {
  DRAIN_OUTBOX,
  KEEP_OFFLINE_PAGES,
  KEEP_PAGE,
  OUTBOX_SYNC_TAG,
  PAGE_LANGUAGE,
  UNCLAIMED,
} from "~/lib/offline/constants";
import { drain, indexedDbOutbox, newEntry, sendOverHttp } from "~/lib/offline/outbox";
import {
  indexedDbPendingSignOut,
  settleSignOutOverHttp,
  type SettleResult,
} from "~/lib/offline/sign-out";
import {
  OFFLINE_FALLBACK_PATH,
  OFFLINE_PAGES,
  OFFLINE_QUERIES,
  PERSONAL_CACHES,
  SCAN_KEPT_PATH,
  SIGNED_OUT_PATH,
  OFFLINE_STYLES_PATH,
  STATIC_PAGES,
  staticPageIn,
  type StaticPage,
} from "~/shared/offline/pages";
import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from "~/shared/i18n/locales";
import { isStationToken, SCAN_NOTICE_PARAM, STATION_PATH } from "~/shared/stations/token";

declare const self: ServiceWorkerGlobalScope;
declare const __BUILD_ID__: string;

const [PAGES_CACHE, DATA_CACHE] = PERSONAL_CACHES;
const STATIC_CACHE = "festival-static";
const PAGE_PATHS = new Set(OFFLINE_PAGES.map((page) => page.path));
const QUERIES = new Set(OFFLINE_QUERIES);
const outbox = indexedDbOutbox();
const pendingSignOut = indexedDbPendingSignOut();

/** Pages are kept under their path: `?qr=…` opens the kept station hunt. */
const pathOnly: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname,
};

/** Only a page as the server rendered it for this person: 200, HTML, not a redirect. */
function isRenderedPage(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  );
}

/** ... and for its plain path: an answer to `?qr=` or `?scan=` carries a one-time notice. */
const onlyRenderedPages: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    isRenderedPage(response) && new URL(request.url).search === "" ? response : null,
};

/** How long a page's network answer is awaited before the kept copy is shown instead. */
const PAGE_NETWORK_SECONDS = 5;
/**
 * The same for a station link and the outcome page it leads to. The server claims a signed-in
 * person's `?qr=` before it answers (and redirects to `?scan=` with the outcome): giving up on
 * that answer early shows the kept hunt, which claims the code again (the server's "already" is
 * then shown as this link's credit, `scannedByThisLink`, but without the achievements the scan
 * earned), or loses the notice on the way to `?scan=`. Still bounded, for a connection that hangs.
 */
const STATION_NETWORK_SECONDS = 10;

const keptPages = (networkTimeoutSeconds = PAGE_NETWORK_SECONDS) =>
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds,
    plugins: [pathOnly, onlyRenderedPages],
  });

// --- station links without signal -------------------------------------------------------------

/** The station hunt for `?qr=` links: its own strategy, without the offline page as fallback. */
const stationHunt = keptPages(STATION_NETWORK_SECONDS);

/**
 * A station link: the server (or the kept station hunt, whose page keeps the scan). With neither,
 * the scan is kept here for whoever signs in next on this device (the page that finds a session
 * claims it) and /scan-kept.html says so; a malformed code gets the offline page.
 */
async function stationLink(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await stationHunt.handle(options);
  } catch (error) {
    const page = await keepVisitorScan(options.url);
    if (page) return page;
    throw error;
  }
}

/** A station link without signal: the scan kept for whoever signs in next, and the page saying so. */
async function keepVisitorScan(url: URL): Promise<Response | undefined> {
  const token = url.searchParams.get("qr");
  const kept =
    isStationToken(token) &&
    (await outbox.add(newEntry(UNCLAIMED, { kind: "scan", token })).then(
      () => true,
      () => false,
    ));
  return staticPage(kept ? SCAN_KEPT_PATH : OFFLINE_FALLBACK_PATH);
}

// --- the static pages in the page's language ------------------------------------------------

/** Where the worker keeps the language of the last page the app showed (not personal). */
const SETTINGS_CACHE = "festival-settings";
const LANGUAGE_KEY = "/__festival/page-language";
let pageLanguage: Locale | null = null;

/** The language of the last page the app showed (`<html lang>`), else the fallback language. */
async function keptLanguage(): Promise<Locale> {
  if (pageLanguage) return pageLanguage;
  const kept = await caches
    .open(SETTINGS_CACHE)
    .then((cache) => cache.match(LANGUAGE_KEY))
    .then((response) => response?.text())
    .catch(() => undefined);
  pageLanguage = isLocale(kept) ? kept : FALLBACK_LOCALE;
  return pageLanguage;
}

/** Keeps the page's language (the page says it when it starts and when it changes). */
async function keepLanguage(locale: Locale): Promise<void> {
  pageLanguage = locale;
  const cache = await caches.open(SETTINGS_CACHE);
  await cache.put(
    LANGUAGE_KEY,
    new Response(locale, { headers: { "content-type": "text/plain" } }),
  );
}

/** A static page (offline, scan kept, signed out) in the page's language, else in English. */
async function staticPage(page: StaticPage): Promise<Response | undefined> {
  return (
    (await serwist.matchPrecache(staticPageIn(page, await keptLanguage()))) ??
    serwist.matchPrecache(page)
  );
}

/** Any page without signal that is not kept: the offline page, in the page's language. */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    request.mode === "navigate" ? staticPage(OFFLINE_FALLBACK_PATH) : undefined,
};

// --- tRPC queries ---------------------------------------------------------------------------

type QueryCall = { procedures: string[]; inputs: (string | null)[]; batch: boolean };

/** The procedures and their serialized inputs of a tRPC GET (`/api/trpc/a,b?batch=1&input=…`). */
function queryCall(url: URL): QueryCall | null {
  const procedures = decodeURIComponent(url.pathname.slice("/api/trpc/".length)).split(",");
  const batch = url.searchParams.get("batch") === "1";
  let parsed: unknown = null;
  const raw = url.searchParams.get("input");
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  const inputs = procedures.map((_, index) => {
    const value: unknown = batch
      ? typeof parsed === "object" && parsed !== null
        ? Reflect.get(parsed, String(index))
        : undefined
      : parsed;
    return value === undefined || value === null ? null : JSON.stringify(value);
  });
  return { procedures, inputs, batch };
}

const partKey = (procedure: string, input: string | null) =>
  `${self.location.origin}/__offline-query/${procedure}?input=${encodeURIComponent(input ?? "")}`;

async function keepParts(call: QueryCall, response: Response): Promise<void> {
  const body: unknown = await response.json().catch(() => null);
  const parts: unknown[] = call.batch ? (Array.isArray(body) ? body : []) : [body];
  const cache = await caches.open(DATA_CACHE);
  await Promise.all(
    call.procedures.map(async (procedure, index) => {
      const part = parts[index];
      if (!QUERIES.has(procedure) || typeof part !== "object" || part === null) return;
      if (!("result" in part)) return;
      await cache.put(
        partKey(procedure, call.inputs[index] ?? null),
        new Response(JSON.stringify(part), { headers: { "content-type": "application/json" } }),
      );
    }),
  );
}

async function keptAnswer(call: QueryCall): Promise<Response | null> {
  const cache = await caches.open(DATA_CACHE);
  const parts: unknown[] = [];
  for (const [index, procedure] of call.procedures.entries()) {
    if (!QUERIES.has(procedure)) return null;
    const kept = await cache.match(partKey(procedure, call.inputs[index] ?? null));
    if (!kept) return null;
    parts.push(await kept.json());
  }
  return new Response(JSON.stringify(call.batch ? parts : parts[0]), {
    headers: { "content-type": "application/json", "x-festival-offline": "kept" },
  });
}

async function trpcQuery({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const call = queryCall(url);
  try {
    const response = await fetch(request);
    if (call && response.ok && call.procedures.some((procedure) => QUERIES.has(procedure)))
      event.waitUntil(keepParts(call, response.clone()));
    return response;
  } catch (error) {
    const kept = call ? await keptAnswer(call) : null;
    if (kept) return kept;
    throw error;
  }
}

// --- the worker -----------------------------------------------------------------------------

/** The routes of pages and data; each strategy without its own error handler gets the fallback. */
const runtimeCaching: RuntimeCaching[] = [
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
    handler: new CacheFirst({
      cacheName: STATIC_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  },
  {
    matcher: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      request.mode === "navigate" &&
      url.pathname === STATION_PATH &&
      url.searchParams.has("qr"),
    handler: stationLink,
  },
  {
    matcher: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      request.mode === "navigate" &&
      url.pathname === STATION_PATH &&
      url.searchParams.has(SCAN_NOTICE_PARAM),
    // Not `stationHunt` itself: this one gets the offline page as fallback (below).
    handler: keptPages(STATION_NETWORK_SECONDS),
  },
  {
    matcher: ({ request, url, sameOrigin }) =>
      sameOrigin && request.mode === "navigate" && PAGE_PATHS.has(url.pathname),
    handler: keptPages(),
  },
  {
    matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
    handler: new NetworkOnly(),
  },
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/trpc/"),
    handler: trpcQuery,
  },
];
for (const { handler } of runtimeCaching)
  if (handler instanceof Strategy && !handler.plugins.some((plugin) => plugin.handlerDidError))
    handler.plugins.push(offlineFallback);

const serwist = new Serwist({
  precacheEntries: [
    // The static pages in every language (a few kB each).
    ...STATIC_PAGES.flatMap((page) =>
      LOCALES.map((locale) => ({ url: staticPageIn(page, locale), revision: __BUILD_ID__ })),
    ),
    { url: OFFLINE_STYLES_PATH, revision: __BUILD_ID__ },
    { url: "/manifest.webmanifest", revision: __BUILD_ID__ },
    { url: "/icons/icon-192.png", revision: __BUILD_ID__ },
    { url: "/icons/icon.svg", revision: __BUILD_ID__ },
  ],
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching,
});

// --- a sign-out made without signal ---------------------------------------------------------

/** One settling at a time in this worker (many requests arrive together). */
let settling: Promise<SettleResult> | null = null;

function settlePendingSignOut(): Promise<SettleResult> {
  settling ??= settleSignOutOverHttp(pendingSignOut, outbox, sendOverHttp)
    .catch((): SettleResult => "later")
    .finally(() => {
      settling = null;
    });
  return settling;
}

/** Requests that carry the session: pages, their data (`/_next/data`) and the API. */
function carriesSession(request: Request, url: URL): boolean {
  // The live streams (wall, leaderboard, announcements) are public and last for hours: they go
  // straight to the network, not through a worker that may be stopped while idle.
  if (request.headers.get("accept")?.includes("text/event-stream")) return false;
  return (
    url.origin === self.location.origin &&
    (request.mode === "navigate" ||
      url.pathname.startsWith("/api/") ||
      url.pathname.startsWith("/_next/data/"))
  );
}

/**
 * A request that carries the session, once no sign-out is pending (most of the time the mark is
 * not there and this is one IndexedDB read): as Serwist's routes answer it, or the network.
 * With a sign-out pending that cannot be told yet, the old cookie stays home.
 */
async function afterSignOut(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  const pending = await pendingSignOut.get().catch(() => null);
  const settled = pending ? await settlePendingSignOut() : "none";
  if (settled !== "later") return serwist.handleRequest({ request, event }) ?? fetch(request);
  if (request.method !== "GET") return Response.error();
  try {
    return await fetch(new Request(request, { credentials: "omit" }));
  } catch {
    if (request.mode !== "navigate") return Response.error();
    const page =
      url.pathname === STATION_PATH && url.searchParams.has("qr")
        ? await keepVisitorScan(url)
        : await staticPage(SIGNED_OUT_PATH);
    return page ?? Response.error();
  }
}

// Before Serwist's own listener: this one answers the requests that carry the session.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (!carriesSession(event.request, url)) return;
  event.stopImmediatePropagation();
  event.respondWith(afterSignOut(event, url));
});

serwist.addEventListeners();

// --- keeping the offline pages ahead of need ------------------------------------------------

const STATIC_ASSET = /\/_next\/static\/[^"'\s>)]+/g;

/** Fetches the offline pages for the signed-in person and the built assets they name. */
async function keepOfflinePages(): Promise<void> {
  const pages = await caches.open(PAGES_CACHE);
  const assets = await caches.open(STATIC_CACHE);
  for (const { path } of OFFLINE_PAGES) {
    const response = await fetch(path, { credentials: "same-origin" }).catch(() => null);
    if (!response || !isRenderedPage(response)) continue;
    const html = await response.clone().text();
    await pages.put(path, response);
    for (const asset of new Set(html.match(STATIC_ASSET) ?? [])) {
      if (await assets.match(asset)) continue;
      const file = await fetch(asset).catch(() => null);
      if (file?.ok) await assets.put(asset, file);
    }
  }
}

/** Pages being fetched again, and those asked for again meanwhile (one more fetch each). */
const keeping = new Map<string, Promise<void>>();
const keepAgain = new Set<string>();

async function keepPage(path: string): Promise<void> {
  const running = keeping.get(path);
  if (running) {
    keepAgain.add(path);
    return running;
  }
  const work = (async () => {
    do {
      keepAgain.delete(path);
      const response = await fetch(path, { credentials: "same-origin" }).catch(() => null);
      if (response && isRenderedPage(response))
        await (await caches.open(PAGES_CACHE)).put(path, response);
    } while (keepAgain.has(path));
  })();
  keeping.set(path, work);
  try {
    await work;
  } finally {
    keeping.delete(path);
  }
}

function keepPageRequest(data: unknown): string | null {
  if (typeof data !== "object" || data === null || Reflect.get(data, "type") !== KEEP_PAGE)
    return null;
  const path: unknown = Reflect.get(data, "path");
  return typeof path === "string" && PAGE_PATHS.has(path) ? path : null;
}

/** The page's language, from a `PAGE_LANGUAGE` message; null for anything else. */
function pageLanguageOf(data: unknown): Locale | null {
  if (typeof data !== "object" || data === null || Reflect.get(data, "type") !== PAGE_LANGUAGE)
    return null;
  const locale: unknown = Reflect.get(data, "locale");
  return isLocale(locale) ? locale : null;
}

self.addEventListener("message", (event) => {
  if (event.origin && event.origin !== self.location.origin) return;
  if (event.data === KEEP_OFFLINE_PAGES) event.waitUntil(keepOfflinePages());
  const locale = pageLanguageOf(event.data);
  if (locale) event.waitUntil(keepLanguage(locale));
  const path = keepPageRequest(event.data);
  if (path) event.waitUntil(keepPage(path));
});

// --- Background Sync ------------------------------------------------------------------------

async function sessionUserId(): Promise<string | null> {
  const response = await fetch("/api/_auth/session", { credentials: "same-origin" });
  const body: unknown = await response.json();
  const user: unknown =
    typeof body === "object" && body !== null ? Reflect.get(body, "user") : null;
  const id: unknown = typeof user === "object" && user !== null ? Reflect.get(user, "id") : null;
  return typeof id === "string" ? id : null;
}

async function syncOutbox(): Promise<void> {
  // A sign-out made without signal goes first (and with it that person's actions).
  if ((await settlePendingSignOut()) === "later")
    throw new Error("A sign-out is still waiting for signal.");
  const windows = await self.clients.matchAll({ type: "window" });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage(DRAIN_OUTBOX);
    return;
  }
  const userId = await sessionUserId();
  if (!userId) return;
  await drain(outbox, userId, sendOverHttp);
  const left = (await outbox.all()).some(
    (entry) => entry.state === "waiting" && entry.userId === userId,
  );
  // Thrown: the browser tries this sync again later.
  if (left) throw new Error("Actions are still waiting for signal.");
}

/** Background Sync's event (not in TypeScript's worker library). */
function isSyncEvent(event: Event): event is ExtendableEvent & { tag: string } {
  return event instanceof ExtendableEvent && "tag" in event && typeof event.tag === "string";
}

self.addEventListener("sync", (event) => {
  if (isSyncEvent(event) && event.tag === OUTBOX_SYNC_TAG) event.waitUntil(syncOutbox());
});
