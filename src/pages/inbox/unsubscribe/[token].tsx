import { authCardPage } from "~/features/auth/AuthCard";
import { UnsubscribeDigest } from "~/features/inbox/UnsubscribeDigest";
import { serverPage, type TokenPageProps } from "~/server/api/ssr";
import { unsubscribeLinkWorks } from "~/server/services/inbox-digest";

export default authCardPage(UnsubscribeDigest, { title: "Stop the inbox digest" });

export const getServerSideProps = serverPage<TokenPageProps>({
  params: ["token"],
  load: async ({ ctx, param }) => {
    const token = param("token");
    const works = await unsubscribeLinkWorks(ctx.db, token);
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
