import { useRouter } from "next/router";
import { useSession } from "~/lib/session";

/** After a sign-in: pick up the new session, then let /authenticated send the user on. */
export function useSignedInRedirect() {
  const router = useRouter();
  const session = useSession();
  return async () => {
    await session.refresh();
    await router.replace("/authenticated");
  };
}
