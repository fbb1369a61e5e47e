import { Skeleton, Stack } from "@mantine/core";
import dynamic from "next/dynamic";

/** The stations table, in the browser only (see src/features/admin/lazy.tsx for why). */
export const StationsAdmin = dynamic(
  () => import("./StationsAdmin").then((module) => module.StationsAdmin),
  {
    ssr: false,
    loading: () => (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={36} maw={360} />
        <Skeleton h={240} />
      </Stack>
    ),
  },
);
