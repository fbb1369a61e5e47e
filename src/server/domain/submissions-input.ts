import { z } from "~/shared/zod";
import { Area, ModerationStatus } from "~/generated/prisma/enums";
import { MAX_BULK_DECISIONS, MAX_REASON_LENGTH, MAX_SUBMISSION_TEXT } from "./submissions";

/**
 * The inputs of the submission router and the submissions' moderation, with the bounds every
 * tRPC input carries. The forms use the same limits, so browser and server say the same thing.
 */

/** Ids are cuids; seeded demo submissions name their ledger source ("seed:…"), hence 128. */
export const idSchema = z.string().min(1).max(128);

/** Line breaks as typed on any device, no trailing blanks. */
export function normalizeSubmissionText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

export const submissionTextSchema = z
  .string()
  // Four times the limit before normalising, so nobody makes the server trim a novel.
  .max(MAX_SUBMISSION_TEXT * 4, `At most ${MAX_SUBMISSION_TEXT} characters.`)
  .transform(normalizeSubmissionText)
  .pipe(z.string().max(MAX_SUBMISSION_TEXT, `At most ${MAX_SUBMISSION_TEXT} characters.`));

/** The form field names of an upload, shared by the submit form and the server. */
export const SUBMISSION_FIELDS = { challengeId: "challengeId", text: "text", image: "image" };

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

export const galleryInput = z.object({
  challengeId: idSchema.nullish(),
  cursor: idSchema.nullish(),
  limit: z.number().int().min(1).max(48).default(24),
});

export const moderationQueueInput = z.object({
  status: z.enum(ModerationStatus).nullable().default("PENDING"),
  challengeId: idSchema.nullable().default(null),
  area: z.enum(Area).nullable().default(null),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

const reasonSchema = z
  .string()
  .max(MAX_REASON_LENGTH * 2, `At most ${MAX_REASON_LENGTH} characters.`)
  .transform((value) => value.trim())
  .pipe(z.string().max(MAX_REASON_LENGTH, `At most ${MAX_REASON_LENGTH} characters.`));

export const decideInput = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, "Select at least one submission.")
      .max(MAX_BULK_DECISIONS, `At most ${MAX_BULK_DECISIONS} at once.`),
    decision: z.enum(["APPROVE", "REJECT"]),
    /** Required to reject: the author sees it. */
    reason: reasonSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.decision === "REJECT" && !input.reason)
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Say why, so the author can do better next time.",
      });
    if (new Set(input.ids).size !== input.ids.length)
      context.addIssue({ code: "custom", path: ["ids"], message: "A submission is listed twice." });
  });
export type DecideInput = z.input<typeof decideInput>;

export const personSearchInput = z.object({
  query: z
    .string()
    .trim()
    .min(2, "Type at least 2 letters of a name or email.")
    .max(100, "At most 100 characters."),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});

export const personInput = z.object({ userId: idSchema });
