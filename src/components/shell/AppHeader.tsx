import { Burger, Button, Group } from "@mantine/core";
import Link from "next/link";
import { useRouter } from "next/router";
import { AREAS, isActiveLink, MAIN_LINKS } from "~/lib/navigation";
import { AreaDot } from "./AreaDot";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import { Logo } from "./Logo";
import { UserMenu } from "./UserMenu";

/** The header: logo, the four areas and the main links (on wide screens), scheme, user menu. */
export function AppHeader({
  menuOpened,
  onToggleMenu,
}: {
  menuOpened: boolean;
  onToggleMenu(): void;
}) {
  const router = useRouter();
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
          aria-controls="app-navigation"
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
          const active = isActiveLink(link.href, router.asPath);
          return (
            <Button
              key={link.href}
              component={Link}
              href={link.href}
              variant={active ? "light" : "subtle"}
              color={active ? "festival" : "gray"}
              aria-current={active ? "page" : undefined}
              px="sm"
            >
              {link.label}
            </Button>
          );
        })}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorSchemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
