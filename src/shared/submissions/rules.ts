/**
 * Submissions (DESIGN.md §6.3) as both sides see them: the limit of the text, how it is
 * normalised, and the upload's form fields. The procedures' inputs are in ./inputs.ts.
 */

export const MAX_SUBMISSION_TEXT = 2000;

/** Line breaks as typed on any device, no trailing blanks. */
export function normalizeSubmissionText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** The form field names of an upload, shared by the submit form and the server. */
export const SUBMISSION_FIELDS = { challengeId: "challengeId", text: "text", image: "image" };
