import type { ComponentType } from "react";
import { clientOnly } from "~/lib/client-only";
import plain from "~/components/plain/plain.module.css";

/** A length given in px at the default font size, in rem as Mantine writes it (`rem()`). */
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** One pulsing bar of a skeleton, `height` tall and at most `width` wide (px, as Mantine's `h`). */
function Bar({ height, width }: { height: number; width?: number }) {
  return (
    <div
      className={plain.skeleton}
      style={{ height: rem(height), maxWidth: width === undefined ? undefined : rem(width) }}
    />
  );
}

/** What a table screen shows while its code loads: a search box and the table. */
export function TableSkeleton({ width = 360, height = 240 }: { width?: number; height?: number }) {
  return (
    <div className={plain.stackSm} aria-busy="true">
      <Bar height={36} width={width} />
      <Bar height={height} />
    </div>
  );
}

/** The skeleton of a search form: its label, hint and box. */
const SearchSkeleton = () => (
  <div className={plain.stackSm} aria-busy="true">
    <Bar height={84} width={420} />
  </div>
);

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

/** A search-first staff screen (the help desk), loaded in the browser only, like `adminScreen`. */
export function searchScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return clientOnly(load, SearchSkeleton);
}
