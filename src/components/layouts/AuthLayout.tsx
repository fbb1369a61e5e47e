import { Container, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { PageButtonLink, PageNavLink, useIsCurrentPage } from "~/components/shell/PageLinks";
import { ACCOUNT_LINKS } from "~/lib/navigation";
import { DefaultLayout } from "./DefaultLayout";

/** Account pages: the app frame with a side navigation (a row of buttons on phones). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const active = useIsCurrentPage();
  return (
    <DefaultLayout>
      <Container size="lg" py="lg">
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Stack component="nav" aria-label="Account" gap={4} w={220} visibleFrom="md">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
              Your account
            </Text>
            {ACCOUNT_LINKS.map((link) => (
              <PageNavLink
                key={link.href}
                href={link.href}
                label={link.label}
                active={active(link.href)}
              />
            ))}
          </Stack>
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Group component="nav" aria-label="Account" gap="xs" hiddenFrom="md">
              {ACCOUNT_LINKS.map((link) => (
                <PageButtonLink
                  key={link.href}
                  href={link.href}
                  active={active(link.href)}
                  size="compact-md"
                  variant={active(link.href) ? "filled" : "default"}
                >
                  {link.label}
                </PageButtonLink>
              ))}
            </Group>
            {children}
          </Stack>
        </Group>
      </Container>
    </DefaultLayout>
  );
}
