import { Container } from "@mantine/core";
import { AdminHome } from "~/features/admin/AdminHome";
import type { AppPage } from "~/lib/page";
import { serverPage } from "~/server/api/ssr";

const AdminPage: AppPage = () => (
  <Container size="lg" py="xl">
    <AdminHome />
  </Container>
);
AdminPage.auth = { role: "ADMIN" };

export default AdminPage;
export const getServerSideProps = serverPage({
  role: "ADMIN",
  load: ({ helpers }) => helpers.admin.overview.prefetch(),
});
