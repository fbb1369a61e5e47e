import type { CSSProperties, ReactNode } from "react";
import plain from "./plain.module.css";

type BadgeVariant = "light" | "filled" | "outline";

/** The colours Mantine's Badge gives each variant of a theme colour (`color` "teal" or "teal-9"). */
function badgeColours(
  color: string,
  variant: BadgeVariant,
  textColor: string,
): Record<`--${string}`, string> {
  if (variant === "filled") {
    return {
      "--badge-bg": `var(--mantine-color-${color})`,
      "--badge-color": `var(--mantine-color-${textColor})`,
    };
  }
  if (variant === "outline") {
    const outline = `var(--mantine-color-${color}-outline)`;
    return { "--badge-bg": "transparent", "--badge-color": outline, "--badge-border": outline };
  }
  return {
    "--badge-bg": `var(--mantine-color-${color}-light)`,
    "--badge-color": `var(--mantine-color-${color}-light-color)`,
  };
}

const SIZES: Record<"sm" | "md" | "lg", Record<`--${string}`, string>> = {
  sm: { "--badge-height": "18px", "--badge-padding": "8px", "--badge-fz": "10px" },
  md: {},
  lg: { "--badge-height": "26px", "--badge-padding": "14px", "--badge-fz": "13px" },
};

/**
 * Mantine's Badge (sizes sm, md and lg) in plain markup. `color` is a theme colour, with a shade for
 * "filled" ("teal-9"), whose text is `textColor` ("white", or "dark-9" on a light shade: pick the
 * pair for 4.5:1).
 */
export function Badge({
  color = "gray",
  variant = "light",
  size = "md",
  textColor = "white",
  children,
}: {
  color?: string;
  variant?: BadgeVariant;
  textColor?: string;
  size?: "sm" | "md" | "lg";
  children: ReactNode;
}) {
  // Custom properties are not in React's style type; the record is what React sets.
  const style: CSSProperties = {
    ...badgeColours(color, variant, textColor),
    ...SIZES[size],
  };
  return (
    <span className={plain.badge} style={style}>
      {children}
    </span>
  );
}
