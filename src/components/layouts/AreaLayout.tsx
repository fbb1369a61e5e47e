import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  isLightColor,
  useMantineTheme,
} from "@mantine/core";
import Link from "next/link";
import { useRouter } from "next/router";
import type { ReactNode } from "react";
import { AREA_LINKS, areaById, isActiveLink, type AreaId } from "~/lib/navigation";
import { AreaDot } from "../shell/AreaDot";
import { DefaultLayout } from "./DefaultLayout";

/**
 * The app frame with a band in the area's colour naming the area, and the area's own pages as
 * tabs once they exist (AREA_LINKS in ~/lib/navigation).
 */
export function AreaLayout({ areaId, children }: { areaId: AreaId; children: ReactNode }) {
  const area = areaById(areaId);
  const router = useRouter();
  const theme = useMantineTheme();
  const links = AREA_LINKS[areaId];
  // The active tab's text: black on light area colours (orange, teal), white on dark ones (pink,
  // grape), whichever keeps 4.5:1 (WCAG AA) on the filled shade (the theme's primary shade, 8).
  const activeText = isLightColor(theme.colors[area.color][8]) ? "black" : "white";
  const band = (
    <Box
      component="nav"
      aria-label={area.name}
      bg={`var(--mantine-color-${area.color}-light)`}
      style={{ borderBottom: `3px solid var(--mantine-color-${area.color}-6)` }}
    >
      <Container size="lg" py="xs">
        <Group gap="md" justify="space-between">
          <Anchor component={Link} href={area.href} fw={700} c="var(--mantine-color-text)">
            <Group gap={8} component="span">
              <AreaDot area={area} size={12} />
              {area.name}
            </Group>
          </Anchor>
          {links.length > 0 && (
            <Group gap={4}>
              {links.map((link) => {
                const active = isActiveLink(link, router.asPath);
                return (
                  <Button
                    key={link.href}
                    component={Link}
                    href={link.href}
                    size="compact-sm"
                    color={area.color}
                    variant={active ? "filled" : "subtle"}
                    // Coloured text on the band fails 4.5:1: plain text colour when not active.
                    c={active ? activeText : "var(--mantine-color-text)"}
                    aria-current={active ? "page" : undefined}
                  >
                    {link.label}
                  </Button>
                );
              })}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
  return <DefaultLayout aside={band}>{children}</DefaultLayout>;
}

/** Fitness bingo pages. */
export function BingoLayout({ children }: { children: ReactNode }) {
  return <AreaLayout areaId="fitness">{children}</AreaLayout>;
}

/** Gratitude and care pages (the big-screen feed uses the barebones layout instead). */
export function CareLayout({ children }: { children: ReactNode }) {
  return <AreaLayout areaId="care">{children}</AreaLayout>;
}
