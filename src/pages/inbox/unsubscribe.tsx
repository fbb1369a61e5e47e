import { authCardPage } from "~/features/auth/AuthCard";
import { UnsubscribeDigest } from "~/features/inbox/UnsubscribeDigest";
import { serverPage, type TokenPageProps } from "~/server/api/ssr";
import { unsubscribeLinkWorks } from "~/server/services/inbox-digest";
import { UNSUBSCRIBE_TOKEN_PATTERN } from "~/shared/inbox/rules";

export default authCardPage(UnsubscribeDigest, { title: "Stop the inbox digest" });

/** A digest mail's link, `/inbox/unsubscribe?token=…`: whether it still stops a digest. */
export const getServerSideProps = serverPage<TokenPageProps>({
  load: async ({ ctx, page }) => {
    const raw = page.query.token;
    const token = typeof raw === "string" && UNSUBSCRIBE_TOKEN_PATTERN.test(raw) ? raw : "";
    const works = token !== "" && (await unsubscribeLinkWorks(ctx.db, token));
    return {
      props: {
        token,
        refused: works
          ? null
          : "This link no longer stops a digest: the digest it came with is off already.",
      },
    };
  },
});
