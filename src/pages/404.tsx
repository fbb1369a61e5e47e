import { useRouter } from "next/router";
import { useMounted } from "@mantine/hooks";
import { ErrorView } from "~/components/errors/ErrorView";
import { pageNotFoundMessage } from "~/lib/http-status";

/**
 * Unknown paths (status 404). Pre-rendered once at build time, so the path it names is filled in
 * from the address bar after hydration.
 */
export default function NotFoundPage() {
  const router = useRouter();
  // The pre-rendered HTML cannot know the path; the first client render must match it.
  const mounted = useMounted();
  const path = mounted ? router.asPath : null;
  return (
    <ErrorView
      statusCode={404}
      title={path ? pageNotFoundMessage(path) : "Page not found"}
      description="There is no page at this address. It may have moved, or the link may be mistyped."
    />
  );
}
