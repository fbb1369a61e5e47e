import { Container } from "@mantine/core";
import { ParticipationHub } from "~/features/participation/ParticipationHub";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const ParticipationPage: AppPage = () => (
  <Container size="lg" py="xl">
    <ParticipationHub />
  </Container>
);
ParticipationPage.auth = { role: "PARTICIPANT" };

export default ParticipationPage;
export const getServerSideProps = guardPage("PARTICIPANT", async ({ helpers }) => {
  await helpers.challenge.list.prefetch();
  await helpers.challenge.mine.prefetch();
});
