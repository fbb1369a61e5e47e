import { Link } from "~/components/Link";
import type { ReactNode } from "react";
import classes from "./LinkButton.module.css";

/** Mantine Button's variants and sizes that the shell's links take (LinkButton.module.css). */
export type LinkButtonVariant = "subtle" | "light" | "default" | "filled";
export type LinkButtonSize = "sm" | "compact-sm" | "compact-md";

const SIZE_CLASS: Record<LinkButtonSize, string | undefined> = {
  sm: undefined,
  "compact-sm": classes.compactSm,
  "compact-md": classes.compactMd,
};

/**
 * A link that looks like Mantine's Button, in plain markup and CSS (no Mantine JS on the first
 * load). `current` marks the page on screen with `aria-current="page"`.
 */
export function LinkButton({
  href,
  variant,
  size = "sm",
  current = false,
  className,
  style,
  onClick,
  children,
}: {
  href: string;
  variant: LinkButtonVariant;
  size?: LinkButtonSize;
  current?: boolean;
  className?: string;
  style?: React.CSSProperties;
  onClick?(): void;
  children: ReactNode;
}) {
  const names = [classes.button, classes[variant], SIZE_CLASS[size], className];
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={`${names.filter(Boolean).join(" ")} mantine-focus-auto mantine-active`}
      style={style}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
