import { Skeleton, Stack } from "@mantine/core";
import dynamic from "next/dynamic";

/**
 * The admin tables, loaded in the browser only. mantine-datatable is not in next.config's
 * transpilePackages, so on the server it would load its own copy of @mantine/core and miss the
 * app's MantineProvider; in the browser it shares the app's. It also keeps the table code out of
 * every other page. The data is prefetched on the server, so the tables fill in at once.
 */
function TableSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={36} maw={360} />
      <Skeleton h={240} />
    </Stack>
  );
}

export const ChallengesAdmin = dynamic(
  () => import("./ChallengesAdmin").then((module) => module.ChallengesAdmin),
  { ssr: false, loading: TableSkeleton },
);
export const FaqAdmin = dynamic(() => import("./FaqAdmin").then((module) => module.FaqAdmin), {
  ssr: false,
  loading: TableSkeleton,
});
export const AchievementsAdmin = dynamic(
  () => import("./AchievementsAdmin").then((module) => module.AchievementsAdmin),
  { ssr: false, loading: TableSkeleton },
);
export const UsersAdmin = dynamic(
  () => import("./UsersAdmin").then((module) => module.UsersAdmin),
  { ssr: false, loading: TableSkeleton },
);
export const AuditLogAdmin = dynamic(
  () => import("./AuditLogAdmin").then((module) => module.AuditLogAdmin),
  { ssr: false, loading: TableSkeleton },
);
