import { centrePosition, type BingoCellState } from "~/shared/bingo";

/** A card of `size` with the given positions marked and an optional free centre. */
export function cardOf(
  size: number,
  marked: readonly number[],
  freeCentre = false,
): BingoCellState[] {
  const centre = centrePosition(size);
  return Array.from({ length: size * size }, (_, position) => ({
    position,
    free: freeCentre && position === centre,
    marked: marked.includes(position),
  }));
}
