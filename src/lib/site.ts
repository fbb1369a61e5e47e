// Read straight from process.env (inlined at build time), not through ~/env: the validated env
// would bring zod into every page's JavaScript. The defaults are those of src/env.ts.
export const FESTIVAL_NAME = process.env.NEXT_PUBLIC_FESTIVAL_NAME || "Community Festival";
export const SITE_NAME = process.env.NEXT_PUBLIC_SITE_NAME || "Festival Challenges";

/** The seed's page title, also the social title and description. */
export function siteTitle(): string {
  return `${FESTIVAL_NAME} challenges | ${SITE_NAME}`;
}

export const OG_IMAGE_PATH = "/images/og-image.png";
