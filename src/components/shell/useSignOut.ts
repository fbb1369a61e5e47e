import { useRouter } from "next/router";
import { useCallback } from "react";
import { useTranslations } from "use-intl";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { usePageInfo } from "./page-info";

/** Signs out, says so, and leaves a page that needs sign-in for the home page. */
export function useSignOut(): () => Promise<void> {
  const { logout } = useSession();
  const { toast } = useToast();
  const router = useRouter();
  const { guarded } = usePageInfo();
  const t = useTranslations("shell.account");
  return useCallback(async () => {
    const result = await logout();
    // Otherwise the phone says the server will be told when there is signal (README "Offline").
    if (result === "done") toast(t("signedOut"));
    if (guarded) await router.push("/");
  }, [logout, toast, router, guarded, t]);
}
