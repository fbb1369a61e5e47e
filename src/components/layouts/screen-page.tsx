import { Container, Stack, Text, Title } from "@mantine/core";
import type { ComponentType } from "react";
import type { Role } from "~/generated/prisma/enums";
import type { AppPage } from "~/lib/page";

/**
 * A page that shows one screen of a feature in the content column: `title` as its h1 when the
 * screen has none of its own, with `intro` below it; `role` marks a guarded page (its getServerSideProps guards it with
 * the same role: `serverPage({ role })`).
 */
export function screenPage(
  Screen: ComponentType,
  options: { title?: string; intro?: string; size?: "lg" | "xl"; role?: Role } = {},
): AppPage {
  const Page: AppPage = () => (
    <Container size={options.size ?? "lg"} py="xl">
      {options.title ? (
        <Stack gap="lg">
          {options.intro ? (
            <Stack gap={4}>
              <Title order={1}>{options.title}</Title>
              <Text>{options.intro}</Text>
            </Stack>
          ) : (
            <Title order={1}>{options.title}</Title>
          )}
          <Screen />
        </Stack>
      ) : (
        <Screen />
      )}
    </Container>
  );
  Page.displayName = `ScreenPage(${Screen.displayName ?? Screen.name})`;
  if (options.role) Page.auth = { role: options.role };
  Page.title = options.title;
  return Page;
}
