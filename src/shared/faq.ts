/** The FAQ page's entries as admins write them; the form and the server check the same rules. */
import { idSchema } from "~/shared/challenges/inputs";
import { z } from "~/shared/zod";

export const faqEntryInput = z.object({
  question: z.string().trim().min(3, "At least 3 characters.").max(300, "At most 300 characters."),
  answer: z.string().trim().min(1, "Write an answer.").max(4000, "At most 4000 characters."),
  position: z.number().int().min(0).max(100_000),
});

export type FaqEntryInput = z.infer<typeof faqEntryInput>;

export const faqEntryUpdateInput = faqEntryInput.extend({ id: idSchema });

export const faqEntryIdInput = z.object({ id: idSchema });
