import { Container, Stack, Text, Title } from "@mantine/core";
import { SubmissionModeration } from "~/features/submissions/lazy";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

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
export const getServerSideProps = guardPage("MODERATOR", async ({ helpers }) => {
  await Promise.all([
    helpers.moderation.submission.list.prefetch({
      status: "PENDING",
      area: null,
      challengeId: null,
      page: 1,
      pageSize: 20,
    }),
    helpers.moderation.submission.challenges.prefetch(),
  ]);
});
