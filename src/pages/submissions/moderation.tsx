import { screenPage } from "~/components/layouts/screen-page";
import { SubmissionModeration } from "~/features/moderation/lazy";
import { FIRST_SUBMISSION_QUEUE } from "~/features/moderation/queue-inputs";
import { serverPage } from "~/server/api/ssr";

export default screenPage(SubmissionModeration, {
  role: "MODERATOR",
  size: "xl",
  title: (t) => t("moderation.submissions.title"),
  intro: (t) => t("moderation.submissions.intro"),
});

export const getServerSideProps = serverPage({
  role: "MODERATOR",
  // The moderators' words and the reason dialog's.
  messages: ["moderation", "reasonDialog"],
  load: async ({ helpers }) => {
    await Promise.all([
      helpers.moderation.submission.queue.prefetch(FIRST_SUBMISSION_QUEUE),
      helpers.moderation.submission.challenges.prefetch(),
    ]);
  },
});
