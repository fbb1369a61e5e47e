import type { CarePostKind } from "~/generated/prisma/enums";
import { utcDayStart } from "~/shared/points";

/**
 * Rules of the care area (DESIGN.md §6.5) that only the server runs, as pure functions: the word
 * filter, the daily allowance, the reports that take a post down. What the forms need too (limits,
 * labels, inputs) is in src/shared/care.ts.
 */

/** Posts one user may send per UTC day, whatever happens to them afterwards. */
export const CARE_POSTS_PER_DAY = 20;
/** Reports (by different people, since the last publication) that take a post off the wall. */
export const CARE_REPORTS_TO_UNPUBLISH = 3;

/** The challenge each kind of post counts for, by slug (seeded in prisma/seed-festival.ts). */
export const CARE_CHALLENGE_SLUGS: Record<CarePostKind, string> = {
  GRATITUDE: "gratitude",
  JOY_OF_GIVING: "joy-of-giving",
};

/**
 * Words that make a post worth a second look. The filter flags, it never blocks: a moderator
 * reads every post anyway, and the flag puts the likely problems in front of them first.
 */
const FLAGGED_WORDS = new Set([
  "arse",
  "arsehole",
  "asshole",
  "bastard",
  "bitch",
  "bollocks",
  "bullshit",
  "crap",
  "cunt",
  "damn",
  "dick",
  "dickhead",
  "dumb",
  "fuck",
  "fucker",
  "fucking",
  "hate",
  "idiot",
  "kill",
  "loser",
  "moron",
  "nazi",
  "piss",
  "prick",
  "retard",
  "shit",
  "slut",
  "stupid",
  "twat",
  "wanker",
  "whore",
]);

/** Look-alike characters people use to slip past filters. */
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|ly|xyz|ru|info|biz)\b/i;

/**
 * Why the word filter flags a text: the matched words (after undoing look-alikes and accents,
 * and plurals with a trailing "s"), and "link" when it contains a web address.
 */
export function wordFilterMatches(text: string): string[] {
  const folded = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[013457@$!]/g, (char) => LOOK_ALIKES[char] ?? char);
  const matches = new Set<string>();
  for (const word of folded.split(/[^a-z]+/)) {
    if (!word) continue;
    if (FLAGGED_WORDS.has(word)) matches.add(word);
    else if (word.endsWith("s") && FLAGGED_WORDS.has(word.slice(0, -1)))
      matches.add(word.slice(0, -1));
  }
  const found = [...matches].sort();
  if (LINK.test(text)) found.push("link");
  return found;
}

/** Whether any part of a post (message and "to" name) trips the word filter. */
export function isFilterFlagged(post: { message: string; toName?: string | null }): boolean {
  return wordFilterMatches(`${post.message}\n${post.toName ?? ""}`).length > 0;
}

/** Whether the author may send one more post today, given how many they sent since midnight UTC. */
export function canPostToday(postsToday: number): boolean {
  return postsToday < CARE_POSTS_PER_DAY;
}

/** Seconds until the daily allowance renews (the next UTC midnight), at least 1. */
export function secondsUntilNextDay(now: Date): number {
  const next = utcDayStart(now).getTime() + 86_400_000;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Whether this many reports since publication take the post off the wall. */
export function reportsTakeDown(reportsSincePublished: number): boolean {
  return reportsSincePublished >= CARE_REPORTS_TO_UNPUBLISH;
}
