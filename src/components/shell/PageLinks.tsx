import { Button, NavLink, type ButtonProps } from "@mantine/core";
import Link from "next/link";
import { useRouter } from "next/router";
import type { ReactNode } from "react";
import { isActiveLink } from "~/lib/navigation";

/** Whether a link leads to the page on screen (or to its section), by the router's path. */
export function useIsCurrentPage() {
  const router = useRouter();
  return (href: string) => isActiveLink(href, router.asPath);
}

/** A navigation entry (Mantine NavLink) that marks the page on screen with `aria-current`. */
export function PageNavLink({
  href,
  label,
  active,
  leftSection,
  onClick,
}: {
  href: string;
  label: string;
  active: boolean;
  leftSection?: ReactNode;
  onClick?(): void;
}) {
  return (
    <NavLink
      component={Link}
      href={href}
      label={label}
      leftSection={leftSection}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
    />
  );
}

/** A link styled as a button that marks the page on screen with `aria-current`. */
export function PageButtonLink({
  href,
  active,
  ...props
}: ButtonProps & { href: string; active: boolean; children: ReactNode }) {
  return (
    <Button component={Link} href={href} aria-current={active ? "page" : undefined} {...props} />
  );
}
