/** Achievements as admins edit them: texts only (the rules come with the seed). */
import { idSchema } from "~/shared/challenges/inputs";
import { z } from "~/shared/zod";

export const achievementTextInput = z.object({
  id: idSchema,
  title: z.string().trim().min(3, "At least 3 characters.").max(80, "At most 80 characters."),
  description: z
    .string()
    .trim()
    .min(3, "At least 3 characters.")
    .max(300, "At most 300 characters."),
});

export type AchievementTextInput = z.infer<typeof achievementTextInput>;
