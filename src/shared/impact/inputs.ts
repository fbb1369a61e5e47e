/** The bounded inputs of the figures' procedures (`sustainability.impact.*`). */
import { HOUR_MS, IMPACT_CSV_KINDS, MAX_WINDOW_HOURS } from "./rules";
import { rowId } from "../inputs";
import { z } from "../zod";

/** A window of hours: from before to, at most MAX_WINDOW_HOURS long. */
export const windowSchema = z
  .object({ from: z.date(), to: z.date() })
  .refine((window) => window.from < window.to, {
    path: ["to"],
    message: "The end must be after the start.",
  })
  .refine((window) => window.to.getTime() - window.from.getTime() <= MAX_WINDOW_HOURS * HOUR_MS, {
    path: ["from"],
    message: "At most 14 days at once.",
  });

export const impactPersonInput = z.object({ userId: rowId });

export const impactCsvInput = z.object({ kind: z.enum(IMPACT_CSV_KINDS) }).and(windowSchema);
