import { Container } from "@mantine/core";
import { ParticipationHub } from "~/features/participation/ParticipationHub";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const ParticipationPage: AppPage = () => (
  <Container size="lg" py="xl">
    <ParticipationHub />
  </Container>
);
ParticipationPage.auth = { role: "PARTICIPANT" };

export default ParticipationPage;
export const getServerSideProps = serverPage({
  role: "PARTICIPANT",
  load: async ({ helpers }) => {
    await helpers.challenge.list.prefetch();
    await helpers.challenge.mine.prefetch();
  },
});
