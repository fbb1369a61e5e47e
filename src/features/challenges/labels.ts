import type { ParticipationStatus } from "~/generated/prisma/enums";

/** The badge colour of each participation status (its words: `statusWords`, ./words.ts). */
export const STATUS_COLORS: Record<ParticipationStatus, string> = {
  NOT_STARTED: "gray",
  IN_PROGRESS: "blue",
  COMPLETED: "teal",
};
