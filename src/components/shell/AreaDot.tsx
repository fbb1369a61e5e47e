import type { Area } from "~/lib/navigation";

/** The small colour mark that stands for an area next to its name (plain markup, no Mantine JS). */
export function AreaDot({ area, size = 10 }: { area: Area; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: "inline-block",
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: "50%",
        background: `var(--mantine-color-${area.color}-6)`,
      }}
    />
  );
}
