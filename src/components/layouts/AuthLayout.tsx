import { Button, Container, Group, NavLink, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useRouter } from "next/router";
import type { ReactNode } from "react";
import { ACCOUNT_LINKS, isActiveLink } from "~/lib/navigation";
import { DefaultLayout } from "./DefaultLayout";

/** Account pages: the app frame with a side navigation (a row of buttons on phones). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const active = (href: string) => isActiveLink(href, router.asPath);
  return (
    <DefaultLayout>
      <Container size="lg" py="lg">
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Stack component="nav" aria-label="Account" gap={4} w={220} visibleFrom="md">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
              Your account
            </Text>
            {ACCOUNT_LINKS.map((link) => (
              <NavLink
                key={link.href}
                component={Link}
                href={link.href}
                label={link.label}
                active={active(link.href)}
                aria-current={active(link.href) ? "page" : undefined}
              />
            ))}
          </Stack>
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Group component="nav" aria-label="Account" gap="xs" hiddenFrom="md">
              {ACCOUNT_LINKS.map((link) => (
                <Button
                  key={link.href}
                  component={Link}
                  href={link.href}
                  size="compact-md"
                  variant={active(link.href) ? "filled" : "default"}
                  aria-current={active(link.href) ? "page" : undefined}
                >
                  {link.label}
                </Button>
              ))}
            </Group>
            {children}
          </Stack>
        </Group>
      </Container>
    </DefaultLayout>
  );
}
