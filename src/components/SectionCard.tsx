import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Card.layer.css";
import { Card, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { SectionHeading } from "./SectionHeading";

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
  return (
    <Card withBorder padding={compact ? "md" : "lg"} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <SectionHeading id={id} title={title} actions={actions} />
        {children}
      </Stack>
    </Card>
  );
}
