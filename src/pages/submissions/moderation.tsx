import { screenPage } from "~/components/layouts/screen-page";
import { SubmissionModeration } from "~/features/moderation/lazy";
import { FIRST_SUBMISSION_QUEUE } from "~/features/moderation/queue-inputs";
import { serverPage } from "~/server/api/ssr";

export default screenPage(SubmissionModeration, {
  role: "MODERATOR",
  size: "xl",
  title: "Submissions",
  intro:
    "Approve work for the gallery, or reject it with a reason the author sees. Approving awards the challenge's points; rejecting an approved work takes them back.",
});

export const getServerSideProps = serverPage({
  role: "MODERATOR",
  load: async ({ helpers }) => {
    await Promise.all([
      helpers.moderation.submission.queue.prefetch(FIRST_SUBMISSION_QUEUE),
      helpers.moderation.submission.challenges.prefetch(),
    ]);
  },
});
