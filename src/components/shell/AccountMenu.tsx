import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Avatar.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { Fragment, useId } from "react";
import { useTranslations } from "use-intl";
import { linksFor, staffSectionsFor, STAFF_SECTIONS, USER_LINKS } from "~/lib/account-navigation";
import type { SessionUserPayload } from "~/shared/session";
import { useSignOut } from "./useSignOut";
import { clientOnly } from "~/lib/client-only";

// The inbox's bell and its polling load after the menu, itself loaded after the page is
// interactive (README "Notification inbox"): nothing of it is in any page's first load.
const InboxBell = clientOnly(() => import("~/features/inbox/InboxBell"));

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? "").join("") || "?";
}

/** The signed-in user's menu: their pages, staff sections by role, sign out. */
export function AccountMenu({ user }: { user: SessionUserPayload }) {
  const signOut = useSignOut();
  const t = useTranslations();
  const sections = staffSectionsFor(STAFF_SECTIONS, user.role);
  const sectionId = useId();
  return (
    <>
      {/* The bell's size from the start, so that nothing moves again when it arrives. */}
      <span style={{ display: "inline-flex", flex: "none", width: 34, height: 34 }}>
        <InboxBell />
      </span>
      {/* No focus placeholder: Mantine's is a focusable <div> inside role="menu", which is not a
          menu item (axe: aria-required-children); opening focuses the first item instead. */}
      <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={t("shell.account.menuOf", { name: user.name })}>
            <Group gap={6} wrap="nowrap">
              <Avatar color="festival" radius="xl" size={34} aria-hidden="true">
                {initialsOf(user.name)}
              </Avatar>
              <Text size="sm" fw={600} visibleFrom="xl" maw={140} truncate>
                {user.name}
              </Text>
              <IconChevronDown size={16} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.name}</Menu.Label>
          {linksFor(USER_LINKS, user.role).map((link) => (
            <Menu.Item key={link.href} component={Link} href={link.href}>
              {t(link.label)}
            </Menu.Item>
          ))}
          {/* Each staff section is a group named by its label (role="menu" owns menu items,
              groups and separators only). */}
          {sections.map((section, index) => (
            <Fragment key={section.label}>
              <Menu.Divider role="separator" />
              <div role="group" aria-labelledby={`${sectionId}-${index}`}>
                <Menu.Label id={`${sectionId}-${index}`}>{t(section.label)}</Menu.Label>
                {section.links.map((link) => (
                  <Menu.Item key={link.href} component={Link} href={link.href}>
                    {t(link.label)}
                  </Menu.Item>
                ))}
              </div>
            </Fragment>
          ))}
          <Menu.Divider role="separator" />
          <Menu.Item
            // Mantine's red text on its light tint: red-9 in light, red-0 in dark, >= 4.5:1 on the
            // menu and a hovered item (color="red" is red-6, 3.3:1). No CSS module: each lazy
            // sheet adds its name to the shared JS loader (bench/README.md step 8).
            c="var(--mantine-color-red-light-color)"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() => void signOut()}
          >
            {t("shell.account.signOut")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
