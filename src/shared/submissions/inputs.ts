import { Area } from "~/generated/prisma/enums";
import { moderatedIdSchema, moderationQueueFields } from "../moderation/inputs";
import { keysetCursorSchema } from "../pagination";
import { z } from "../zod";
import {
  MAX_SUBMISSION_TEXT,
  normalizeSubmissionText,
  SUBMISSION_CHECKS,
  SUBMISSION_FIELDS,
} from "./rules";

/**
 * Every input of the submission procedures and the submissions' queue, with the bounds every tRPC
 * input carries.
 */

export const submissionTextSchema = z
  .string()
  // Four times the limit before normalising, so nobody makes the server trim a novel.
  .max(MAX_SUBMISSION_TEXT * 4, SUBMISSION_CHECKS.textTooLong)
  .transform(normalizeSubmissionText)
  .pipe(z.string().max(MAX_SUBMISSION_TEXT, SUBMISSION_CHECKS.textTooLong));

/**
 * A submission arrives as multipart form data (tRPC v11 passes FormData through to the input
 * parser): a challenge id, a text, and optionally one image file. The file's bytes are checked by
 * the image service; here only its presence and type are.
 */
export const createSubmissionInput = z
  .instanceof(FormData, { message: "Send the submission as a form." })
  .transform((form) => ({
    challengeId: form.get(SUBMISSION_FIELDS.challengeId),
    text: form.get(SUBMISSION_FIELDS.text) ?? "",
    image: form.get(SUBMISSION_FIELDS.image),
    // Anything else (a second image, unknown fields) is refused rather than ignored.
    fields: [...form.keys()],
  }))
  .pipe(
    z
      .object({
        challengeId: z.string("Choose a challenge.").min(1, "Choose a challenge.").max(64),
        text: z.string("The text must be text.").pipe(submissionTextSchema),
        image: z.instanceof(File, { message: "Attach the image as a file." }).nullable(),
        fields: z.array(z.string()).max(3, "Send one image at most."),
      })
      .superRefine((input, context) => {
        const known = new Set(Object.values(SUBMISSION_FIELDS));
        const unknown = input.fields.filter((field) => !known.has(field));
        const duplicates = input.fields.length !== new Set(input.fields).size;
        if (unknown.length > 0 || duplicates)
          context.addIssue({
            code: "custom",
            path: ["image"],
            message: "Send one challenge, one text and at most one image.",
          });
      })
      .transform(({ challengeId, text, image }) => ({ challengeId, text, image })),
  );
export type CreateSubmissionInput = z.output<typeof createSubmissionInput>;

/** The gallery, newest approval first; the cursor is the last work's approval time and id. */
export const galleryInput = z.object({
  challengeId: moderatedIdSchema.nullish(),
  cursor: keysetCursorSchema.nullish(),
  limit: z.number().int().min(1).max(48).default(24),
});

/** The submissions' queue: by status, challenge and area. */
export const submissionQueueInput = z.object({
  ...moderationQueueFields,
  challengeId: moderatedIdSchema.nullable().default(null),
  area: z.enum(Area).nullable().default(null),
});
export type SubmissionQueueInput = z.input<typeof submissionQueueInput>;
