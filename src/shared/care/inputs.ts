import { CarePostKind, GivingCategory, ReportReason } from "~/generated/prisma/enums";
import { moderationQueueFields } from "../moderation/inputs";
import { keysetCursorSchema } from "../pagination";
import { normalizePlainText } from "../plain-text";
import { z } from "../zod";
import { CARE_MESSAGE_MAX, CARE_PAGE_MAX, CARE_TO_NAME_MAX } from "./rules";

/**
 * Every input of the care procedures, with the bounds every tRPC input carries. The forms validate
 * with the same schemas, so the browser and the server say the same thing next to the same field.
 */

export const careMessageSchema = z
  .string()
  .max(CARE_MESSAGE_MAX * 4, `At most ${CARE_MESSAGE_MAX} characters.`)
  .transform(normalizePlainText)
  .pipe(
    z
      .string()
      .min(1, "Write a message.")
      .max(CARE_MESSAGE_MAX, `At most ${CARE_MESSAGE_MAX} characters.`),
  );

export const careToNameSchema = z
  .string()
  .max(CARE_TO_NAME_MAX * 4, `At most ${CARE_TO_NAME_MAX} characters.`)
  .transform((value) => normalizePlainText(value).replace(/\s+/g, " "))
  .pipe(z.string().max(CARE_TO_NAME_MAX, `At most ${CARE_TO_NAME_MAX} characters.`));

export const createCarePostInput = z
  .object({
    kind: z.enum(CarePostKind),
    message: careMessageSchema,
    /** GRATITUDE only: whom the note thanks; empty = nobody named. */
    toName: careToNameSchema.optional(),
    /** JOY_OF_GIVING only. */
    category: z.enum(GivingCategory, "Choose a category.").nullish(),
    anonymous: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.kind === "JOY_OF_GIVING" && !input.category)
      context.addIssue({ code: "custom", path: ["category"], message: "Choose a category." });
    if (input.kind === "GRATITUDE" && input.category)
      context.addIssue({
        code: "custom",
        path: ["category"],
        message: "A gratitude note has no category.",
      });
    if (input.kind === "JOY_OF_GIVING" && input.toName)
      context.addIssue({
        code: "custom",
        path: ["toName"],
        message: "An act of giving names no one.",
      });
  });

const postIdSchema = z.string().min(1).max(64);

/** The wall, newest first; the cursor is the last post's publication time and id. */
export const careFeedInput = z.object({
  limit: z.number().int().min(1).max(CARE_PAGE_MAX).default(30),
  cursor: keysetCursorSchema.nullish(),
});

/** The wall posts a signed-in reader sees at once; as many as one page of the wall. */
export const wallViewerStateInput = z.object({
  postIds: z.array(postIdSchema).max(CARE_PAGE_MAX),
});

export const reportCarePostInput = z.object({
  postId: postIdSchema,
  reason: z.enum(ReportReason, "Choose a reason."),
});

/** The care queue: by status (pending: the queue; approved: on the wall), kind and flags. */
export const careQueueInput = z.object({
  ...moderationQueueFields,
  kind: z.enum(CarePostKind).nullable().default(null),
  /** Only posts the word filter or readers' reports flagged. */
  flagged: z.boolean().default(false),
});
export type CareQueueInput = z.input<typeof careQueueInput>;
export type CreateCarePostInput = z.input<typeof createCarePostInput>;
