import type { AreaSeed } from "./seed-areas";

export const deskSeed: AreaSeed = {};
