import type { ComponentProps } from "react";
import { Link } from "~/components/Link";
import { buttonLook, type ButtonLook } from "./button-look";

/**
 * A link in Mantine Button's look (the kit's `.button`): for a step that opens another page
 * ("Sign in", "Open my card"). `variant` and `size` as the kit's `Button`.
 */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...link
}: ComponentProps<typeof Link> & ButtonLook) {
  return <Link {...link} {...buttonLook({ size, variant, fullWidth, className })} />;
}
