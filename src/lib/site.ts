// Read straight from process.env (inlined at build time), not through ~/env: the validated env
// would bring zod into every page's JavaScript. The defaults are those of src/env.ts.
export const FESTIVAL_NAME = process.env.NEXT_PUBLIC_FESTIVAL_NAME || "Community Festival";
export const SITE_NAME = process.env.NEXT_PUBLIC_SITE_NAME || "Festival Challenges";

/** What the festival is, in a sentence: the page description and the social description. */
export const FESTIVAL_DESCRIPTION =
  process.env.NEXT_PUBLIC_FESTIVAL_DESCRIPTION ||
  `The ${FESTIVAL_NAME} challenges: move, make art, go green and share some care, earn points, and see what the festival does together.`;

/** When and where the festival is, as people read it; the home page shows it under the name. */
export const FESTIVAL_DATES = process.env.NEXT_PUBLIC_FESTIVAL_DATES || null;

/** The seed's page title: the home page's, and the social title of every page. */
export function siteTitle(): string {
  return `${FESTIVAL_NAME} challenges | ${SITE_NAME}`;
}

/**
 * A page's title: its own name first, then the site's (`FAQ · Community Festival challenges |
 * Festival Challenges`); the home page, which has no name, has the site's title alone.
 */
export function pageTitle(name?: string | null): string {
  return name ? `${name} · ${siteTitle()}` : siteTitle();
}

export const OG_IMAGE_PATH = "/images/og-image.png";
