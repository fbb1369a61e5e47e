import { useRouter } from "next/router";
import { isActiveLink } from "~/lib/navigation";

/** Whether a link leads to the page on screen (or to its section), by the router's path. */
export function useIsCurrentPage() {
  const router = useRouter();
  return (href: string) => isActiveLink(href, router.asPath);
}
