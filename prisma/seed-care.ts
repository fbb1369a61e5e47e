import type { AreaSeed } from "./seed-areas";

export const careSeed: AreaSeed = {};
