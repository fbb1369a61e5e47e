import { Card, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One part of a page on its own card, named by its heading, with actions beside the heading. */
export function SectionCard({
  id,
  title,
  actions,
  compact = false,
  children,
}: {
  /** The heading's id: the section is named by it. */
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  /** Less padding: a panel of an admin screen rather than a part of a page. */
  compact?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h3" id={id}>
      {title}
    </Title>
  );
  return (
    <Card withBorder padding={compact ? "md" : "lg"} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        {actions ? (
          <Group justify="space-between">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
