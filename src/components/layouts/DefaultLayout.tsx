import { Anchor, AppShell, Box, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useState, type ReactNode } from "react";
import { FESTIVAL_NAME, SITE_NAME } from "~/lib/site";
import { MAIN_LINKS } from "~/lib/navigation";
import { AppHeader, NAV_PANEL_ID } from "../shell/AppHeader";
import classes from "./DefaultLayout.module.css";

export const HEADER_HEIGHT = 64;

// The phone menu's links (NavLink, dividers, sign-out) load on its first open.
const NavPanel = dynamic(() => import("../shell/NavPanel").then((module) => module.NavPanel), {
  ssr: false,
});

/**
 * The app frame: header with the navigation (a burger menu below lg, 1280 px), the page, a footer.
 * `aside` is an optional band above the page content (the area layouts use it).
 */
export function DefaultLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the panel stays rendered so that it can slide out again.
  const [menuUsed, setMenuUsed] = useState(false);
  const router = useRouter();

  // The phone menu closes itself once a navigation completes (links also close it on tap).
  useEffect(() => {
    router.events.on("routeChangeComplete", close);
    return () => router.events.off("routeChangeComplete", close);
  }, [router.events, close]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 300, breakpoint: "lg", collapsed: { desktop: true, mobile: !opened } }}
      padding={0}
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header className={classes.header}>
        <AppHeader
          menuOpened={opened}
          onToggleMenu={() => {
            setMenuUsed(true);
            toggle();
          }}
        />
      </AppShell.Header>
      {/* Always present: the burger's aria-controls points at it; its content comes on first use. */}
      <AppShell.Navbar id={NAV_PANEL_ID} aria-label="Menu" p="sm" hiddenFrom="lg" inert={!opened}>
        {menuUsed && <NavPanel onNavigate={close} />}
      </AppShell.Navbar>
      {/* Not AppShell.Main (always a <main>): the footer must sit beside main, not in it. */}
      <Box className={classes.frame}>
        <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
          {aside}
          {children}
        </Box>
        <Box component="footer" className={classes.footer}>
          <Container size="lg">
            <Group justify="space-between" gap="xs" py="md">
              <Text size="sm" c="dimmed">
                {FESTIVAL_NAME} · {SITE_NAME}
              </Text>
              <Group gap="md">
                {MAIN_LINKS.map((link) => (
                  <Anchor key={link.href} component={Link} href={link.href} size="sm">
                    {link.label}
                  </Anchor>
                ))}
              </Group>
            </Group>
          </Container>
        </Box>
      </Box>
    </AppShell>
  );
}
