import { screenPage } from "~/components/layouts/screen-page";
import { AuthCard } from "~/features/auth/AuthCard";
import { InboxScreen } from "~/features/inbox/InboxScreen";
import { UnsubscribeDigest } from "~/features/inbox/UnsubscribeDigest";
import type { AppPage } from "~/lib/page";
import { serverPage, type TokenPageProps } from "~/server/api/ssr";
import { appendSetCookie } from "~/server/api/trpc";
import { unsubscribeLinkWorks } from "~/server/services/inbox-digest";
import { INBOX_PATH, UNSUBSCRIBE_TOKEN_PATTERN } from "~/shared/inbox/rules";
import { lastPathCookie } from "~/shared/lastpath";

const Inbox = screenPage(InboxScreen, {
  title: "Inbox",
  intro: "What happened to your posts, artworks, certificate, achievements and team.",
});

const UNSUBSCRIBE_TITLE = "Stop the inbox digest";

type Props = { unsubscribe?: TokenPageProps | null };

/**
 * /inbox: my inbox (signed in); with `?token=` (a digest mail's link, README "Notification
 * inbox") the card that stops the digest, for anyone holding the link. One page for both, so
 * that the app gains no page of its own for the link.
 */
const InboxPage: AppPage<Props> = ({ unsubscribe }) =>
  unsubscribe ? (
    <AuthCard title={UNSUBSCRIBE_TITLE}>
      <UnsubscribeDigest token={unsubscribe.token} refused={unsubscribe.refused} />
    </AuthCard>
  ) : (
    <Inbox />
  );
InboxPage.title = ({ unsubscribe }) => (unsubscribe ? UNSUBSCRIBE_TITLE : "Inbox");
export default InboxPage;

export const getServerSideProps = serverPage<Props>({
  load: async ({ ctx, helpers, page, session }) => {
    const raw = page.query.token;
    if (raw !== undefined) {
      const token = typeof raw === "string" && UNSUBSCRIBE_TOKEN_PATTERN.test(raw) ? raw : "";
      const works = token !== "" && (await unsubscribeLinkWorks(ctx.db, token));
      const refused = works
        ? null
        : "This link no longer stops a digest: the digest it came with is off already.";
      return { props: { unsubscribe: { token, refused } } };
    }
    // The inbox itself is for signed-in people: a visitor signs in and comes back here.
    if (!session) {
      appendSetCookie(page.res, lastPathCookie(INBOX_PATH, process.env.NODE_ENV === "production"));
      return { redirect: "/auth/login" };
    }
    await helpers.inbox.list.prefetch();
    await helpers.inbox.digest.prefetch();
  },
});
