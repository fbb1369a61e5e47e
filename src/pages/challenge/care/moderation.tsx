import { screenPage } from "~/components/layouts/screen-page";
import { CareModeration } from "~/features/moderation/lazy";
import { FIRST_CARE_QUEUE } from "~/features/moderation/queue-inputs";
import { serverPage } from "~/server/api/ssr";

export default screenPage(CareModeration, {
  role: "MODERATOR",
  size: "xl",
  title: (t) => t("moderation.care.title"),
});

export const getServerSideProps = serverPage({
  role: "MODERATOR",
  // The moderators' words and the reason dialog's; the posts are drawn as the wall draws them
  // (CarePostView), in the page's language.
  messages: ["moderation", "reasonDialog", "care"],
  load: ({ helpers }) => helpers.moderation.care.queue.prefetch(FIRST_CARE_QUEUE),
});
