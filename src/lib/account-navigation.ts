import type { Role } from "~/generated/prisma/enums";
import { hasRole } from "~/shared/roles";
import type { NavLinkItem, ShellKey } from "./navigation";

/**
 * A signed-in person's navigation (README "Languages", "Page weight"): the user menu's links and
 * the staff sections by role. Apart from ~/lib/navigation because only the account menu and the
 * phone menu read it, both loaded on use: its words stay out of every page's first load.
 */

export type NavSection = { label: ShellKey; role: Role; links: readonly NavLinkItem[] };

/** The user menu of a signed-in user (Sign out is an action, added by the menu itself). */
export const USER_LINKS: readonly NavLinkItem[] = [
  { label: "shell.links.profile", href: "/profile", role: "PARTICIPANT" },
  { label: "shell.links.participation", href: "/participation", role: "PARTICIPANT" },
  { label: "shell.links.achievements", href: "/achievements", role: "PARTICIPANT" },
  { label: "shell.links.account", href: "/account/personal", role: "PARTICIPANT" },
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
      { label: "shell.links.translations", href: "/admin/translations" },
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
