import { createTRPCRouter } from "~/server/api/trpc";

/** Gratitude notes and acts of giving, and the live wall (DESIGN.md §6.5). */
export const careRouter = createTRPCRouter({});
