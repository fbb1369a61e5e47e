import { createTRPCRouter } from "~/server/api/trpc";

/** Arts and proof submissions and their images (DESIGN.md §6.3). */
export const submissionRouter = createTRPCRouter({});
