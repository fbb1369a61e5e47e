import { Skeleton, Stack } from "@mantine/core";
import dynamic from "next/dynamic";

/**
 * The moderation table, in the browser only: mantine-datatable must share the app's Mantine
 * provider (see src/features/admin/lazy.tsx), and its code stays out of every other page.
 */
export const SubmissionModeration = dynamic(
  () => import("./SubmissionModeration").then((module) => module.SubmissionModeration),
  {
    ssr: false,
    loading: () => (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={36} maw={600} />
        <Skeleton h={320} />
      </Stack>
    ),
  },
);
