import { Container } from "@mantine/core";
import { ChallengesAndContent } from "~/features/admin/ChallengesAndContent";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";
import { challengeListInput } from "~/shared/admin";

const AdminChallengesPage: AppPage = () => (
  <Container size="xl" py="xl">
    <ChallengesAndContent />
  </Container>
);
AdminChallengesPage.auth = { role: "ADMIN" };

export default AdminChallengesPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  // The first page the screen asks for: the list input's defaults.
  load: ({ helpers }) => helpers.admin.challenges.list.prefetch(challengeListInput.parse({})),
});
