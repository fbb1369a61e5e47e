/**
 * Submissions (DESIGN.md §6.3) as both sides see them: the limit of the text, how it is
 * normalised, and the upload's form fields. The procedures' inputs are in ./inputs.ts.
 */

export const MAX_SUBMISSION_TEXT = 2000;

/**
 * The submit form's checks in English words, the same in the browser (the form, the image
 * picker) and from the server (the schema in ./inputs.ts, the content rule): the arts screen
 * words each by key (`wordCheck`, src/features/arts/words.ts).
 */
export const SUBMISSION_CHECKS = {
  textTooLong: `At most ${MAX_SUBMISSION_TEXT} characters.`,
  textOrImage: "Write something or add an image.",
  imageTooLarge: "This image is larger than 8 MB. Choose a smaller one.",
  oneImage: "Choose one image.",
  imageType: "Choose a JPEG, PNG, WebP, GIF or AVIF image.",
} as const;

/** The form's check of its text before sending: too long, or nothing to look at. */
export function submissionTextCheck(text: string, hasImage: boolean): string | null {
  if (text.length > MAX_SUBMISSION_TEXT) return SUBMISSION_CHECKS.textTooLong;
  if (text.trim() === "" && !hasImage) return SUBMISSION_CHECKS.textOrImage;
  return null;
}

/** Line breaks as typed on any device, no trailing blanks. */
export function normalizeSubmissionText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** The form field names of an upload, shared by the submit form and the server. */
export const SUBMISSION_FIELDS = { challengeId: "challengeId", text: "text", image: "image" };
