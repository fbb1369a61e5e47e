// Read straight from process.env (inlined at build time), not through ~/env: the validated env
// would bring zod into every page's JavaScript. The defaults are those of src/env.ts.
export const FESTIVAL_NAME = process.env.NEXT_PUBLIC_FESTIVAL_NAME || "Community Festival";
export const SITE_NAME = process.env.NEXT_PUBLIC_SITE_NAME || "Festival Challenges";

/**
 * What the festival is, in a sentence, as its organisers wrote it (one language), or null: then
 * the page's language says it (`festivalDescription`).
 */
const FESTIVAL_DESCRIPTION = process.env.NEXT_PUBLIC_FESTIVAL_DESCRIPTION || null;

/** When and where the festival is, as people read it; the home page shows it under the name. */
export const FESTIVAL_DATES = process.env.NEXT_PUBLIC_FESTIVAL_DATES || null;

/** The site's words in the page's language: `useTranslations("shell")`'s `t` for them. */
type SiteT = (
  key: "site.title" | "site.description",
  values: { festival: string; site: string },
) => string;

const siteValues = { festival: FESTIVAL_NAME, site: SITE_NAME };

/**
 * The seed's page title (`{FESTIVAL_NAME} challenges | {SITE_NAME}` in English): the home page's,
 * and the social title of every page, in the page's language.
 */
export function siteTitle(t: SiteT): string {
  return t("site.title", siteValues);
}

/** What the festival is: the organisers' sentence when set, else the page's language's. */
export function festivalDescription(t: SiteT): string {
  return FESTIVAL_DESCRIPTION ?? t("site.description", siteValues);
}

/**
 * A page's title: its own name first, then the site's (`FAQ · Community Festival challenges |
 * Festival Challenges`); the home page, which has no name, has the site's title alone.
 */
export function pageTitle(site: string, name?: string | null): string {
  return name ? `${name} · ${site}` : site;
}

export const OG_IMAGE_PATH = "/images/og-image.png";
