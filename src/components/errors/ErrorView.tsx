import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

/** A full-page error inside the layout: the status, one heading, a way on. */
export function ErrorView({
  statusCode,
  title,
  description,
  actions,
}: {
  statusCode?: number;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        {statusCode !== undefined && (
          <Text
            fz={{ base: 64, sm: 96 }}
            fw={900}
            lh={1}
            c="var(--mantine-color-festival-text)"
            style={{ letterSpacing: "-0.04em" }}
            aria-label={`Status ${statusCode}`}
          >
            {statusCode}
          </Text>
        )}
        <Title order={1} fz={{ base: "h2", sm: "h1" }} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" maw={480}>
            {description}
          </Text>
        )}
        <Group justify="center" mt="sm">
          {actions}
          <Button component={Link} href="/">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** A signed-in user without the page's role (pageProps.forbidden). */
export function ForbiddenView() {
  return (
    <ErrorView
      statusCode={403}
      title="You do not have access to this page"
      description="This page is for festival staff. If you think you should see it, ask an admin."
    />
  );
}

/** A page that crashed while rendering in the browser (ErrorBoundary loads it on first use). */
export function PageCrashView({ onRetry }: { onRetry(): void }) {
  return (
    <ErrorView
      title="Something went wrong on this page"
      description="Please try again, or go back to the home page."
      actions={
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
