import { Container, Stack, Text, Title } from "@mantine/core";
import { SubmissionModeration } from "~/features/moderation/lazy";
import { FIRST_SUBMISSION_QUEUE } from "~/features/moderation/queue-inputs";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const SubmissionModerationPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Submissions</Title>
        <Text>
          Approve work for the gallery, or reject it with a reason the author sees. Approving awards
          the challenge&apos;s points; rejecting an approved work takes them back.
        </Text>
      </Stack>
      <SubmissionModeration />
    </Stack>
  </Container>
);
SubmissionModerationPage.auth = { role: "MODERATOR" };

export default SubmissionModerationPage;
export const getServerSideProps = serverPage({
  role: "MODERATOR",
  load: async ({ helpers }) => {
    await Promise.all([
      helpers.moderation.submission.queue.prefetch(FIRST_SUBMISSION_QUEUE),
      helpers.moderation.submission.challenges.prefetch(),
    ]);
  },
});
