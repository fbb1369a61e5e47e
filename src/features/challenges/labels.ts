import type { ParticipationStatus } from "~/generated/prisma/enums";
import { formatWindowDate, type WindowState } from "~/shared/challenges";

export const STATUS_COLORS: Record<ParticipationStatus, string> = {
  NOT_STARTED: "gray",
  IN_PROGRESS: "blue",
  COMPLETED: "teal",
};

/** A short line about the window: "Open until …", "Opens …", "Closed on …"; null when always open. */
export function windowText(
  window: WindowState,
  startsAt: Date | null,
  endsAt: Date | null,
): string | null {
  if (window === "upcoming" && startsAt) return `Opens ${formatWindowDate(startsAt)}`;
  if (window === "closed" && endsAt) return `Closed on ${formatWindowDate(endsAt)}`;
  if (endsAt) return `Open until ${formatWindowDate(endsAt)}`;
  return null;
}

export function pointsText(points: number): string {
  return `${points.toLocaleString("en")} ${Math.abs(points) === 1 ? "point" : "points"}`;
}

export function progressText(progress: { current: number; target: number | null }): string {
  return progress.target === null
    ? `${progress.current} so far`
    : `${Math.min(progress.current, progress.target)} of ${progress.target}`;
}
