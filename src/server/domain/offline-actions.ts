import { OFFLINE_GRACE_HOURS } from "~/shared/offline/rules";

/** How long ago a queued action may have been recorded and still be judged at that time. */
export const OFFLINE_GRACE_MS = OFFLINE_GRACE_HOURS * 60 * 60 * 1000;

/**
 * The moment a queued action is judged at (a challenge's window): when it was recorded, if that
 * is at most the grace ago; otherwise now. A time in the future (a fast clock) counts as now, so a
 * device cannot act in a window that has not opened.
 */
export function judgedAt(recordedAt: Date, now: Date): Date {
  const age = now.getTime() - recordedAt.getTime();
  if (age < 0 || age > OFFLINE_GRACE_MS || Number.isNaN(age)) return now;
  return recordedAt;
}
