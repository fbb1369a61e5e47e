import { Container, Stack, Title } from "@mantine/core";
import { CareModeration } from "~/features/moderation/lazy";
import { FIRST_CARE_QUEUE } from "~/features/moderation/queue-inputs";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const CareModerationPage: AppPage = () => (
  <Container size="xl" py="xl">
    <Stack gap="lg">
      <Title order={1}>Care moderation</Title>
      <CareModeration />
    </Stack>
  </Container>
);
CareModerationPage.auth = { role: "MODERATOR" };

export default CareModerationPage;
export const getServerSideProps = serverPage({
  role: "MODERATOR",
  load: ({ helpers }) => helpers.moderation.care.queue.prefetch(FIRST_CARE_QUEUE),
});
