import type { ComponentProps } from "react";
import { Link } from "~/components/Link";
import plain from "./plain.module.css";

/**
 * A link in Mantine Button's look (the kit's `.button`): for a step that opens another page
 * ("Sign in", "Open my card"). `variant` and `size` as the kit's `Button`.
 */
export function ButtonLink({
  variant = "default",
  size = "sm",
  className,
  ...link
}: ComponentProps<typeof Link> & {
  variant?: "default" | "filled" | "light" | "subtle";
  size?: "xs" | "compact-sm" | "sm" | "md";
}) {
  return (
    <Link
      {...link}
      className={`${plain.button} mantine-focus-auto${className ? ` ${className}` : ""}`}
      data-variant={variant === "default" ? undefined : variant}
      data-size={size === "sm" ? undefined : size}
    />
  );
}
