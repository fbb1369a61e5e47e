import type { AreaSeed } from "./seed-areas";

export const bingoSeed: AreaSeed = {};
