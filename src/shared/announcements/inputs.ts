/** The announcement procedures' inputs: the admin form validates with the same schemas. */
import { windowError } from "~/shared/challenges";
import { idSchema } from "~/shared/challenges/inputs";
import { normalizePlainText } from "~/shared/plain-text";
import { z } from "~/shared/zod";
import {
  ANNOUNCEMENT_LEVELS,
  ANNOUNCEMENT_LINK_MAX_LENGTH,
  ANNOUNCEMENT_MAX_LENGTH,
  announcementLink,
} from "./rules";

const fields = {
  message: z
    .string()
    .max(ANNOUNCEMENT_MAX_LENGTH * 2, `At most ${ANNOUNCEMENT_MAX_LENGTH} characters.`)
    .transform(normalizePlainText)
    .pipe(
      z
        .string()
        .min(1, "Write the announcement.")
        .max(ANNOUNCEMENT_MAX_LENGTH, `At most ${ANNOUNCEMENT_MAX_LENGTH} characters.`),
    ),
  /** "" or null: no link. */
  link: z
    .string()
    .trim()
    .max(ANNOUNCEMENT_LINK_MAX_LENGTH, `At most ${ANNOUNCEMENT_LINK_MAX_LENGTH} characters.`)
    .nullable()
    .transform((value, context) => {
      if (!value) return null;
      const path = announcementLink(value);
      if (path === null) {
        context.addIssue({
          code: "custom",
          message: "A page of this app, starting with /, such as /challenge/care.",
        });
        return z.NEVER;
      }
      return path;
    }),
  level: z.enum(ANNOUNCEMENT_LEVELS, "Choose info or urgent."),
  startsAt: z.date().nullable(),
  endsAt: z.date().nullable(),
};

function refineWindow(
  value: { startsAt: Date | null; endsAt: Date | null },
  context: z.RefinementCtx,
): void {
  const error = windowError(value);
  if (error) context.addIssue({ code: "custom", path: ["endsAt"], message: error });
}

export const announcementInput = z.object(fields).superRefine(refineWindow);
export type AnnouncementInput = z.output<typeof announcementInput>;

export const announcementUpdateInput = z
  .object({ ...fields, id: idSchema })
  .superRefine(refineWindow);
export type AnnouncementUpdateInput = z.output<typeof announcementUpdateInput>;

export const announcementIdInput = z.object({ id: idSchema });
