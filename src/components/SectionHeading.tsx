import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A section's heading (its id names the section), with the section's actions beside it. */
export function SectionHeading({
  id,
  title,
  actions,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h3" id={id}>
      {title}
    </Title>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      {heading}
      {actions}
    </Group>
  );
}
