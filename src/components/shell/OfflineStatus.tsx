import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { whenIdleAfterLoad } from "~/lib/analytics";
import { DRAIN_OUTBOX, OUTBOX_CHANNEL, SIGNED_OUT, UNCLAIMED } from "~/lib/offline/constants";
import type { OutboxEntry } from "~/lib/offline/outbox";
import { useOutboxEntries } from "~/lib/offline/use-outbox";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import { OFFLINE_PAGES } from "~/shared/offline/pages";
import { isKeptTooLong, KEPT_TOO_LONG, type OfflineActionBody } from "~/shared/offline/rules";
import { RUNNING_BUILD_ID } from "./ShellEffects";
import classes from "./OfflineStatus.module.css";

const client = () => import("~/lib/offline/client");
/** While actions wait and the browser thinks it is online (a weak signal), try again this often. */
const RETRY_MS = 20_000;
/** How long after the page settles the offline pages are fetched for keeping. */
const KEEP_DELAY_MS = 8_000;
/** Whose data the worker and the outbox hold (an id, nothing else). */
const OWNER_KEY = "festival-offline-owner";
const OFFLINE_PATHS = new Set(OFFLINE_PAGES.map((page) => page.path));

type OfflineWords = ReturnType<typeof useTranslations<"shell.offline">>;

/**
 * An entry's state: waiting, kept for whoever signs in, kept too long (the phone's own answer), or
 * the server's answer (worded by the server in the language of the request that sent it).
 */
function stateText(entry: OutboxEntry, t: OfflineWords): string {
  if (entry.userId === UNCLAIMED && entry.state === "waiting") return t("keptUntilSignIn");
  if (entry.state === "waiting" || !entry.outcome) return t("waitingForSignal");
  if (entry.outcome === KEPT_TOO_LONG || entry.outcome.message === KEPT_TOO_LONG.message)
    return t("keptTooLong");
  return entry.outcome.message;
}

/** The words of an action in the list. */
function actionText(action: OfflineActionBody, t: OfflineWords): string {
  if (action.kind === "scan") return t("actions.scan");
  if (action.kind === "care")
    return action.post.kind === "GRATITUDE" ? t("actions.gratitude") : t("actions.giving");
  return t("actions.bingo", {
    difficulty: action.difficulty,
    marked: action.marked ? "yes" : "no",
  });
}

/**
 * Working without signal, for the whole app (README "Offline"); loaded after the first paint. It
 * registers the service worker when the page is idle, keeps the offline pages and their data for
 * the signed-in person, sends waiting actions on start, when the signal comes back and when the
 * worker asks (Background Sync), and shows "N actions waiting for signal" with the list of them
 * and, once sent, what happened to each.
 */
export default function OfflineStatus() {
  const { user, refresh } = useSession();
  const userId = user?.id ?? null;
  const hadUser = useRef(false);
  useEffect(() => {
    hadUser.current = userId !== null;
  }, [userId]);
  const utils = api.useUtils();
  const all = useOutboxEntries();
  // Signed out: the visitor's scans kept on this device, for whoever signs in next.
  const entries = all.filter((entry) => entry.userId === (userId ?? UNCLAIMED));
  const [open, setOpen] = useState(false);
  const [signOutPending, setSignOutPending] = useState(false);
  const panelId = useId();
  const queryClient = useQueryClient();
  const t = useTranslations("shell.offline");

  useEffect(() => {
    whenIdleAfterLoad(() => void client().then((offline) => offline.registerServiceWorker()));
  }, []);

  const send = useCallback(async () => {
    if (!userId || !navigator.onLine) return;
    const offline = await client();
    const sent = await offline.sendWaitingActions(userId);
    if (sent > 0) await utils.invalidate();
  }, [userId, utils]);

  // A sign-out made without signal (here or in another tab): say so until the server was told,
  // and tell it on start and when the signal comes back (the worker also does, before any
  // request). Another tab that signed out: this one shows a visitor's view too.
  useEffect(() => {
    let live = true;
    const forget = () => void refresh().then(() => queryClient.resetQueries());
    // Also on start: a page that missed the message (not loaded yet) still shows a visitor's view.
    const check = () =>
      void client()
        .then((offline) => offline.isSignOutPending())
        .then((pending) => {
          if (!live) return;
          setSignOutPending(pending);
          if (pending && hadUser.current) forget();
        });
    const settle = () =>
      void client()
        .then((offline) => offline.settlePendingSignOut())
        .then(check, check);
    const onMessage = (event: MessageEvent) =>
      void client().then((offline) => {
        const from = offline.signOutMessageFrom(event.data);
        if (from === null) return;
        // Signed out in another tab (online too): this one forgets the person as well.
        if (from !== offline.THIS_TAB && hadUser.current) forget();
        check();
      });
    check();
    whenIdleAfterLoad(settle);
    window.addEventListener("online", settle);
    const channel =
      typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    channel?.addEventListener("message", onMessage);
    return () => {
      live = false;
      window.removeEventListener("online", settle);
      channel?.close();
    };
  }, [refresh, queryClient]);

  // A visitor's scans kept too long are answered "Kept too long" (never sent), shown until cleared.
  const tooLong = all.some(
    (entry) =>
      entry.userId === UNCLAIMED && entry.state === "waiting" && isKeptTooLong(entry.recordedAt),
  );
  useEffect(() => {
    if (tooLong) void client().then((offline) => offline.expireVisitorScans());
  }, [tooLong]);

  // Someone else's actions or kept data (a session that ended without signing out): forget them.
  // A visitor's scans kept on this device (nobody signed in then) become this person's, and go.
  useEffect(() => {
    if (!userId) return;
    const owner = localStorage.getItem(OWNER_KEY);
    const others = all.some(
      (entry) =>
        entry.userId !== userId && entry.userId !== UNCLAIMED && entry.userId !== SIGNED_OUT,
    );
    const unclaimed = all.some((entry) => entry.userId === UNCLAIMED);
    localStorage.setItem(OWNER_KEY, userId);
    if (!others && !unclaimed && (owner === null || owner === userId)) return;
    void client().then(async (offline) => {
      if (others || (owner !== null && owner !== userId)) await offline.forgetPersonalData();
      if (unclaimed && (await offline.claimVisitorScans(userId)) > 0) await send();
    });
  }, [all, userId, send]);

  // Keep the offline pages and the answers they read, once per build and person: a while after
  // the page settles, so that the server renders them after what the person is doing (a sign-in
  // goes on to its next page first; a page left before then does it on the next one).
  useEffect(() => {
    if (!userId) return;
    let timer: number | undefined;
    const keep = () =>
      void client()
        .then((offline) => offline.keepOfflinePages(userId, RUNNING_BUILD_ID))
        .then((asked) =>
          asked
            ? Promise.all([
                utils.challenge.list.prefetch(),
                utils.challenge.mine.prefetch(),
                utils.sustainability.station.board.prefetch(),
                utils.sustainability.refill.mine.prefetch(),
                utils.care.myPosts.prefetch(),
                utils.achievement.list.prefetch(),
                utils.account.me.prefetch(),
              ])
            : null,
        )
        .catch(() => undefined);
    whenIdleAfterLoad(() => {
      void send();
      timer = window.setTimeout(keep, KEEP_DELAY_MS);
    });
    return () => window.clearTimeout(timer);
  }, [userId, send, utils]);

  // What an offline page shows changed here (an answer differs from the one before): the worker
  // fetches the page again, so its kept copy is not behind (a bottle code just made).
  useEffect(() => {
    if (!userId) return;
    const seen = new Map<string, unknown>();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated") return;
      const { queryHash, state } = event.query;
      const before = seen.get(queryHash);
      seen.set(queryHash, state.data);
      if (event.action.type !== "success" || before === undefined || before === state.data) return;
      const path = window.location.pathname;
      if (navigator.onLine && OFFLINE_PATHS.has(path))
        void client().then((offline) => offline.keepPage(path));
    });
  }, [queryClient, userId]);

  const waiting = entries.filter((entry) => entry.state === "waiting").length;
  useEffect(() => {
    const onOnline = () => void send();
    const onMessage = (event: MessageEvent) => {
      if (event.data === DRAIN_OUTBOX) void send();
    };
    window.addEventListener("online", onOnline);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    const timer = waiting > 0 ? window.setInterval(() => void send(), RETRY_MS) : null;
    return () => {
      window.removeEventListener("online", onOnline);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
      if (timer !== null) window.clearInterval(timer);
    };
  }, [send, waiting]);

  const leaving = all.filter((entry) => entry.userId === SIGNED_OUT).length;
  if (entries.length === 0 && !(signOutPending && !userId)) return null;
  const answered = entries.length - waiting;
  const label = !userId
    ? signOutPending
      ? t("signOutWaiting")
      : waiting > 0
        ? t("scansKept", { count: waiting })
        : t("scansExpired", { count: answered })
    : waiting > 0
      ? t("waiting", { count: waiting })
      : t("sent", { count: answered });

  return (
    <div className={classes.wrap}>
      <button
        type="button"
        className={classes.button}
        data-answered={waiting === 0 ? "" : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div
        id={panelId}
        className={classes.panel}
        hidden={!open}
        role="region"
        aria-label={t("heading")}
      >
        <h2>{t("heading")}</h2>
        {signOutPending && !userId && (
          <p className={classes.notice}>
            {t("signedOutPending")}
            {leaving > 0 && ` ${t("leaving", { count: leaving })}`}
          </p>
        )}
        <ol className={classes.list} hidden={entries.length === 0}>
          {entries.map((entry) => (
            <li key={entry.key}>
              {t("entry", {
                action: actionText(entry.action, t),
                when: formatDateTime(new Date(entry.recordedAt)),
              })}
              <span className={classes.state} data-status={entry.outcome?.status ?? "waiting"}>
                {stateText(entry, t)}
              </span>
            </li>
          ))}
        </ol>
        <div className={classes.actions}>
          {waiting > 0 && userId && (
            <button type="button" onClick={() => void send()}>
              {t("sendNow")}
            </button>
          )}
          {answered > 0 && (
            <button
              type="button"
              onClick={() => void client().then((offline) => offline.dismissAnswered())}
            >
              {t("clearAnswered")}
            </button>
          )}
          <button type="button" onClick={() => setOpen(false)}>
            {t("close")}
          </button>
        </div>
      </div>
    </div>
  );
}
