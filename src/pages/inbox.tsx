import { useTranslations } from "use-intl";
import { PageFrame } from "~/components/layouts/screen-page";
import plain from "~/components/plain/plain.module.css";
import { AuthCard } from "~/features/auth/AuthCard";
import { InboxScreen } from "~/features/inbox/InboxScreen";
import { UnsubscribeDigest } from "~/features/inbox/UnsubscribeDigest";
import type { AppPage } from "~/lib/page";
import { serverPage, type TokenPageProps } from "~/server/api/ssr";
import { appendSetCookie } from "~/server/api/trpc";
import { unsubscribeLinkWorks } from "~/server/services/inbox-digest";
import { INBOX_PATH, UNSUBSCRIBE_TOKEN_PATTERN } from "~/shared/inbox/rules";
import { lastPathCookie } from "~/shared/lastpath";

function Inbox() {
  const t = useTranslations("inbox");
  return (
    <PageFrame>
      <div className={plain.stack}>
        <div className={plain.heading}>
          <h1 className={plain.title}>{t("title")}</h1>
          <p className={plain.text}>{t("intro")}</p>
        </div>
        <InboxScreen />
      </div>
    </PageFrame>
  );
}

function Unsubscribe({ unsubscribe }: { unsubscribe: TokenPageProps }) {
  const t = useTranslations("inbox");
  return (
    <AuthCard title={t("unsubscribe.title")}>
      <UnsubscribeDigest
        token={unsubscribe.token}
        refused={unsubscribe.refused}
        refusedText={unsubscribe.refusedText}
      />
    </AuthCard>
  );
}

type Props = { unsubscribe?: TokenPageProps | null };

/**
 * /inbox: my inbox (signed in); with `?token=` (a digest mail's link, README "Notification
 * inbox") the card that stops the digest, for anyone holding the link. One page for both, so
 * that the app gains no page of its own for the link. Words: namespace `inbox`.
 */
const InboxPage: AppPage<Props> = ({ unsubscribe }) =>
  unsubscribe ? <Unsubscribe unsubscribe={unsubscribe} /> : <Inbox />;
InboxPage.title = ({ unsubscribe }, t) =>
  unsubscribe ? t("inbox.unsubscribe.title") : t("inbox.title");
export default InboxPage;

export const getServerSideProps = serverPage<Props>({
  messages: ["inbox"],
  load: async ({ ctx, helpers, page, session }) => {
    const raw = page.query.token;
    if (raw !== undefined) {
      const token = typeof raw === "string" && UNSUBSCRIBE_TOKEN_PATTERN.test(raw) ? raw : "";
      const works = token !== "" && (await unsubscribeLinkWorks(ctx.db, token));
      const unsubscribe: TokenPageProps = works
        ? { token, refused: null }
        : {
            token,
            refused: "This link no longer stops a digest: the digest it came with is off already.",
            refusedText: { key: "inbox.server.linkSpent" },
          };
      return { props: { unsubscribe } };
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
