import { Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { useNearViewport } from "~/lib/use-near-viewport";

/**
 * Where a chart goes: a placeholder of the chart's height until the slot comes near the
 * viewport, then the chart (a lazily loaded chunk: recharts is the heaviest code of the
 * dashboards). The figures are also in a table beside every chart, so nothing waits on it.
 */
export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight: height }}>
      {near ? children : <Skeleton h={height} radius="md" />}
    </div>
  );
}
