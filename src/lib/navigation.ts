import type { Role } from "~/generated/prisma/enums";
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
  /** Short label for the header. */
  label: string;
  /** Full name, as on the home page. */
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

export function areaById(id: AreaId): Area {
  const area = AREAS.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`Unknown area ${id}`);
  return area;
}

export type NavLinkItem = {
  label: string;
  href: string;
  /** Shown only to users with at least this role; no role = everyone. */
  role?: Role;
  /** Active on this exact page only, not on the pages under it (an area's overview tab). */
  exact?: boolean;
};

export type NavSection = { label: string; role: Role; links: readonly NavLinkItem[] };

/** Header links besides the areas (the dashboards go here once they exist). */
export const MAIN_LINKS: readonly NavLinkItem[] = [
  { label: "Dashboard", href: "/global-dashboard" },
  { label: "Teams", href: "/teams" },
  { label: "Impact", href: "/sustainability-dashboard" },
  { label: "FAQ", href: "/faq" },
];

/** The user menu of a visitor. */
export const VISITOR_LINKS: readonly NavLinkItem[] = [
  { label: "Sign in", href: "/auth/login" },
  { label: "Create account", href: "/auth/register" },
];

/** The user menu of a signed-in user (Sign out is an action, added by the menu itself). */
export const USER_LINKS: readonly NavLinkItem[] = [
  { label: "Profile", href: "/profile", role: "PARTICIPANT" },
  { label: "My challenges", href: "/participation", role: "PARTICIPANT" },
  { label: "Achievements", href: "/achievements", role: "PARTICIPANT" },
  { label: "Account", href: "/account/personal", role: "PARTICIPANT" },
];

/** Each area's own pages, shown as tabs by the bingo and care layouts. */
export const AREA_LINKS: Record<AreaId, readonly NavLinkItem[]> = {
  fitness: [
    { label: "Easy", href: "/challenge/fitness/bingo/easy" },
    { label: "Medium", href: "/challenge/fitness/bingo/medium" },
    { label: "Hard", href: "/challenge/fitness/bingo/hard" },
  ],
  arts: [{ label: "Arts", href: "/challenge/arts" }],
  sustainability: [
    { label: "Overview", href: "/challenge/sustainability", exact: true },
    { label: "Station hunt", href: "/challenge/sustainability/challenge" },
  ],
  care: [
    { label: "Overview", href: "/challenge/care", exact: true },
    { label: "Gratitude", href: "/challenge/care/gratitude" },
    { label: "Joy of giving", href: "/challenge/care/joy-of-giving" },
    { label: "Live wall", href: "/challenge/care/feed" },
  ],
};

/** The side navigation of the auth layout (account pages). */
export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { label: "Profile", href: "/profile" },
  { label: "Personal data", href: "/account/personal" },
  { label: "Password", href: "/account/password" },
];

/** Staff sections by role. */
export const STAFF_SECTIONS: readonly NavSection[] = [
  {
    label: "Moderation",
    role: "MODERATOR",
    links: [
      { label: "Care posts", href: "/challenge/care/moderation" },
      { label: "Submissions", href: "/submissions/moderation" },
      { label: "Help desk", href: "/participation/person" },
    ],
  },
  {
    label: "Administration",
    role: "ADMIN",
    links: [
      { label: "Admin home", href: "/admin" },
      { label: "Challenges", href: "/admin/challenges" },
      { label: "Users", href: "/admin/users" },
      { label: "Manage teams", href: "/admin/teams" },
      { label: "QR stations", href: "/admin/qr" },
      { label: "Water bottles", href: "/admin/sustainability-water-bottle-users" },
      { label: "Refill log", href: "/admin/sustainability-water-bottle-collections" },
      { label: "Certificates", href: "/admin/sustainability-certificate-users" },
      { label: "Sustainability figures", href: "/admin/sustainability-dashboard" },
      { label: "Audit log", href: "/admin/audit" },
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
