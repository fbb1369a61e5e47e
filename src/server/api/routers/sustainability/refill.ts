import { createTRPCRouter } from "~/server/api/trpc";

/** Water bottles and refill collections (DESIGN.md §6.4). */
export const refillRouter = createTRPCRouter({});
