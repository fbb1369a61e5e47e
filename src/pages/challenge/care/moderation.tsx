import { screenPage } from "~/components/layouts/screen-page";
import { CareModeration } from "~/features/moderation/lazy";
import { FIRST_CARE_QUEUE } from "~/features/moderation/queue-inputs";
import { serverPage } from "~/server/api/ssr";

export default screenPage(CareModeration, {
  role: "MODERATOR",
  size: "xl",
  title: "Care moderation",
});

export const getServerSideProps = serverPage({
  role: "MODERATOR",
  // The posts are drawn as the wall draws them (CarePostView), in the page's language.
  messages: ["care"],
  load: ({ helpers }) => helpers.moderation.care.queue.prefetch(FIRST_CARE_QUEUE),
});
