import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

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
