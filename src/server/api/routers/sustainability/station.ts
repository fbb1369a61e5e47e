import { createTRPCRouter } from "~/server/api/trpc";

/** QR stations: scanning, and their administration (DESIGN.md §6.4). */
export const stationRouter = createTRPCRouter({});
