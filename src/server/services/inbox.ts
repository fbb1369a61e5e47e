import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { utcTimestamp } from "~/server/database/timestamps";
import type { NotificationKind } from "~/generated/prisma/enums";
import { AppError } from "~/server/errors";
import { createTranslator, type Messages } from "use-intl/core";
import { pageMessages } from "~/server/i18n/messages";
import { getLogger } from "~/server/infra/logger";
import { FALLBACK_LOCALE, type Locale } from "~/shared/i18n/locales";
import { isMessageKeyOf, wireText } from "~/shared/i18n/server-text";
import {
  entryTextOf,
  INBOX_LIST_MAX,
  inboxCutoff,
  sortEntries,
  type InboxEntry,
  type InboxText,
} from "~/shared/inbox/rules";
import { festivalTimeZone } from "~/shared/time-zone";
import type { markReadInput } from "~/shared/inbox/inputs";
import type { z } from "~/shared/zod";
import { announcementInbox } from "./announcement-inbox";
import type { Tx } from "./progress";

/**
 * The notification inbox (README "Notification inbox"). The services that own an event write its
 * entry with `notify` inside their own transaction, so an entry exists exactly when the event
 * committed. Entries are kept `INBOX_KEEP_DAYS` (30) days: reads never show an older one and an
 * hourly job (`startInboxJobs`, started by the server) deletes them. They go with the account
 * (foreign key, cascade) and are part of the data download (`inboxDataOf`).
 */

/**
 * An entry as the owning service describes it: what happened by message key and values (`text`,
 * namespace `inbox`, README "Languages"), worded in the reader's language by the inbox and the
 * digest. Names, quotes and titles travel as values, as written; so does `detail`, a moderator's
 * reason (`text.detail` when the detail is the app's words instead, a certificate's serial).
 * The stored `title` and `detail` are the English words (logs, the data download, and what
 * readers of entries written before `text` see).
 */
export type NotificationDraft = {
  userId: string;
  kind: NotificationKind;
  text: InboxText;
  detail?: string | null;
  link?: string | null;
};

/**
 * The inbox's words in `locale`, formatted on the server from the same compiled messages the
 * pages get (as mails are): `word(text, words)` words a stored key that is one of the inbox's
 * messages, and keeps `words` (the stored English) for anything else.
 */
export function inboxWords(locale: Locale): (text: unknown, words: string) => string {
  const messages = pageMessages(locale, ["inbox"]);
  const t = createTranslator({
    locale,
    // Only the inbox's namespace is there: a key is worded only once `isMessageKeyOf` found it.
    messages: messages as Messages,
    timeZone: festivalTimeZone(),
    onError: (error) => {
      throw error;
    },
  });
  return (text, words) => {
    const found = wireText(text);
    return found && isMessageKeyOf(messages, found.key) ? t(found.key, found.values) : words;
  };
}

let english: ((text: unknown, words: string) => string) | null = null;

/** A draft's stored English words: its title and detail (the text's own, or as written). */
export function englishOf(draft: Pick<NotificationDraft, "text" | "detail">): {
  title: string;
  detail: string | null;
} {
  english ??= inboxWords(FALLBACK_LOCALE);
  const title = english(draft.text, "");
  if (!title) throw new Error(`inbox: no English words for ${draft.text.key}`);
  return {
    title,
    detail: draft.text.detail ? english(draft.text.detail, "") : (draft.detail ?? null),
  };
}

/** Writes inbox entries in the caller's transaction (one statement for any number). */
export async function notify(
  tx: Tx,
  drafts: readonly NotificationDraft[],
  now = new Date(),
): Promise<void> {
  if (drafts.length === 0) return;
  await tx.notification.createMany({
    data: drafts.map((draft) => ({
      userId: draft.userId,
      kind: draft.kind,
      ...englishOf(draft),
      text: draft.text,
      link: draft.link ?? null,
      createdAt: now,
    })),
  });
}

/**
 * `notify`'s insert as SQL (at least one draft), for a caller that runs it as a CTE of a statement
 * of its own (the moderation decision's, issue R6): the same rows, in the caller's transaction.
 */
export function notifyInsert(drafts: readonly NotificationDraft[], now: Date): Prisma.Sql {
  const rows = drafts.map((draft) => {
    const { title, detail } = englishOf(draft);
    return Prisma.sql`(${randomUUID()}, ${draft.userId},
      CAST(${draft.kind} AS "NotificationKind"), ${title},
      CAST(${JSON.stringify(draft.text)} AS jsonb), ${detail},
      ${draft.link ?? null}, ${utcTimestamp(now)})`;
  });
  return Prisma.sql`INSERT INTO "Notification"
      ("id", "userId", "kind", "title", "text", "detail", "link", "createdAt")
    VALUES ${Prisma.join(rows)}`;
}

/**
 * A source of inbox entries besides the Notification table (announcements, say): it lists a
 * person's entries of the last 30 days and counts their unread ones. Add it to `INBOX_SOURCES`.
 */
export type InboxSource = {
  entries(db: PrismaClient, userId: string, now: Date): Promise<InboxEntry[]>;
  unread(db: PrismaClient, userId: string, now: Date): Promise<number>;
  /** Marks the entry `id` read when it is one of this source's for the person; false if not. */
  markRead(db: PrismaClient, userId: string, id: string, now: Date): Promise<boolean>;
  /** Marks every entry of the person read; answers how many changed. */
  markAllRead(db: PrismaClient, userId: string, now: Date): Promise<number>;
};

/** The Notification table as a source. */
const notifications: InboxSource = {
  async entries(db, userId, now) {
    const rows = await db.notification.findMany({
      where: { userId, createdAt: { gte: inboxCutoff(now) } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: INBOX_LIST_MAX,
      select: {
        id: true,
        kind: true,
        title: true,
        text: true,
        detail: true,
        link: true,
        createdAt: true,
        readAt: true,
      },
    });
    return rows.map(({ readAt, text, ...row }) => ({
      ...row,
      ...entryTextOf(text),
      source: "notification",
      read: readAt !== null,
    }));
  },
  // An index-only count on (userId, readAt, createdAt).
  unread: (db, userId, now) =>
    db.notification.count({
      where: { userId, readAt: null, createdAt: { gte: inboxCutoff(now) } },
    }),
  async markRead(db, userId, id, now) {
    const { count } = await db.notification.updateMany({
      where: { id, userId, readAt: null, createdAt: { gte: inboxCutoff(now) } },
      data: { readAt: now },
    });
    if (count > 0) return true;
    // Already read is fine; someone else's or an expired entry is not mine.
    const mine = await db.notification.findFirst({
      where: { id, userId, createdAt: { gte: inboxCutoff(now) } },
      select: { id: true },
    });
    return mine !== null;
  },
  async markAllRead(db, userId, now) {
    const { count } = await db.notification.updateMany({
      where: { userId, readAt: null },
      data: { readAt: now },
    });
    return count;
  },
};

/** Every source the inbox merges: the Notification table and the announcements shown now. */
export const INBOX_SOURCES: readonly InboxSource[] = [notifications, announcementInbox];

/** My inbox: the entries of every source, newest first, and how many are unread. */
export async function myInbox(db: PrismaClient, userId: string, now = new Date()) {
  const lists = await Promise.all(INBOX_SOURCES.map((source) => source.entries(db, userId, now)));
  const entries = sortEntries(lists.flat()).slice(0, INBOX_LIST_MAX);
  return { entries, unread: entries.filter((entry) => !entry.read).length };
}

/** The bell's count: one cheap count per source. */
export async function unreadCount(db: PrismaClient, userId: string, now = new Date()) {
  const counts = await Promise.all(INBOX_SOURCES.map((source) => source.unread(db, userId, now)));
  return { unread: counts.reduce((sum, count) => sum + count, 0) };
}

/** Marks one of my entries read; someone else's entry is answered as unknown. */
export async function markRead(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof markReadInput>,
  now = new Date(),
) {
  for (const source of INBOX_SOURCES)
    if (await source.markRead(db, userId, input.id, now)) return unreadCount(db, userId, now);
  throw new AppError("NOT_FOUND", "There is no such entry in your inbox.", {
    text: { key: "inbox.server.noSuchEntry" },
  });
}

/** Marks every entry of mine read, of every source. */
export async function markAllRead(db: PrismaClient, userId: string, now = new Date()) {
  let marked = 0;
  for (const source of INBOX_SOURCES) marked += await source.markAllRead(db, userId, now);
  return { marked, ...(await unreadCount(db, userId, now)) };
}

/** Deletes every entry older than 30 days (the hourly job); answers how many went. */
export async function purgeOldNotifications(db: PrismaClient, now = new Date()) {
  const { count } = await db.notification.deleteMany({
    where: { createdAt: { lt: inboxCutoff(now) } },
  });
  return count;
}

/** My entries for the data download (what is stored; at most 30 days of them). */
export function inboxDataOf(db: PrismaClient, userId: string) {
  return db.notification.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { kind: true, title: true, detail: true, link: true, createdAt: true, readAt: true },
  });
}

/** How often the purge runs. */
export const INBOX_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the hourly purge (once per process; the first run a minute after start). The timer does
 * not keep the process alive; a failed run is logged and tried again at the next hour.
 */
export function startInboxJobs(db: PrismaClient, intervalMs = INBOX_PURGE_INTERVAL_MS): () => void {
  const run = async () => {
    try {
      const purged = await purgeOldNotifications(db);
      if (purged > 0) getLogger().info({ purged }, "inbox: purged entries older than 30 days");
      // The daily e-mail digests that are due (README "Notification inbox").
      const [{ sendDigests }, { getMailer }, { env }] = await Promise.all([
        import("./inbox-digest"),
        import("~/server/infra/mail"),
        import("~/env"),
      ]);
      const sent = await sendDigests(db, await getMailer(), env.APP_URL);
      if (sent > 0) getLogger().info({ sent }, "inbox: digests sent");
    } catch (error) {
      getLogger().warn({ err: error }, "inbox: the job failed; it runs again at the next interval");
    }
  };
  const first = setTimeout(() => void run(), Math.min(60_000, intervalMs));
  const every = setInterval(() => void run(), intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
