import type { Role } from "~/generated/prisma/enums";
import type { MessageKey } from "~/shared/i18n/server-text";
import { hasRole } from "~/shared/roles";

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
  /** Short label for the header (English; the shell words it from `shell.areas.<id>.label`). */
  label: string;
  /** Full name, as on the home page (English; the shell words it from `shell.areas.<id>.name`). */
  name: string;
  /** A Mantine colour: each area has its own across the app. */
  color: "orange" | "grape" | "teal" | "pink";
  /** The area's landing page. */
  href: string;
};

export const AREAS: readonly Area[] = [
  {
    id: "fitness",
    label: "Fitness",
    name: "Sports and fitness",
    color: "orange",
    href: "/challenge/fitness/bingo/easy",
  },
  { id: "arts", label: "Arts", name: "Arts", color: "grape", href: "/challenge/arts" },
  {
    id: "sustainability",
    label: "Sustainability",
    name: "Sustainability",
    color: "teal",
    href: "/challenge/sustainability",
  },
  { id: "care", label: "Care", name: "Gratitude and care", color: "pink", href: "/challenge/care" },
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

export type NavSection = { label: ShellKey; role: Role; links: readonly NavLinkItem[] };

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

/** The user menu of a signed-in user (Sign out is an action, added by the menu itself). */
export const USER_LINKS: readonly NavLinkItem[] = [
  { label: "shell.links.profile", href: "/profile", role: "PARTICIPANT" },
  { label: "shell.links.participation", href: "/participation", role: "PARTICIPANT" },
  { label: "shell.links.achievements", href: "/achievements", role: "PARTICIPANT" },
  { label: "shell.links.account", href: "/account/personal", role: "PARTICIPANT" },
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

/** Staff sections by role. */
export const STAFF_SECTIONS: readonly NavSection[] = [
  {
    label: "shell.sections.moderation",
    role: "MODERATOR",
    links: [
      { label: "shell.links.carePosts", href: "/challenge/care/moderation" },
      { label: "shell.links.submissions", href: "/submissions/moderation" },
      { label: "shell.links.helpDesk", href: "/participation/person" },
      { label: "shell.links.announcements", href: "/admin/announcements" },
    ],
  },
  {
    label: "shell.sections.administration",
    role: "ADMIN",
    links: [
      { label: "shell.links.adminHome", href: "/admin" },
      { label: "shell.links.challenges", href: "/admin/challenges" },
      { label: "shell.links.users", href: "/admin/users" },
      { label: "shell.links.manageTeams", href: "/admin/teams" },
      { label: "shell.links.qrStations", href: "/admin/qr" },
      { label: "shell.links.waterBottles", href: "/admin/sustainability-water-bottle-users" },
      { label: "shell.links.refillLog", href: "/admin/sustainability-water-bottle-collections" },
      { label: "shell.links.certificates", href: "/admin/sustainability-certificate-users" },
      { label: "shell.links.sustainabilityFigures", href: "/admin/sustainability-dashboard" },
      { label: "shell.links.auditLog", href: "/admin/audit" },
    ],
  },
];

/** The links a user of this role (null = visitor) may see. */
export function linksFor(links: readonly NavLinkItem[], role: Role | null): readonly NavLinkItem[] {
  return links.filter((link) => !link.role || (role !== null && hasRole(role, link.role)));
}

/** The staff sections a user of this role may see, without empty ones. */
export function staffSectionsFor(
  sections: readonly NavSection[],
  role: Role | null,
): readonly NavSection[] {
  if (role === null) return [];
  return sections
    .filter((section) => hasRole(role, section.role))
    .map((section) => ({ ...section, links: linksFor(section.links, role) }))
    .filter((section) => section.links.length > 0);
}

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
