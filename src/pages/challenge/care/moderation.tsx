import { Container } from "@mantine/core";
import { CareModeration } from "~/features/care/CareModeration";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const CareModerationPage: AppPage = () => (
  <Container size="lg" py="xl">
    <CareModeration />
  </Container>
);
CareModerationPage.auth = { role: "MODERATOR" };

export default CareModerationPage;
export const getServerSideProps = guardPage("MODERATOR", ({ helpers }) =>
  helpers.moderation.care.queue.prefetch({ kind: null, flagged: false, limit: 50 }),
);
