import "@mantine/core/styles/Divider.layer.css";
import { Divider, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A section below the personal data form: a divider, its h2, then its content. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={480} mt="xl">
      <Divider />
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
