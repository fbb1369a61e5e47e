import { createTRPCRouter } from "~/server/api/trpc";

/** Public and admin sustainability figures (DESIGN.md §6.4). */
export const impactRouter = createTRPCRouter({});
