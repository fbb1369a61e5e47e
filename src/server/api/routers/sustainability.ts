import { createTRPCRouter } from "~/server/api/trpc";
import { certificateRouter } from "./sustainability/certificate";
import { impactRouter } from "./sustainability/impact";
import { refillRouter } from "./sustainability/refill";
import { stationRouter } from "./sustainability/station";

/** The sustainability area (DESIGN.md §6.4): the station hunt, the refill desk, certificates. */
export const sustainabilityRouter = createTRPCRouter({
  station: stationRouter,
  refill: refillRouter,
  certificate: certificateRouter,
  impact: impactRouter,
});
