import { env } from "~/env";

/** The seed's page title, also the social title and description. */
export function siteTitle(): string {
  return `${env.NEXT_PUBLIC_FESTIVAL_NAME} challenges | ${env.NEXT_PUBLIC_SITE_NAME}`;
}

export const OG_IMAGE_PATH = "/images/og-image.png";
