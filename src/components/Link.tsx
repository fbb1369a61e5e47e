// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that wraps it
import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The app's internal link: Next's `Link` without prefetching every linked page as soon as the link
 * scrolls into view. That prefetch downloads and runs the scripts and styles of each page the
 * screen links to (the header alone: the home page and sign-in) while the phone is still busy
 * with the page it opened: data a festival phone pays for and main-thread time it needs to
 * respond. A page is still fetched ahead when a finger touches its link (or a pointer hovers
 * it), a moment before the tap completes; `prefetch` brings the in-view prefetch back where a
 * link is the obvious next step.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
