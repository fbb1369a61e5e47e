import { useRouter } from "next/router";
import { useCallback } from "react";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { usePageInfo } from "./page-info";

/** Signs out, says so, and leaves a page that needs sign-in for the home page. */
export function useSignOut(): () => Promise<void> {
  const { logout } = useSession();
  const router = useRouter();
  const { guarded } = usePageInfo();
  const { toast, snackbar } = useToast();
  return useCallback(async () => {
    const result = await logout();
    // "pending": the header says the server will be told when there is signal (OfflineStatus).
    if (result === "done") toast("You are signed out.");
    else if (result === "failed")
      snackbar("Signed out on this phone only: the server could not be told.", {
        color: "warning",
      });
    if (guarded) await router.push("/");
  }, [logout, toast, snackbar, router, guarded]);
}
