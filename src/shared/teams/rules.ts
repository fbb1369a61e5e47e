/**
 * Teams' rules both sides use (README "Teams"): name and code limits, what a join code looks like,
 * the invite link. Its checks' words are English, as the schemas' in `inputs.ts`: the screens word
 * them in the page's language by key (`src/features/teams/words.ts`, README "Languages"). No zod
 * here, so pages that only show teams load none.
 */
import { displayNameKey, hasVisibleCharacter, normalizeDisplayName } from "../display-names";

export const TEAM_NAME_MIN = 3;
export const TEAM_NAME_MAX = 40;
export const TEAM_DESCRIPTION_MAX = 200;

/** Defaults of the admin's team settings (`TeamSettings`). */
export const DEFAULT_MAX_MEMBERS = 6;
export const DEFAULT_MIN_RANKED_MEMBERS = 3;
/** Bounds the admin may set them within. */
export const MAX_MEMBERS_LIMIT = 100;

/**
 * A join code: 10 characters of Crockford's base32 (no I, L, O or U), 50 random bits. Typed codes
 * are read leniently: case, spaces and dashes do not count, and O, I and L read as 0, 1 and 1.
 */
export const JOIN_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const JOIN_CODE_LENGTH = 10;
export const JOIN_CODE_MESSAGE = "A join code has 10 letters and digits.";
const JOIN_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The code as stored, from what someone typed or pasted; may still be invalid. */
export function normalizeJoinCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

export function isJoinCode(value: unknown): value is string {
  return typeof value === "string" && JOIN_CODE_PATTERN.test(value);
}

/** The invite link's path: opening it joins (after signing in or registering). */
export const TEAM_JOIN_PATH = "/teams/join";
export const teamJoinPath = (code: string) => `${TEAM_JOIN_PATH}/${code}`;
export const teamPath = (teamId: string) => `/teams/${teamId}`;

/** The team name as stored and shown: the display-name rules (no bidi tricks, single spaces). */
export const normalizeTeamName = normalizeDisplayName;
/** What two team names are compared by: case, spacing and look-alike forms do not count. */
export const teamNameKey = displayNameKey;

/** What is wrong with a team name as typed, for the "Team name" field; null when it is fine. */
export function teamNameProblem(raw: string): string | null {
  if (raw.trim() === "") return "Enter a team name";
  const name = normalizeTeamName(raw);
  if (!hasVisibleCharacter(name)) return "Use at least one visible letter, number or symbol";
  if ([...name].length < TEAM_NAME_MIN) return `At least ${TEAM_NAME_MIN} characters`;
  if ([...name].length > TEAM_NAME_MAX) return `At most ${TEAM_NAME_MAX} characters`;
  return null;
}

export const TEAM_NAME_TAKEN = "A team with this name exists: choose another.";
