import { createTRPCRouter } from "~/server/api/trpc";

/** The in-person help desk, /participation/person (DESIGN.md §5). */
export const personDeskRouter = createTRPCRouter({});
