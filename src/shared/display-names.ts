/**
 * Names people show to others (display names; later team names): what is stored is what readers
 * see. Pure and client-safe, so a form checks exactly what the server will.
 *
 * - Unicode NFC, so "é" is one character whichever keyboard typed it.
 * - No bidi controls (they reorder text: "\u202Enimda" reads "admin"), no zero-width characters
 *   or invisible fillers; zero-width joiners stay only where they join two characters (emoji
 *   sequences, Persian and Indic words need them).
 * - Whitespace of every kind becomes one space; no control characters; trimmed.
 * - At least one visible letter, number or symbol.
 */

import { DISPLAY_NAME_CHECKS, DISPLAY_NAME_MAX } from "./account-checks";

export const DISPLAY_NAME_MAX_LENGTH = DISPLAY_NAME_MAX;

/** Bidi embeddings, overrides and isolates, the LRM/RLM marks and the Arabic letter mark. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
/**
 * Characters that show nothing: zero-width space, word joiner, BOM, Mongolian vowel separator,
 * invisible operators, deprecated format characters, interlinear annotations, soft hyphen,
 * combining grapheme joiner, Khmer inherent vowels, and the Hangul and braille "blank" letters
 * and symbols used to fake empty names.
 */
const INVISIBLE =
  /[\u200B\u2060\uFEFF\u180E\u2061-\u2064\u206A-\u206F\uFFF9-\uFFFB\u00AD\u034F\u17B4\u17B5\u115F\u1160\u3164\uFFA0\u2800]/gu;
const JOINERS = /[\u200C\u200D]/gu;
const JOINER_RUNS = /([\u200C\u200D])[\u200C\u200D]+/gu;
/** A joiner with nothing to join: at either end or next to a space. */
const LOOSE_JOINERS = /(^|\s)[\u200C\u200D]+|[\u200C\u200D]+(?=\s|$)/gu;
const WHITESPACE = /\p{White_Space}+/gu;
const CONTROLS = /\p{Cc}/gu;
const VISIBLE = /[\p{L}\p{N}\p{S}]/u;

/** The name as it is stored and shown. */
export function normalizeDisplayName(raw: string): string {
  return raw
    .replace(BIDI_CONTROLS, "")
    .replace(INVISIBLE, "")
    .replace(WHITESPACE, " ")
    .replace(CONTROLS, "")
    .replace(JOINER_RUNS, "$1")
    .replace(LOOSE_JOINERS, "$1")
    .replace(WHITESPACE, " ")
    .normalize("NFC")
    .trim();
}

/** Whether a (normalised) name has something a reader can see. */
export function hasVisibleCharacter(name: string): boolean {
  return VISIBLE.test(name);
}

/**
 * What is wrong with a name as typed, in words for the form field; null when it is fine. `empty`
 * is what to ask for when nothing was typed (a team form says "Enter a team name").
 */
export function displayNameProblem(
  raw: string,
  empty: string = DISPLAY_NAME_CHECKS.nameRequired,
): string | null {
  if (raw.trim() === "") return empty;
  const name = normalizeDisplayName(raw);
  if (!hasVisibleCharacter(name)) return DISPLAY_NAME_CHECKS.nameInvisible;
  if (name.length > DISPLAY_NAME_MAX_LENGTH) return DISPLAY_NAME_CHECKS.nameTooLong;
  return null;
}

/**
 * What two names are compared by, to tell a copy of someone's name: case, spacing, invisible
 * characters and compatibility forms (full-width letters, ligatures) do not count.
 */
export function displayNameKey(raw: string): string {
  return normalizeDisplayName(raw)
    .normalize("NFKC")
    .replace(JOINERS, "")
    .toLowerCase()
    .replace(WHITESPACE, " ")
    .trim();
}
