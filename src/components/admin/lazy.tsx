import { Skeleton, Stack } from "@mantine/core";
import type { ComponentType } from "react";
import { clientOnly } from "~/lib/client-only";

/** What a table screen shows while its code loads: a search box and the table. */
export function TableSkeleton({ width = 360, height = 240 }: { width?: number; height?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={36} maw={width} />
      <Skeleton h={height} />
    </Stack>
  );
}

/** The skeleton of a moderation queue: a wider tool bar and a taller table. */
const QueueSkeleton = () => <TableSkeleton width={600} height={320} />;

/**
 * A table screen, loaded in the browser only. mantine-datatable is not in next.config's
 * transpilePackages, so on the server it would load its own copy of @mantine/core and miss the
 * app's MantineProvider; in the browser it shares the app's. It also keeps the table code out of
 * every other page. The data is prefetched on the server, so the tables fill in at once.
 */
export function adminScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return clientOnly(load, () => <TableSkeleton />);
}

/** A moderation queue screen, loaded in the browser only, like `adminScreen`. */
export function queueScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return clientOnly(load, QueueSkeleton);
}
