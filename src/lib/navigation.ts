import type { Role } from "~/generated/prisma/enums";
import type { MessageKey } from "~/shared/i18n/server-text";

/**
 * The app's navigation, in one place: the header, the phone menu, the user menu and the layouts'
 * side navigation all read from here (DESIGN.md §5 lists every route).
 *
 * Only pages that exist get an entry. When an issue adds a page from DESIGN.md §5, add its entry
 * here in the same change: the areas' own pages (bingo, arts, sustainability, care), the
 * dashboards (/global-dashboard, /sustainability-dashboard), /achievements, /participation, the
 * moderation queues and the admin pages.
 */

export type AreaId = "fitness" | "arts" | "sustainability" | "care";

export type Area = {
  id: AreaId;
  /** A Mantine colour: each area has its own across the app. */
  color: "orange" | "grape" | "teal" | "pink";
  /** The area's landing page. */
  href: string;
};

/** The areas in the festival's order; their words are the shell's (`AREA_WORDS`). */
export const AREAS: readonly Area[] = [
  { id: "fitness", color: "orange", href: "/challenge/fitness/bingo/easy" },
  { id: "arts", color: "grape", href: "/challenge/arts" },
  { id: "sustainability", color: "teal", href: "/challenge/sustainability" },
  { id: "care", color: "pink", href: "/challenge/care" },
];

/**
 * The words of each area in the shell, by key: listed literally (not built from the id at run
 * time) so that the unused-key guard sees them.
 */
export const AREA_WORDS: Record<AreaId, { label: ShellKey; name: ShellKey }> = {
  fitness: { label: "shell.areas.fitness.label", name: "shell.areas.fitness.name" },
  arts: { label: "shell.areas.arts.label", name: "shell.areas.arts.name" },
  sustainability: {
    label: "shell.areas.sustainability.label",
    name: "shell.areas.sustainability.name",
  },
  care: { label: "shell.areas.care.label", name: "shell.areas.care.name" },
};

export function areaById(id: AreaId): Area {
  const area = AREAS.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`Unknown area ${id}`);
  return area;
}

/** A word of the shell's messages (`messages/<locale>/shell.json`), worded where it is shown. */
export type ShellKey = Extract<MessageKey, `shell.${string}`>;

export type NavLinkItem = {
  /** Its words' key: `t(link.label)` (README "Languages"). */
  label: ShellKey;
  href: string;
  /** Shown only to users with at least this role; no role = everyone. */
  role?: Role;
  /** Active on this exact page only, not on the pages under it (an area's overview tab). */
  exact?: boolean;
};

/** Header links besides the areas (the dashboards go here once they exist). */
export const MAIN_LINKS: readonly NavLinkItem[] = [
  { label: "shell.links.dashboard", href: "/global-dashboard" },
  { label: "shell.links.teams", href: "/teams" },
  { label: "shell.links.impact", href: "/sustainability-dashboard" },
  { label: "shell.links.faq", href: "/faq" },
];

/** The user menu of a visitor. */
export const VISITOR_LINKS: readonly NavLinkItem[] = [
  { label: "shell.links.signIn", href: "/auth/login" },
  { label: "shell.links.register", href: "/auth/register" },
];

/** Each area's own pages, shown as tabs by the bingo and care layouts. */
export const AREA_LINKS: Record<AreaId, readonly NavLinkItem[]> = {
  fitness: [
    { label: "shell.links.bingoEasy", href: "/challenge/fitness/bingo/easy" },
    { label: "shell.links.bingoMedium", href: "/challenge/fitness/bingo/medium" },
    { label: "shell.links.bingoHard", href: "/challenge/fitness/bingo/hard" },
  ],
  arts: [{ label: "shell.links.arts", href: "/challenge/arts" }],
  sustainability: [
    { label: "shell.links.overview", href: "/challenge/sustainability", exact: true },
    { label: "shell.links.stationHunt", href: "/challenge/sustainability/challenge" },
  ],
  care: [
    { label: "shell.links.overview", href: "/challenge/care", exact: true },
    { label: "shell.links.gratitude", href: "/challenge/care/gratitude" },
    { label: "shell.links.joyOfGiving", href: "/challenge/care/joy-of-giving" },
    { label: "shell.links.liveWall", href: "/challenge/care/feed" },
  ],
};

/** The side navigation of the auth layout (account pages). */
export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { label: "shell.links.profile", href: "/profile" },
  { label: "shell.links.personalData", href: "/account/personal" },
  { label: "shell.links.password", href: "/account/password" },
];

/**
 * Whether a link points at the current page (or, for a section link, a page under it; a link
 * marked `exact` only on its own page).
 */
export function isActiveLink(
  link: string | Pick<NavLinkItem, "href" | "exact">,
  currentPath: string,
): boolean {
  const { href, exact = false } = typeof link === "string" ? { href: link } : link;
  const path = currentPath.split(/[?#]/)[0] ?? currentPath;
  if (href.includes("#")) return false;
  if (exact || href === "/") return path === href;
  return path === href || path.startsWith(`${href}/`);
}
