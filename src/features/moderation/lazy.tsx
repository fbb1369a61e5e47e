import { Skeleton, Stack } from "@mantine/core";
import dynamic from "next/dynamic";

/**
 * The moderation screens, in the browser only: mantine-datatable must share the app's Mantine
 * provider (see src/features/admin/lazy.tsx), and its code stays out of every other page.
 */
function Loading() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={36} maw={600} />
      <Skeleton h={320} />
    </Stack>
  );
}

export const CareModeration = dynamic(
  () => import("~/features/care/CareModeration").then((module) => module.CareModeration),
  { ssr: false, loading: Loading },
);

export const SubmissionModeration = dynamic(
  () =>
    import("~/features/submissions/SubmissionModeration").then(
      (module) => module.SubmissionModeration,
    ),
  { ssr: false, loading: Loading },
);
