import { env } from "~/env";

// While `next build` pre-renders static pages the environment is not validated, so its defaults
// (src/env.ts) are not applied yet: the same defaults stand in here.
export const FESTIVAL_NAME = env.NEXT_PUBLIC_FESTIVAL_NAME || "Community Festival";
export const SITE_NAME = env.NEXT_PUBLIC_SITE_NAME || "Festival Challenges";

/** The seed's page title, also the social title and description. */
export function siteTitle(): string {
  return `${FESTIVAL_NAME} challenges | ${SITE_NAME}`;
}

export const OG_IMAGE_PATH = "/images/og-image.png";
