import { Container, Stack, Text, Title } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import type { AppPage } from "~/lib/page";

/** An admin page's frame: its one heading, what the page is for, and the screen. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** An admin-only page showing one screen in the frame: `export default adminPage({ … })`. */
export function adminPage(page: {
  title: string;
  description?: string;
  screen: ComponentType;
}): AppPage {
  const Screen = page.screen;
  const Page: AppPage = () => (
    <AdminPage title={page.title} description={page.description}>
      <Screen />
    </AdminPage>
  );
  Page.auth = { role: "ADMIN" };
  return Page;
}
