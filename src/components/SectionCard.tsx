import { Card, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One part of an area's page, on its own card, named by its heading. */
export function SectionCard({
  id,
  title,
  children,
}: {
  /** The heading's id: the section is named by it. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
