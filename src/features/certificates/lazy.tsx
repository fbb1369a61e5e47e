import { Skeleton, Stack } from "@mantine/core";
import dynamic from "next/dynamic";

function TableSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={36} maw={360} />
      <Skeleton h={240} />
    </Stack>
  );
}

/** Loaded in the browser only (see src/features/admin/lazy.tsx). */
export const CertificateUsersAdmin = dynamic(
  () => import("./CertificateUsersAdmin").then((module) => module.CertificateUsersAdmin),
  { ssr: false, loading: TableSkeleton },
);
