import "@mantine/core/styles/Paper.layer.css";
import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import type { AppPage } from "~/lib/page";

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

/**
 * The page of a sign-in screen: `Form` in the AuthCard, given the page's props (the token of a
 * mailed link). The route adds its getServerSideProps.
 */
export function authCardPage<Props extends object>(
  Form: ComponentType<Props>,
  card: { title: string; intro?: string },
): AppPage<Props> {
  const Page: AppPage<Props> = (props) => (
    <AuthCard title={card.title} intro={card.intro}>
      <Form {...props} />
    </AuthCard>
  );
  Page.displayName = `AuthCardPage(${Form.displayName ?? Form.name})`;
  Page.title = card.title;
  return Page;
}
