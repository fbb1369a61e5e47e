/**
 * The wall's interludes between posts, as one chunk: the wall loads it once (both slides take
 * turns, so it needs both), which keeps one loader instead of two in the wall's first load.
 */
export { WallImpactSlide } from "./WallImpactSlide";
export { WallTeamsSlide } from "./WallTeamsSlide";
