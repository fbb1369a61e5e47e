import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A person in a table row: their name, their email below (it may be long), and any extra line. */
export function PersonCell({
  name,
  email,
  children,
}: {
  name: string;
  email: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {email}
      </Text>
      {children}
    </Stack>
  );
}
