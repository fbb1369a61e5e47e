import { useTranslations } from "use-intl";
import { type CheckKeys, wordCheck } from "~/lib/check-words";
import { serverFieldError, type ServerError } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import {
  JOIN_CODE_LENGTH,
  JOIN_CODE_MESSAGE,
  MAX_MEMBERS_LIMIT,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
} from "~/shared/teams/rules";

/*
 * The teams area's words in the page's language (namespace "teams", README "Languages"): the
 * checks of `~/shared/teams` (English words there, the same in the browser and from the server)
 * by key, and the server's refusals by their `text`.
 */

/** `useTranslations("teams")`. */
export type TeamsT = ReturnType<typeof useTranslations<"teams">>;

/**
 * The checks of `teamNameProblem`, `JOIN_CODE_MESSAGE` and the schemas of `~/shared/teams/inputs`,
 * each with its key and values.
 */
const CHECKS: CheckKeys<
  | "checks.nameRequired"
  | "checks.nameVisible"
  | "checks.nameTooShort"
  | "checks.nameTooLong"
  | "checks.descriptionTooLong"
  | "checks.joinCode"
  | "checks.atLeast"
  | "checks.atMost"
> = {
  "Enter a team name": { key: "checks.nameRequired" },
  "Use at least one visible letter, number or symbol": { key: "checks.nameVisible" },
  [`At least ${TEAM_NAME_MIN} characters`]: {
    key: "checks.nameTooShort",
    values: { min: TEAM_NAME_MIN },
  },
  [`At most ${TEAM_NAME_MAX} characters`]: {
    key: "checks.nameTooLong",
    values: { max: TEAM_NAME_MAX },
  },
  [`At most ${TEAM_DESCRIPTION_MAX} characters`]: {
    key: "checks.descriptionTooLong",
    values: { max: TEAM_DESCRIPTION_MAX },
  },
  [JOIN_CODE_MESSAGE]: { key: "checks.joinCode", values: { length: JOIN_CODE_LENGTH } },
  // The admin's settings (`teamSettingsInput`).
  "At least 1": { key: "checks.atLeast", values: { min: 1 } },
  "At least 2": { key: "checks.atLeast", values: { min: 2 } },
  [`At most ${MAX_MEMBERS_LIMIT}`]: { key: "checks.atMost", values: { max: MAX_MEMBERS_LIMIT } },
};

/** A check in the page's language; any other message as it came. */
export function checkWords(t: TeamsT, message: string): string {
  const worded = wordCheck(CHECKS, t, message);
  return typeof worded === "string" ? worded : message;
}

/**
 * The teams screens' checks and refusals in the page's language: a check found in the browser,
 * and a server's refusal next to its field or above the form (by its key, else its check's words,
 * else as it came).
 */
export function useTeamWords() {
  const t = useTranslations("teams");
  const word = useServerText();
  return {
    /** The browser's own check (`teamNameProblem`, the join code's shape). */
    check: (problem: string | null): string | null =>
      problem === null ? null : checkWords(t, problem),
    /** The server's message for one field of a refused step, or null. */
    field: (error: ServerError, field: string): string | null => {
      const message = serverFieldError(error, field);
      return message === null ? null : word(error?.data?.text, checkWords(t, message));
    },
    /** A refused step's message, for an alert; null when nothing was refused. */
    refusal: (error: ServerError): string | null =>
      error ? word(error.data?.text, error.message) : null,
  };
}
