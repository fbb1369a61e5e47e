/**
 * The achievements' badge art: one drawing per achievement in public/badges/ (static SVG files,
 * no script), by the achievement's key. A key without a drawing gets the plain badge.
 */
const DRAWN = new Set([
  "first-challenge",
  "bingo-line-easy",
  "bingo-line-medium",
  "bingo-line-hard",
  "bingo-card-easy",
  "bingo-card-medium",
  "bingo-card-hard",
  "stations-5",
  "stations-all",
  "refills-10",
  "certificate",
  "gratitude-3",
  "giving-3",
  "first-artwork",
  "all-areas",
  "team-player",
  "all-hands",
]);

export function badgeSrc(key: string): string {
  return `/badges/${DRAWN.has(key) ? key : "default"}.svg`;
}
