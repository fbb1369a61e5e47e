import { Burger, Button, Group } from "@mantine/core";
import dynamic from "next/dynamic";
import Link from "next/link";
import { AREAS, MAIN_LINKS } from "~/lib/navigation";
import { AreaDot } from "./AreaDot";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import { Logo } from "./Logo";
import { PageButtonLink, useIsCurrentPage } from "./PageLinks";
import { UserMenu } from "./UserMenu";

// Working without signal: the worker, the outbox and its indicator load after the first paint.
const OfflineStatus = dynamic(() => import("./OfflineStatus"), { ssr: false });

/** The phone menu's element (DefaultLayout), which the burger controls. */
export const NAV_PANEL_ID = "app-navigation";

/** The header: logo, the four areas and the main links (on wide screens), scheme, user menu. */
export function AppHeader({
  menuOpened,
  onToggleMenu,
}: {
  menuOpened: boolean;
  onToggleMenu(): void;
}) {
  const isCurrent = useIsCurrentPage();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="lg"
          size="sm"
          aria-label={menuOpened ? "Close menu" : "Open menu"}
          aria-expanded={menuOpened}
          aria-controls={NAV_PANEL_ID}
        />
        <Logo />
      </Group>
      <Group component="nav" aria-label="Main" gap={4} visibleFrom="lg" wrap="nowrap">
        {AREAS.map((area) => (
          <Button
            key={area.id}
            component={Link}
            href={area.href}
            variant="subtle"
            color="gray"
            leftSection={<AreaDot area={area} />}
            px="sm"
          >
            {area.label}
          </Button>
        ))}
        {MAIN_LINKS.map((link) => {
          const active = isCurrent(link.href);
          return (
            <PageButtonLink
              key={link.href}
              href={link.href}
              active={active}
              variant={active ? "light" : "subtle"}
              color={active ? "festival" : "gray"}
              px="sm"
            >
              {link.label}
            </PageButtonLink>
          );
        })}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <OfflineStatus />
        <ColorSchemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
