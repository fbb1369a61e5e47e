import type { AreaSeed } from "./seed-areas";

export const stationSeed: AreaSeed = {};
