import { Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A section of a dashboard: its heading (which names its table), actions beside it, the figures. */
export function FigureSection({
  id,
  title,
  actions,
  children,
}: {
  /** The heading's id: the section and its table are named by it. */
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h3" id={id}>
      {title}
    </Title>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      {actions ? (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
