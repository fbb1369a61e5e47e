import type { AreaSeed } from "./seed-areas";

export const artsSeed: AreaSeed = {};
