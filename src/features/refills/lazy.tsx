import { Skeleton, Stack } from "@mantine/core";
import dynamic from "next/dynamic";

/** The desk's admin screens, loaded in the browser only (see src/features/admin/lazy.tsx). */
function TableSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={120} />
      <Skeleton h={240} />
    </Stack>
  );
}

export const BottleUsersAdmin = dynamic(
  () => import("./BottleUsersAdmin").then((module) => module.BottleUsersAdmin),
  { ssr: false, loading: TableSkeleton },
);
export const CollectionsAdmin = dynamic(
  () => import("./CollectionsAdmin").then((module) => module.CollectionsAdmin),
  { ssr: false, loading: TableSkeleton },
);
