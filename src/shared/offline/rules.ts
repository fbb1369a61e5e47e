/**
 * Actions a phone keeps while it has no signal and sends later (issue R5, README "Offline"):
 * what they are, and what the server answered. Client-safe: no zod here (see `inputs.ts`).
 */
import type { CreateCarePostInput } from "~/shared/care/inputs";
import type { Difficulty } from "~/shared/points";

/** A tap on a bingo cell: the state asked for, not a flip, so sending it twice changes nothing. */
export type BingoMarkAction = {
  kind: "bingo";
  difficulty: Difficulty;
  cellId: string;
  marked: boolean;
};
/** A station's QR code, scanned in the app or opened as a `?qr=` link. */
export type StationScanAction = { kind: "scan"; token: string };

/** A gratitude note or an act of giving, as the form sent it. */
export type CarePostAction = { kind: "care"; post: CreateCarePostInput };

export type OfflineActionBody = BingoMarkAction | StationScanAction | CarePostAction;

/** What the server did with a queued action; a refusal is kept and shown, never dropped. */
export type OfflineOutcome = {
  status: "credited" | "done" | "already" | "refused";
  /** The sentence shown next to the action: "Credited +10", "Already scanned on …", the reason. */
  message: string;
  /** Points this action added (negative when it took some back). */
  points: number;
};

/**
 * How long after the moment it was recorded an action is still judged at that moment (a
 * challenge window that closed in between); an older one is judged when it arrives.
 */
export const OFFLINE_GRACE_HOURS = 6;

/**
 * How long a visitor's station scan kept on a phone without signal (owner `UNCLAIMED`) waits for
 * someone to sign in there. An older one is never sent: it is answered `KEPT_TOO_LONG` on the
 * phone and shown until the person clears it.
 */
export const KEPT_SCAN_HOURS = 24;

/** The answer a visitor's scan gets on the phone when it was kept longer than KEPT_SCAN_HOURS. */
export const KEPT_TOO_LONG: OfflineOutcome = {
  status: "refused",
  message: "Kept too long: scan the station again",
  points: 0,
};

/** Whether a visitor's scan recorded at `recordedAt` (ISO) was kept too long by `now`. */
export function isKeptTooLong(recordedAt: string, now: Date = new Date()): boolean {
  const recorded = Date.parse(recordedAt);
  // An unreadable time cannot be judged: too old, rather than sent with a made-up time.
  if (Number.isNaN(recorded)) return true;
  return now.getTime() - recorded > KEPT_SCAN_HOURS * 60 * 60 * 1000;
}
