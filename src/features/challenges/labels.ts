import type { ParticipationStatus } from "~/generated/prisma/enums";
import type { WindowState } from "~/shared/challenges";
import { formatDateTime } from "~/shared/format";

/** The badge colour of each participation status (its words: `STATUS_LABELS`, ~/shared/challenges). */
export const STATUS_COLORS: Record<ParticipationStatus, string> = {
  NOT_STARTED: "gray",
  IN_PROGRESS: "blue",
  COMPLETED: "teal",
};

/**
 * A short line about the window, on the festival's clocks: "Open until …", "Opens …",
 * "Closed on …"; null when always open.
 */
export function windowText(
  window: WindowState,
  startsAt: Date | null,
  endsAt: Date | null,
): string | null {
  if (window === "upcoming" && startsAt) return `Opens ${formatDateTime(startsAt)}`;
  if (window === "closed" && endsAt) return `Closed on ${formatDateTime(endsAt)}`;
  if (endsAt) return `Open until ${formatDateTime(endsAt)}`;
  return null;
}
