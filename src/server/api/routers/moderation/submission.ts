import { createTRPCRouter } from "~/server/api/trpc";

/** The submissions' moderation queue (DESIGN.md §6.3). */
export const submissionModerationRouter = createTRPCRouter({});
