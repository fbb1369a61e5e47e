import { useLocale, useTranslations } from "use-intl";
import type { ChallengeKind, ParticipationStatus } from "~/generated/prisma/enums";
import { useKnownServerText } from "~/lib/server-text";
import type { WindowState } from "~/shared/challenges";
import { formatDateTime } from "~/shared/format";

/*
 * The challenge rows' words in the page's language (namespace "challenges", README
 * "Languages"): statuses, kinds, rewards, windows and progress. The keys built from an enum value
 * are listed literally, so the unused-key guard finds them. The challenges' own titles and
 * descriptions are the festival's content: they stay as they come.
 */

/** `useTranslations("challenges")`. */
export type ChallengesT = ReturnType<typeof useTranslations<"challenges">>;

const STATUS_KEYS = {
  NOT_STARTED: "status.NOT_STARTED",
  IN_PROGRESS: "status.IN_PROGRESS",
  COMPLETED: "status.COMPLETED",
} as const satisfies Record<ParticipationStatus, string>;

const KIND_KEYS = {
  BINGO: "kinds.BINGO",
  SUBMISSION: "kinds.SUBMISSION",
  STATION_HUNT: "kinds.STATION_HUNT",
  WATER_BOTTLE: "kinds.WATER_BOTTLE",
  GRATITUDE: "kinds.GRATITUDE",
  JOY_OF_GIVING: "kinds.JOY_OF_GIVING",
} as const satisfies Record<ChallengeKind, string>;

/** What counts towards each counted kind: "3 of 8 stations", "2 stations so far". */
const COUNTED_KEYS = {
  STATION_HUNT: { of: "progress.stationsOf", soFar: "progress.stationsSoFar" },
  WATER_BOTTLE: { of: "progress.bottlesOf", soFar: "progress.bottlesSoFar" },
  GRATITUDE: { of: "progress.notesOf", soFar: "progress.notesSoFar" },
  JOY_OF_GIVING: { of: "progress.actsOf", soFar: "progress.actsSoFar" },
} as const;

export const statusWords = (t: ChallengesT, status: ParticipationStatus) => t(STATUS_KEYS[status]);
export const kindWords = (t: ChallengesT, kind: ChallengeKind) => t(KIND_KEYS[kind]);

/** What a challenge earns, in words: the challenge's own points or the kind's rule. */
export function rewardWords(t: ChallengesT, challenge: { kind: ChallengeKind; points: number }) {
  switch (challenge.kind) {
    case "BINGO":
      return t("reward.bingo");
    case "STATION_HUNT":
      return t("reward.stationHunt");
    case "WATER_BOTTLE":
      return t("reward.waterBottle");
    case "GRATITUDE":
    case "JOY_OF_GIVING":
      return t("reward.carePost");
    case "SUBMISSION":
      return t("reward.points", { points: challenge.points });
  }
}

/**
 * A participation's progress at a glance (as `progressWords` says it in English): "Card not full
 * yet" rather than "0 of 1", "3 of 8 stations", "Approved".
 */
export function progressWords(
  t: ChallengesT,
  kind: ChallengeKind,
  progress: { current: number; target: number | null },
): string {
  const done = progress.target !== null && progress.current >= progress.target;
  switch (kind) {
    case "BINGO":
      return done ? t("progress.cardFull") : t("progress.cardNotFull");
    case "SUBMISSION":
      return done ? t("progress.approved") : t("progress.notApproved");
    default: {
      const keys = COUNTED_KEYS[kind];
      if (progress.target === null) return t(keys.soFar, { current: progress.current });
      return t(keys.of, {
        current: Math.min(progress.current, progress.target),
        target: progress.target,
      });
    }
  }
}

/**
 * A short line about the window, on the festival's clocks in the page's language: "Open until
 * …", "Opens …", "Closed on …"; null when always open.
 */
export function windowWords(
  t: ChallengesT,
  locale: ReturnType<typeof useLocale>,
  challenge: { window: WindowState; startsAt: Date | null; endsAt: Date | null },
): string | null {
  const { window, startsAt, endsAt } = challenge;
  if (window === "upcoming" && startsAt)
    return t("window.opens", { at: formatDateTime(startsAt, locale) });
  if (window === "closed" && endsAt)
    return t("window.closed", { at: formatDateTime(endsAt, locale) });
  if (endsAt) return t("window.until", { at: formatDateTime(endsAt, locale) });
  return null;
}

/** A challenge's window line in the page's language (see `windowWords`). */
export function useWindowWords() {
  const t = useTranslations("challenges");
  const locale = useLocale();
  return (challenge: Parameters<typeof windowWords>[2]) => windowWords(t, locale, challenge);
}

/**
 * `useServerText` for refusals that name a moment (`at`, an ISO instant: "it opens on …"): the
 * moment worded on the festival's clocks in the page's language; anything else as
 * `useServerText` does.
 */
export function useMomentServerText(): (text: unknown, words: string) => string {
  const t = useTranslations();
  const known = useKnownServerText();
  const locale = useLocale();
  return (text, words) => {
    const found = known(text);
    if (!found) return words;
    const at = found.values?.at;
    const values =
      typeof at === "string" && !Number.isNaN(Date.parse(at))
        ? { ...found.values, at: formatDateTime(new Date(at), locale) }
        : found.values;
    return t(found.key, values);
  };
}
