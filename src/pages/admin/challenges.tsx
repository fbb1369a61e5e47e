import { Container } from "@mantine/core";
import { ChallengesAndContent } from "~/features/admin/ChallengesAndContent";
import type { AppPage } from "~/lib/page";
import { guardPage } from "~/server/auth/guard";

const AdminChallengesPage: AppPage = () => (
  <Container size="xl" py="xl">
    <ChallengesAndContent />
  </Container>
);
AdminChallengesPage.auth = { role: "ADMIN" };

export default AdminChallengesPage;
export const getServerSideProps = guardPage("ADMIN", ({ helpers }) =>
  helpers.admin.challenges.list.prefetch({
    page: 1,
    pageSize: 20,
    search: "",
    sortBy: "position",
    sortDirection: "asc",
  }),
);
