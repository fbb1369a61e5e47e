/**
 * Text people type that others read (care posts, moderators' reasons): always rendered as plain
 * text, so nothing here is about HTML.
 */

/**
 * The text as stored and shown: Windows line breaks unified, control characters (other than line
 * breaks and tabs) and invisible direction marks dropped, at most two line breaks in a row,
 * trimmed.
 */
export function normalizePlainText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E]/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
