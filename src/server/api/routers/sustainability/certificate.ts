import { createTRPCRouter } from "~/server/api/trpc";

/** Sustainability certificates (DESIGN.md §6.4). */
export const certificateRouter = createTRPCRouter({});
