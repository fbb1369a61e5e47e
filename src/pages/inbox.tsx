import { screenPage } from "~/components/layouts/screen-page";
import { InboxScreen } from "~/features/inbox/InboxScreen";
import { serverPage } from "~/server/api/ssr";

export default screenPage(InboxScreen, {
  title: "Inbox",
  intro: "What happened to your posts, artworks, certificate, achievements and team.",
  role: "PARTICIPANT",
});

export const getServerSideProps = serverPage({
  role: "PARTICIPANT",
  load: async ({ helpers }) => {
    await helpers.inbox.list.prefetch();
    await helpers.inbox.digest.prefetch();
  },
});
