/**
 * Announcements (README "Announcements"): a short plain-text message from the organisers, shown
 * as a banner on every page and as a ticker on the wall. Rules both sides apply; no zod here.
 */
import type { AnnouncementLevel } from "~/generated/prisma/enums";
import { windowState, type ChallengeWindow } from "~/shared/challenges";
import { sameOriginPath } from "~/shared/lastpath";

export const ANNOUNCEMENT_MAX_LENGTH = 280;
/** A link is a path of this app; longer ones are not a page anyone would type. */
export const ANNOUNCEMENT_LINK_MAX_LENGTH = 300;
/** The most announcements the banner and the wall show at once (newest first). */
export const ANNOUNCEMENTS_SHOWN = 3;
/** Phone pages ask for the current announcements this often (and on focus, when back online). */
export const ANNOUNCEMENT_POLL_MS = 45_000;

export const ANNOUNCEMENT_LEVELS = [
  "INFO",
  "URGENT",
] as const satisfies readonly AnnouncementLevel[];

/** Where an announcement stands: shown now, later, no longer (ended), or taken back. */
export type AnnouncementState = "current" | "scheduled" | "past" | "withdrawn";
/* Their words: the "announcements" messages (levels.*, states.*), README "Languages". */

export type AnnouncementTiming = ChallengeWindow & { withdrawnAt: Date | null };

export function announcementState(timing: AnnouncementTiming, now: Date): AnnouncementState {
  if (timing.withdrawnAt) return "withdrawn";
  const state = windowState(timing, now);
  return state === "open" ? "current" : state === "upcoming" ? "scheduled" : "past";
}

/** Only an urgent announcement may not be closed (until it ends, when it is shown no more). */
export const isDismissible = (level: AnnouncementLevel) => level !== "URGENT";

/** Any origin does: only the path part of the answer is used. */
const ANY_ORIGIN = "https://app.invalid";

/**
 * The link as stored: a path of this app ("/challenge/care", "/faq#prizes"), normalised and
 * percent-encoded by the URL parser; null when it is not one (another site, `//host`,
 * `javascript:`, a control character).
 */
export function announcementLink(value: string): string | null {
  const path = sameOriginPath(value, ANY_ORIGIN);
  return path !== null && path.length <= ANNOUNCEMENT_LINK_MAX_LENGTH ? path : null;
}
