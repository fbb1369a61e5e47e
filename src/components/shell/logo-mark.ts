/**
 * The festival mark: a pinwheel of four petals, one per area, around the festival's magenta.
 * Shared by the header logo and scripts/make-images.mts (og-image and app icons), so they match.
 */
export const LOGO_PETAL_PATH = "M32 32 C32 17 43 8 57 7 C56 21 47 32 32 32 Z";
export const LOGO_PETALS = [
  { rotate: 0, color: "#e8590c" },
  { rotate: 90, color: "#0ca678" },
  { rotate: 180, color: "#d6336c" },
  { rotate: 270, color: "#9c36b5" },
] as const;
export const LOGO_CENTER_COLOR = "#a22685";

/** The mark as a standalone SVG document (viewBox 0 0 64 64). */
export function logoMarkSvg(): string {
  const petals = LOGO_PETALS.map(
    (petal) =>
      `<path d="${LOGO_PETAL_PATH}" fill="${petal.color}" transform="rotate(${petal.rotate} 32 32)"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${petals}<circle cx="32" cy="32" r="7" fill="${LOGO_CENTER_COLOR}" stroke="#fff" stroke-width="3"/></svg>`;
}
