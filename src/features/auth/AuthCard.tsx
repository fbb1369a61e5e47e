import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame of every sign-in screen: one column, thumb-friendly on a phone. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {intro ? <Text c="dimmed">{intro}</Text> : null}
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
