import { z } from "~/shared/zod";
import { CarePostKind, GivingCategory, ReportReason } from "~/generated/prisma/enums";
import {
  CARE_BULK_MAX,
  CARE_MESSAGE_MAX,
  CARE_PAGE_MAX,
  CARE_REASON_MAX,
  CARE_TO_NAME_MAX,
  normalizeCareText,
} from "./care";

/**
 * The care router's inputs, with the bounds every tRPC input carries. The forms validate with the
 * same schemas, so the browser and the server say the same thing next to the same field.
 */

export const careMessageSchema = z
  .string()
  .max(CARE_MESSAGE_MAX * 4, `At most ${CARE_MESSAGE_MAX} characters.`)
  .transform(normalizeCareText)
  .pipe(
    z
      .string()
      .min(1, "Write a message.")
      .max(CARE_MESSAGE_MAX, `At most ${CARE_MESSAGE_MAX} characters.`),
  );

export const careToNameSchema = z
  .string()
  .max(CARE_TO_NAME_MAX * 4, `At most ${CARE_TO_NAME_MAX} characters.`)
  .transform((value) => normalizeCareText(value).replace(/\s+/g, " "))
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
export type CreateCarePostInput = z.input<typeof createCarePostInput>;

const idSchema = z.string().min(1).max(64);

/** Newest first on the wall: the last item's publication time and id. */
export const feedCursorSchema = z.object({ publishedAt: z.date(), id: idSchema });

export const careFeedInput = z.object({
  limit: z.number().int().min(1).max(CARE_PAGE_MAX).default(30),
  cursor: feedCursorSchema.nullish(),
});

/** The wall posts a signed-in reader sees at once; as many as one page of the wall. */
export const wallViewerStateInput = z.object({
  postIds: z.array(idSchema).max(CARE_PAGE_MAX),
});

export const reportCarePostInput = z.object({
  postId: idSchema,
  reason: z.enum(ReportReason, "Choose a reason."),
});

export const careReasonSchema = z
  .string()
  .max(CARE_REASON_MAX * 2, `At most ${CARE_REASON_MAX} characters.`)
  .transform(normalizeCareText)
  .pipe(
    z
      .string()
      .min(1, "Give a reason: the author will read it.")
      .max(CARE_REASON_MAX, `At most ${CARE_REASON_MAX} characters.`),
  );

/** Oldest first in the queue: the last item's creation time and id. */
export const queueCursorSchema = z.object({ createdAt: z.date(), id: idSchema });

export const careQueueInput = z.object({
  kind: z.enum(CarePostKind).nullish(),
  /** Only posts the word filter or readers' reports flagged. */
  flagged: z.boolean().default(false),
  limit: z.number().int().min(1).max(CARE_PAGE_MAX).default(50),
  cursor: queueCursorSchema.nullish(),
});

export const carePublishedInput = z.object({
  kind: z.enum(CarePostKind).nullish(),
  limit: z.number().int().min(1).max(CARE_PAGE_MAX).default(50),
  cursor: feedCursorSchema.nullish(),
});

export const careApproveInput = z.object({ postId: idSchema });
export const careRejectInput = z.object({ postId: idSchema, reason: careReasonSchema });
export const careUnpublishInput = careRejectInput;

const bulkIds = z
  .array(idSchema)
  .min(1, "Select at least one post.")
  .max(CARE_BULK_MAX, `At most ${CARE_BULK_MAX} posts at once.`)
  .refine((ids) => new Set(ids).size === ids.length, "Each post at most once.");

export const careBulkApproveInput = z.object({ postIds: bulkIds });
export const careBulkRejectInput = z.object({ postIds: bulkIds, reason: careReasonSchema });
