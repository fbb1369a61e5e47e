import { Box } from "@mantine/core";
import type { Area } from "~/lib/navigation";

/** The small colour mark that stands for an area next to its name. */
export function AreaDot({ area, size = 10 }: { area: Area; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      w={size}
      h={size}
      bg={`${area.color}.6`}
      style={{ borderRadius: "50%", display: "inline-block", flexShrink: 0 }}
    />
  );
}
