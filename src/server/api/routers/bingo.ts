import { createTRPCRouter } from "~/server/api/trpc";

/** Fitness bingo (DESIGN.md §6.2). */
export const bingoRouter = createTRPCRouter({});
