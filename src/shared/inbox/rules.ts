/**
 * The notification inbox (README "Notification inbox"): what an entry is, how long it is kept,
 * how often the bell asks, what the badge on the bell shows. Client-safe, no zod; the words are
 * messages (namespace `inbox`, the bell's in `shell`, README "Languages").
 */
import {
  wireText,
  type MessageKey,
  type ServerTextValues,
  type WireText,
} from "../i18n/server-text";

/** Entries older than this are not shown and are purged (hourly job, see services/inbox.ts). */
export const INBOX_KEEP_DAYS = 30;

/** The most entries the inbox lists (30 days of one person's events stay well below it). */
export const INBOX_LIST_MAX = 100;

/** How often the bell asks for the unread count while the tab is visible (also on focus/online). */
export const INBOX_POLL_MS = 45_000;

/** The inbox's address. */
export const INBOX_PATH = "/inbox";

/**
 * What an entry is about. The stored kinds (`Notification.kind`) plus room for entries of other
 * sources (announcements, added by their own area), which the list merges by time.
 */
export type InboxKind =
  | "CARE_POST_APPROVED"
  | "CARE_POST_REJECTED"
  | "SUBMISSION_APPROVED"
  | "SUBMISSION_REJECTED"
  | "CERTIFICATE_ISSUED"
  | "ACHIEVEMENT_EARNED"
  | "TEAM"
  | (string & {});

/** A message of the inbox's entries (`messages/<locale>/inbox.json`, `entries`). */
export type InboxKey = Extract<MessageKey, `inbox.entries.${string}`>;

/**
 * What an entry says, by message key and values (README "Languages"), as it is stored
 * (`Notification.text`): the reader's language words it. Names, quotes of posts and challenge
 * titles are values, as written. `detail`: the entry's detail line by key, when it is the app's
 * words (a certificate's serial), not a moderator's reason (which stays as written).
 */
export type InboxText = {
  key: InboxKey;
  values?: ServerTextValues;
  detail?: { key: InboxKey; values?: ServerTextValues };
};

/**
 * An entry's stored text as the inbox reads it (`Notification.text`, JSON): its words and its
 * detail's, each by key and values, else null (an entry written before it: its English title).
 */
export function entryTextOf(stored: unknown): {
  text: WireText | null;
  detailText: WireText | null;
} {
  const text = wireText(stored);
  const detail =
    text && typeof stored === "object" && stored !== null && "detail" in stored
      ? wireText(stored.detail)
      : null;
  return { text, detailText: detail };
}

/** One line of the inbox, whatever its source. */
export type InboxEntry = {
  /** Unique within the list; `markRead` takes it back, whatever the source. */
  id: string;
  /** Where the entry comes from: "notification" (the Notification table) or "announcement". */
  source: string;
  kind: InboxKind;
  /** What happened, in English (and for entries without `text`, as the person reads it). */
  title: string;
  /**
   * What happened by key and values, worded in the reader's language (`useServerText`); null for
   * entries written before it and for sources that have their own words (announcements).
   */
  text: WireText | null;
  /** A moderator's reason of a rejection, or other detail; null when there is none. */
  detail: string | null;
  /** The detail by key and values when it is the app's words (a serial), else null. */
  detailText: WireText | null;
  /** A same-origin path the entry leads to, or null. */
  link: string | null;
  createdAt: Date;
  read: boolean;
};

/** Newest first; ties by id, so the order is stable. */
export function sortEntries(entries: readonly InboxEntry[]): InboxEntry[] {
  return [...entries].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
}

/** The moment before which entries are gone: `INBOX_KEEP_DAYS` before `now`. */
export function inboxCutoff(now: Date): Date {
  return new Date(now.getTime() - INBOX_KEEP_DAYS * 24 * 60 * 60 * 1000);
}

/** What the badge on the bell shows: nothing at 0, "99+" above 99. */
export function bellBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? "99+" : String(unread);
}

/** The pages entries lead to. */
export const INBOX_LINKS = {
  care: "/challenge/care",
  arts: "/challenge/arts",
  sustainability: "/challenge/sustainability",
  achievements: "/achievements",
  teams: "/teams",
} as const;

/** The first words of a text, to name a post in an entry: "Thank you for the…". */
export function excerptOf(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first words of a text, quoted: “Thank you for the…”. */
export function quoteOf(text: string, max = 40): string {
  return `“${excerptOf(text, max)}”`;
}

/** The digest: at most one mail in this long (a day), listing at most this many entries. */
export const DIGEST_MIN_GAP_MS = 24 * 60 * 60 * 1000;
export const DIGEST_MAX_TITLES = 10;

/** An unsubscribe token: 43 characters of base64url (256 bits). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
