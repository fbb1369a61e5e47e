/**
 * The station hunt's server-side rules (DESIGN.md §6.4): the hunt's challenge, token strength,
 * progress and refusals. What the browser needs too (token shape, station URL, texts) is in
 * `~/shared/stations`.
 */
import { huntTarget } from "~/shared/stations/hunt-rule";

/** The STATION_HUNT challenge the stations belong to (seeded by prisma/seed-festival.ts). */
export const STATION_HUNT_SLUG = "station-hunt";

/** Random bytes per token: 144 bits, comfortably above the 128 the design asks for. */
export const STATION_TOKEN_BYTES = 18;

export const UNKNOWN_STATION_MESSAGE =
  "We do not know this station code. It may have been replaced by a new one: scan the code at the station again.";
export const INACTIVE_STATION_MESSAGE =
  "This station is not part of the hunt at the moment, so it earns no points.";
export const NO_HUNT_MESSAGE = "The station hunt is not running at the moment.";
export const NO_STATION_MESSAGE = "There is no such station.";

/**
 * The hunt's progress: stations scanned among the active ones, against `huntTarget` (the rule
 * every screen states). Scans of stations deactivated since still count for the person (their
 * points stay), so `scanned` may exceed `total`.
 */
export function huntProgress(scanned: number, total: number, goal: number | null) {
  const target = huntTarget(goal, total);
  return {
    scanned,
    total,
    target,
    completed: target !== null && scanned >= target,
  };
}

/** The audit snapshot of a station: never its token, so the log does not hoard live codes. */
export function stationAuditView(station: {
  label: string;
  description: string;
  points: number;
  active: boolean;
  position: number;
  codeMode: string;
}) {
  const { label, description, points, active, position, codeMode } = station;
  return { label, description, points, active, position, codeMode };
}
