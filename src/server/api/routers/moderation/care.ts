import { createTRPCRouter } from "~/server/api/trpc";

/** The care posts' moderation queue (DESIGN.md §6.5). */
export const careModerationRouter = createTRPCRouter({});
