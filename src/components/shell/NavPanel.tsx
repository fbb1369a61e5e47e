import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/NavLink.layer.css";
import { Button, Divider, NavLink, Stack, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { linksFor, STAFF_SECTIONS, staffSectionsFor, USER_LINKS } from "~/lib/account-navigation";
import { AREA_WORDS, AREAS, MAIN_LINKS, VISITOR_LINKS, type ShellKey } from "~/lib/navigation";
import { useSession } from "~/lib/session";
import { AreaDot } from "./AreaDot";
import { LanguageSwitch } from "./language";
import { usePageInfo } from "./page-info";
import { useIsCurrentPage } from "./PageLinks";
import { useSignOut } from "./useSignOut";

/** A menu entry (Mantine NavLink) that marks the page on screen with `aria-current`. */
function PageNavLink({
  href,
  label,
  active,
  leftSection,
  onClick,
}: {
  href: string;
  label: string;
  active: boolean;
  leftSection?: React.ReactNode;
  onClick?(): void;
}) {
  return (
    <NavLink
      component={Link}
      href={href}
      label={label}
      leftSection={leftSection}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
    />
  );
}

/**
 * The phone menu's content (inside DefaultLayout's panel below lg, the "Menu" navigation): every
 * destination the header has, and more. Loaded on the first open of the menu.
 */
export function NavPanel({ onNavigate }: { onNavigate(): void }) {
  const isCurrent = useIsCurrentPage();
  const { user, ready } = useSession();
  const signOut = useSignOut();
  const { locales } = usePageInfo();
  const t = useTranslations();
  const role = user?.role ?? null;

  const item = (link: { href: string; label: ShellKey }, leftSection?: React.ReactNode) => (
    <PageNavLink
      key={link.href}
      href={link.href}
      label={t(link.label)}
      leftSection={leftSection}
      active={isCurrent(link.href)}
      onClick={onNavigate}
    />
  );

  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs">
        {t("shell.areasHeading")}
      </Text>
      {AREAS.map((area) =>
        item({ href: area.href, label: AREA_WORDS[area.id].name }, <AreaDot area={area} />),
      )}
      <Divider my="xs" />
      {MAIN_LINKS.map((link) => item(link))}
      <Divider my="xs" />
      {locales.length > 1 && (
        <>
          <div style={{ paddingInline: "var(--mantine-spacing-sm)" }}>
            <LanguageSwitch />
          </div>
          <Divider my="xs" />
        </>
      )}
      {ready && !user && (
        <Stack gap="xs" px="sm">
          {VISITOR_LINKS.map((link, index) => (
            <Button
              key={link.href}
              component={Link}
              href={link.href}
              variant={index === 0 ? "default" : "filled"}
              onClick={onNavigate}
              fullWidth
            >
              {t(link.label)}
            </Button>
          ))}
        </Stack>
      )}
      {user && (
        <>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
            {user.name}
          </Text>
          {linksFor(USER_LINKS, role).map((link) => item(link))}
          {staffSectionsFor(STAFF_SECTIONS, role).map((section) => (
            <Stack key={section.label} gap={4}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs">
                {t(section.label)}
              </Text>
              {section.links.map((link) => item(link))}
            </Stack>
          ))}
          <NavLink
            component="button"
            label={t("shell.account.signOut")}
            c="red.8"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          />
        </>
      )}
    </Stack>
  );
}
