import { serverPage } from "~/server/api/ssr";
import { pathAfterSignIn } from "~/server/services/auth";
import { LASTPATH_COOKIE } from "~/shared/lastpath";
import { PENDING_SCAN_COOKIE } from "~/server/services/pending-scan";

/** Never rendered: the server sends the user on (see `pathAfterSignIn`), a visitor to sign in. */
export default function AuthenticatedPage() {
  return null;
}

export const getServerSideProps = serverPage({
  load: async ({ ctx, session, page }) => ({
    redirect: session
      ? await pathAfterSignIn(
          ctx.db,
          session.user.id,
          {
            pendingScan: page.req.cookies[PENDING_SCAN_COOKIE],
            lastpath: page.req.cookies[LASTPATH_COOKIE],
          },
          ctx,
        )
      : "/auth/login",
  }),
});
